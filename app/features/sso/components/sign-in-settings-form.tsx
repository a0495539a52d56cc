import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { DOMAINS_HINT, type SignInSettings, signInSettingsBodySchema } from "#shared/schemas/sso.ts";
import { z } from "#shared/zod.ts";
import { useChangeSignInSettings } from "../api/sign-in-settings.ts";

/** The form's fields: the domains as typed (one per line, or separated by commas or spaces). */
const formSchema = signInSettingsBodySchema.extend({
  domains: z.string().transform((text, context) => {
    const list = text.split(/[\s,;]+/).filter(Boolean);
    const parsed = signInSettingsBodySchema.shape.domains.safeParse(list);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  }),
});
type FormValues = z.input<typeof formSchema>;

/**
 * Sets a company's provider: issuer, client ID, client secret (left empty, the stored one is kept) and the
 * e-mail domains. The server reads the issuer's discovery document before saving, and refuses a domain
 * another company holds, a public mail service's, or (for an HR manager) one other than its own e-mail
 * address's, which the domains' hint says; its message shows on the field it concerns.
 */
export function SignInSettingsForm({
  companyId,
  current,
  onDone,
}: {
  companyId: number | undefined;
  current: SignInSettings;
  onDone: () => void;
}) {
  const { save } = useChangeSignInSettings(companyId);
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      issuer: current.issuer ?? "",
      clientId: current.clientId ?? "",
      clientSecret: "",
      domains: current.domains.join("\n"),
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, clientSecret: values.clientSecret ? values.clientSecret : undefined },
      {
        onSuccess: () => {
          toast({ title: "Sign-in settings saved" });
          onDone();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          const field =
            code === "DOMAIN_TAKEN" || code === "DOMAIN_PUBLIC" || code === "DOMAIN_NOT_PROVEN"
              ? "domains"
              : code === "CLIENT_SECRET_REQUIRED"
                ? "clientSecret"
                : code === "ISSUER_INVALID" || code === "DISCOVERY_FAILED"
                  ? "issuer"
                  : null;
          if (field) form.setError(field, { message: errorMessage(error) });
          else toast({ title: "Not saved", description: errorMessage(error), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4">
      <Field
        id="sso-issuer"
        label="Issuer"
        error={errors.issuer?.message}
        hint="The provider's issuer address, e.g. https://login.microsoftonline.com/{tenant}/v2.0"
      >
        <Input autoComplete="off" {...form.register("issuer")} />
      </Field>
      <Field id="sso-client-id" label="Client ID" error={errors.clientId?.message}>
        <Input autoComplete="off" {...form.register("clientId")} />
      </Field>
      <Field
        id="sso-client-secret"
        label="Client secret"
        error={errors.clientSecret?.message}
        hint={current.hasClientSecret ? "Leave empty to keep the stored secret." : undefined}
      >
        <Input type="password" autoComplete="new-password" {...form.register("clientSecret")} />
      </Field>
      <Field
        id="sso-domains"
        label="E-mail domains"
        error={errors.domains?.message}
        hint={companyId === undefined ? DOMAINS_HINT.hr : DOMAINS_HINT.admin}
      >
        <Textarea rows={3} {...form.register("domains")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Checking the provider..." : "Save sign-in settings"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
