import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CopyButton } from "#app/components/copy-button.tsx";
import { QrCodeImage, useQrCode } from "#app/components/qr-code.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { adminScope, type CompanyChoice, fixedScope } from "#app/lib/company-scope.ts";
import { downloadUrl } from "#app/lib/download.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { numberOrUndefined } from "#app/lib/form-values.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import {
  REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS,
  REGISTRATION_CODE_DEFAULT_MAX_USES,
} from "#shared/schemas/catalog.ts";
import {
  createRegistrationCodeBodySchema,
  expiryDaysField,
  maxUsesField,
  type RegistrationCodeResponse,
} from "#shared/schemas/registration.ts";
import type { z } from "#shared/zod.ts";
import { useCreateRegistrationCode } from "../api/create-registration-code.ts";
import { RegistrationCodeList } from "./registration-code-list.tsx";

/**
 * The API fills in 200 users and 2 days when they are left out; the form shows those defaults instead,
 * so a field the admin empties is required ("Max users is required") rather than silently becoming a value
 * they did not see.
 */
const codeFormSchema = createRegistrationCodeBodySchema.extend({
  maxUses: maxUsesField,
  expiryDays: expiryDaysField,
});
type FormInput = z.input<typeof codeFormSchema>;
type Output = z.output<typeof codeFormSchema>;
/** A screen of one company has no company to choose: its form leaves the field out. */
const fixedCodeFormSchema = codeFormSchema.omit({ companyId: true });
const FIELDS = ["companyId", "maxUses", "expiryDays"] as const;

/** The link employees use: the server's absolute URL, or /register/{code} on this site. */
const registrationLink = (result: RegistrationCodeResponse) =>
  result.registrationUrl || new URL(paths.register(result.code), window.location.origin).toString();

function CodeResult({ result }: { result: RegistrationCodeResponse }) {
  const link = registrationLink(result);
  const qr = useQrCode(link);
  return (
    <section
      aria-labelledby="registration-code-result"
      className="grid gap-4 rounded-md border border-green-300 bg-green-50 p-4"
    >
      <h4 id="registration-code-result" className="font-semibold text-green-900">
        Registration code created
      </h4>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="text-slate-700">Code</dt>
            <dd
              className="font-mono text-2xl font-bold tracking-widest text-slate-950"
              data-testid="registration-code"
            >
              {result.code}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Max users</dt>
            <dd className="font-semibold">{result.maxUses}</dd>
          </div>
          <div>
            <dt className="text-slate-700">Expires</dt>
            <dd>{formatDateTime(result.expiresAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-700">Registration link</dt>
            <dd>
              <a className="break-all text-brand-700 underline" href={link}>
                {link}
              </a>
            </dd>
          </div>
        </dl>
        <QrCodeImage dataUrl={qr} alt={`QR code for ${link}`} />
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={link}
          label="Copy Link"
          copiedMessage="The registration link is on the clipboard."
        />
        <Button
          variant="outline"
          size="sm"
          disabled={!qr}
          onClick={() => qr && downloadUrl(`registration-${result.code}.png`, qr)}
        >
          <Download aria-hidden="true" />
          Download QR Code
        </Button>
      </div>
    </section>
  );
}

/**
 * Registration code creation [1§2], [1§9]: POST /api/admin/create-registration-code (or the employer's
 * own); below it, the company's codes with their uses and status, each active one revocable (decision
 * 048). The admin's tab chooses the company with a select; a screen of one company passes its `scope`.
 */
export function RegistrationCodeCard(choice: CompanyChoice) {
  const fixed = fixedScope(choice);
  const [result, setResult] = useState<RegistrationCodeResponse | null>(null);
  const create = useCreateRegistrationCode();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver((fixed ? fixedCodeFormSchema : codeFormSchema) as typeof codeFormSchema),
    defaultValues: {
      companyId: undefined,
      maxUses: REGISTRATION_CODE_DEFAULT_MAX_USES,
      expiryDays: REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS,
      role: "parent",
    },
  });
  const errors = form.formState.errors;
  const field = fieldsOf("code", errors);
  const chosenId = form.watch("companyId");
  const scope =
    fixed ??
    (typeof chosenId === "number" && Number.isInteger(chosenId) && chosenId > 0
      ? adminScope(chosenId)
      : null);
  const submit = form.handleSubmit(({ companyId, ...body }) =>
    create.mutate(
      { scope: fixed ?? adminScope(companyId), body },
      {
        onSuccess: setResult,
        onError: (error) => {
          applyServerIssues(error, form.setError, FIELDS);
          toast({ title: "Failed to Create Code", description: errorMessage(error), variant: "destructive" });
        },
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Registration Code</CardTitle>
        <CardDescription>
          A code employees use to register their family account; share its link or QR code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {choice.scope ? null : (
            <Field {...field("companyId")} label="Company">
              <choice.CompanySelect {...form.register("companyId", { valueAsNumber: true })} />
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...field("maxUses")} label="Max Users" hint="From 1 to 1000.">
              <Input
                type="number"
                min={1}
                max={1000}
                {...form.register("maxUses", { setValueAs: numberOrUndefined })}
              />
            </Field>
            <Field {...field("expiryDays")} label="Expiry (days)" hint="48 hours recommended">
              <Input
                type="number"
                min={1}
                max={7}
                {...form.register("expiryDays", { setValueAs: numberOrUndefined })}
              />
            </Field>
          </div>
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Registration Code"}
            </Button>
          </div>
        </form>
        {result ? <CodeResult result={result} /> : null}
        {scope ? (
          <RegistrationCodeList
            key={JSON.stringify(scope)}
            scope={scope}
            onRevoked={(code) => setResult((shown) => (shown?.id === code.id ? null : shown))}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
