import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { adminScope, type CompanyScope } from "#app/lib/company-scope.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import {
  type GenerateBulkAccountsResponse,
  generateBulkAccountsBodySchema,
} from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";
import { useGenerateBulkAccounts } from "../api/generate-bulk-accounts.ts";
import { accountsCount } from "./accounts-count.ts";

export type GenerateAccountsFormInput = z.input<typeof generateBulkAccountsBodySchema>;
type Output = z.output<typeof generateBulkAccountsBodySchema>;

/** A screen of one company has no company to choose: its form leaves the field out. */
const fixedCompanySchema = generateBulkAccountsBodySchema.omit({ companyId: true });

/**
 * The account-generation form every screen shares (registration tab card, companies tab dialog, the
 * company page and the employer's screen): the shared schema, the mutation, its toasts and the server's
 * field issues put on `fields`. With a `scope` the company is fixed; without, the form's select chooses.
 */
export function useGenerateAccountsForm(
  defaultValues: DefaultValues<GenerateAccountsFormInput>,
  fields: readonly (keyof GenerateAccountsFormInput)[],
  scope: CompanyScope | null = null,
) {
  const [result, setResult] = useState<GenerateBulkAccountsResponse | null>(null);
  const generate = useGenerateBulkAccounts();
  const form = useForm<GenerateAccountsFormInput, unknown, Output>({
    resolver: zodResolver(
      (scope ? fixedCompanySchema : generateBulkAccountsBodySchema) as typeof generateBulkAccountsBodySchema,
    ),
    defaultValues,
  });
  const submit = form.handleSubmit(({ companyId, ...body }) =>
    generate.mutate(
      { scope: scope ?? adminScope(companyId), body },
      {
        onSuccess: (response) => {
          setResult(response);
          toast({ title: "Accounts generated", description: `${accountsCount(response.count)} created.` });
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, fields);
          toast({ title: "Generation Failed", description: errorMessage(error), variant: "destructive" });
        },
      },
    ),
  );
  return { form, submit, result, setResult, pending: generate.isPending };
}
