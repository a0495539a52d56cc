import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField, fieldAria, Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { BULK_GENERATE_DEFAULT_REGISTRATION_TAB, BULK_GENERATE_MAX } from "#shared/schemas/catalog.ts";
import {
  type GenerateBulkAccountsResponse,
  generateBulkAccountsBodySchema,
} from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";
import { useGenerateBulkAccounts } from "../api/generate-bulk-accounts.ts";
import { downloadText } from "../lib/download.ts";
import { accountsCount, numberOrUndefined } from "../lib/form-fields.ts";
import { CompanySelect } from "./company-select.tsx";
import { CopyButton } from "./copy-button.tsx";
import { CredentialsList } from "./credentials-list.tsx";

type FormInput = z.input<typeof generateBulkAccountsBodySchema>;
type Output = z.output<typeof generateBulkAccountsBodySchema>;
const FIELDS = ["companyId", "count", "role"] as const;

/** Bulk account generation on the registration tab [1§2]: credentials and an HTML e-mail template. */
export function BulkGenerateCard() {
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
          <FormField id="bulk-companyId" label="Company" error={errors.companyId?.message}>
            <CompanySelect
              {...fieldAria("bulk-companyId", errors.companyId?.message)}
              {...form.register("companyId", { valueAsNumber: true })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="bulk-count" label="Number of Accounts" error={errors.count?.message}>
              <Input
                type="number"
                min={1}
                max={BULK_GENERATE_MAX}
                {...fieldAria("bulk-count", errors.count?.message)}
                {...form.register("count", { setValueAs: numberOrUndefined })}
              />
            </FormField>
            <FormField id="bulk-role" label="Role" error={errors.role?.message}>
              <NativeSelect {...fieldAria("bulk-role", errors.role?.message)} {...form.register("role")}>
                <option value="student">Parent / Student</option>
              </NativeSelect>
            </FormField>
          </div>
          <div>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate Accounts"}
            </Button>
          </div>
        </form>
        {result ? (
          <div className="grid gap-4">
            <CredentialsList credentials={result.credentials} fileName="bulk-accounts" />
            <FormField id="bulk-email-template" label="Email Template (HTML)">
              <Textarea
                id="bulk-email-template"
                readOnly
                value={result.emailTemplate}
                className="min-h-40 font-mono text-xs"
              />
            </FormField>
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
