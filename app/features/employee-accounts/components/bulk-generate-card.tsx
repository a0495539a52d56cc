import { Download } from "lucide-react";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/input.tsx";
import { type CompanyChoice, fixedScope } from "#app/lib/company-scope.ts";
import { downloadText } from "#app/lib/download.ts";
import { BULK_GENERATE_DEFAULT_REGISTRATION_TAB } from "#shared/schemas/catalog.ts";
import { useGenerateAccountsForm } from "../lib/use-generate-accounts-form.ts";
import { AccountGenerationFields } from "./account-generation-fields.tsx";
import { CredentialsList } from "./credentials-list.tsx";

const FIELDS = ["companyId", "count", "role"] as const;

/** Bulk account generation on the registration tab [1§2]: credentials and an HTML e-mail template. */
export function BulkGenerateCard(choice: CompanyChoice) {
  const { form, submit, result, pending } = useGenerateAccountsForm(
    { companyId: undefined, count: BULK_GENERATE_DEFAULT_REGISTRATION_TAB, role: "student" },
    FIELDS,
    fixedScope(choice),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bulk Account Generation</CardTitle>
        <CardDescription>
          Generate family accounts with temporary passwords for a company's employees.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <AccountGenerationFields
            idPrefix="bulk"
            register={form.register}
            errors={form.formState.errors}
            CompanySelect={choice.scope ? undefined : choice.CompanySelect}
          />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Generating..." : "Generate Accounts"}
            </Button>
          </div>
        </form>
        {result ? (
          <div className="grid gap-4">
            <CredentialsList credentials={result.credentials} fileName="bulk-accounts" />
            <Field id="bulk-email-template" label="Email Template (HTML)">
              <Textarea readOnly value={result.emailTemplate} className="min-h-40 font-mono text-xs" />
            </Field>
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={result.emailTemplate}
                label="Copy Template"
                copiedMessage="The e-mail template is on the clipboard."
              />
              <Button
                variant="outline"
                size="sm"
                onClick={() => downloadText("welcome-email-template.html", result.emailTemplate, "text/html")}
              >
                <Download aria-hidden="true" />
                Download Template
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
