import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { SSO_ERROR_PARAM, ssoErrorMessage } from "#shared/schemas/sso.ts";
import { startSso } from "../api/start-sso.ts";

/**
 * "Sign in with your organisation" on /auth (DECISIONS.md "Employers: single sign-on and provisioning"): a
 * work e-mail sends the browser to its company's identity provider, which sends it back signed in, or back
 * to /auth with `?sso_error=<code>`, whose sentence this shows. /auth is prerendered, so the refusal is read
 * after the first render (as the invitation token is).
 */
export function OrganisationSignIn() {
  const [searchParams] = useSearchParams();
  const refusalCode = searchParams.get(SSO_ERROR_PARAM);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => setRefusal(refusalCode ? ssoErrorMessage(refusalCode) : null), [refusalCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError("Please enter your work e-mail address");
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const { redirectUrl } = await startSso(email.trim());
      window.location.assign(redirectUrl);
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="organisation-sign-in"
      className="mt-6 grid gap-3 border-t border-slate-200 pt-6"
    >
      <h2 id="organisation-sign-in" className="text-lg font-semibold">
        Sign in with your organisation
      </h2>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <Field
          id="organisation-email"
          label="Work e-mail"
          error={error}
          hint="If your employer signs you in with its own account (for example Microsoft or Google)."
        >
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={pending} className="w-full">
          {pending ? "Taking you to your organisation..." : "Continue with your organisation"}
        </Button>
      </form>
    </section>
  );
}
