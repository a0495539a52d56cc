import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import { CURRENT_PASSWORD_REQUIRED, type CurrentUser } from "#shared/schemas/auth.ts";
import { SSO_ERROR_PARAM, SSO_LINKED_PARAM, ssoErrorMessage } from "#shared/schemas/sso.ts";
import { useChangeSsoLink, useSsoLink } from "../api/sso-link.ts";

/** The server's code for an account that may not link (its refusal shows above the form, not on a field). */
const LINK_UNAVAILABLE = "SSO_LINK_UNAVAILABLE";

/** The section's texts. */
export const organisationLinkText = {
  heading: "Sign in with your organisation",
  description:
    "Your organisation lets you sign in with your work account. Link it to this account so that “Sign in with your organisation” on the sign-in page opens it; you confirm with your organisation's sign-in once.",
  link: "Link your organisation's sign-in",
  confirmLink:
    "Your organisation's sign-in will open this account without your password. Confirm it is you to go on; we will e-mail you once it is linked.",
  continueLink: "Continue to your organisation",
  cancel: "Cancel",
  linked: "Your organisation's sign-in is linked: “Sign in with your organisation” opens this account.",
  justLinked: "Your organisation's sign-in is now linked to this account.",
  unlink: "Unlink",
  confirmUnlink: "Unlink your organisation's sign-in? You will sign in with your username and password only.",
  unlinked: "Your organisation's sign-in is no longer linked.",
} as const;

/**
 * Profile Settings' link to the organisation's sign-in (decision 056 "Single sign-on"): a family with a
 * password of its own, at a company whose provider serves its address, links the provider's sign-in here,
 * signed in, so no provider can open its account without it. The provider sends the browser back to
 * /account with `?sso_linked=1` or `?sso_error=<code>`, read after the first render. The link is confirmed
 * with the current password (and the two-factor code where the account has it on), as an e-mail change
 * is. Nothing is shown to an account that cannot link.
 */
export function OrganisationLinkSection() {
  const query = useSsoLink();
  const { start, remove } = useChangeSsoLink();
  const [searchParams] = useSearchParams();
  const refusalCode = searchParams.get(SSO_ERROR_PARAM);
  const justLinked = searchParams.get(SSO_LINKED_PARAM) === "1";
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(refusalCode ? ssoErrorMessage(refusalCode) : null), [refusalCode]);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const twoFactor =
    useQueryClient().getQueryData<CurrentUser | null>(currentUserQueryKey)?.twoFactorEnabled === true;

  if (!query.data?.available) return null;
  const { linked } = query.data;

  const link = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError(CURRENT_PASSWORD_REQUIRED);
    setPasswordError(undefined);
    start.mutate(
      { currentPassword: password, ...(twoFactor ? { code } : {}) },
      {
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        // The password's (or code's) refusal on its field; the link's own refusals above the form.
        onError: (error) =>
          error instanceof ApiError &&
          (error.status === 400 || error.status === 401) &&
          error.code !== LINK_UNAVAILABLE
            ? setPasswordError(errorMessage(error))
            : setRefusal(errorMessage(error)),
      },
    );
  };
  const unlink = () => {
    if (!window.confirm(organisationLinkText.confirmUnlink)) return;
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: organisationLinkText.unlinked }),
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{organisationLinkText.heading}</h2>
        <CardDescription>{organisationLinkText.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {refusal ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        {linked ? (
          <>
            <p role={justLinked ? "status" : undefined} className="text-sm">
              {justLinked ? organisationLinkText.justLinked : organisationLinkText.linked}
            </p>
            <div>
              <Button type="button" variant="outline" disabled={remove.isPending} onClick={unlink}>
                {organisationLinkText.unlink}
              </Button>
            </div>
          </>
        ) : confirming ? (
          <form
            method="post"
            noValidate
            className="grid gap-4"
            aria-label={organisationLinkText.link}
            onSubmit={link}
          >
            <p className="text-sm">{organisationLinkText.confirmLink}</p>
            <Field id="sso-link-password" label="Current password" error={passwordError}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            {twoFactor ? (
              <Field
                id="sso-link-code"
                label="Two-factor code"
                hint="From your authenticator app, or a recovery code."
              >
                <Input
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </Field>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? "Taking you to your organisation..." : organisationLinkText.continueLink}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {organisationLinkText.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button type="button" onClick={() => setConfirming(true)}>
              {organisationLinkText.link}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
