import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { type SelectComponent, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { downloadText } from "#app/lib/download.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { BULK_GENERATE_DEFAULT_REGISTRATION_TAB } from "#shared/schemas/catalog.ts";
import {
  type GenerateBulkAccountsResponse,
  generateBulkAccountsBodySchema,
} from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";
import { useGenerateBulkAccounts } from "../api/generate-bulk-accounts.ts";
import { accountsCount } from "../lib/accounts-count.ts";
import { AccountGenerationFields } from "./account-generation-fields.tsx";
import { CredentialsList } from "./credentials-list.tsx";

type FormInput = z.input<typeof generateBulkAccountsBodySchema>;
type Output = z.output<typeof generateBulkAccountsBodySchema>;
const FIELDS = ["companyId", "count", "role"] as const;

/** Bulk account generation on the registration tab [1§2]: credentials and an HTML e-mail template. */
export function BulkGenerateCard({ CompanySelect }: { CompanySelect: SelectComponent }) {
  const [result, setResult] = useState<GenerateBulkAccountsResponse | null>(null);
  const generate = useGenerateBulkAccounts();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(generateBulkAccountsBodySchema),
    defaultValues: { companyId: undefined, count: BULK_GENERATE_DEFAULT_REGISTRATION_TAB, role: "student" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: (response) => {
        setResult(response);
        toast({ title: "Accounts generated", description: `${accountsCount(response.count)} created.` });
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, FIELDS);
        toast({ title: "Generation Failed", description: errorMessage(error), variant: "destructive" });
      },
    }),
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
            errors={errors}
            CompanySelect={CompanySelect}
          />
          <div>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate Accounts"}
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
