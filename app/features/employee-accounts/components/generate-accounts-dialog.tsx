import { KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DefaultValues } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { type CompanyChoice, fixedScope } from "#app/lib/company-scope.ts";
import { BULK_GENERATE_DEFAULT_COMPANIES_TAB } from "#shared/schemas/catalog.ts";
import { accountsCount } from "../lib/accounts-count.ts";
import {
  type GenerateAccountsFormInput,
  useGenerateAccountsForm,
} from "../lib/use-generate-accounts-form.ts";
import { AccountGenerationFields } from "./account-generation-fields.tsx";
import { CredentialsShownOnce } from "./credentials-list.tsx";

const FIELDS = ["companyId", "count", "domain", "role"] as const;
const defaultValues = (): DefaultValues<GenerateAccountsFormInput> => ({
  companyId: undefined,
  count: BULK_GENERATE_DEFAULT_COMPANIES_TAB,
  domain: "",
  role: "student",
});

/** Generate Accounts on the companies tab: POST /api/admin/generate-bulk-accounts with the domain. */
export function GenerateAccountsDialog(choice: CompanyChoice) {
  const { form, submit, result, setResult, pending } = useGenerateAccountsForm(
    defaultValues(),
    FIELDS,
    fixedScope(choice),
  );
  // The form (and its focused button) gives way to the results: focus moves to their summary.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);
  const errors = form.formState.errors;
  const field = fieldsOf("generate", errors);
  const dialog = useFormDialog(() => {
    // [1§2]: closing the dialog clears the results.
    setResult(null);
    form.reset(defaultValues());
  });
  return (
    <FormDialog
      {...dialog.props}
      trigger={
        <Button variant="outline" icon={KeyRound}>
          Generate Accounts
        </Button>
      }
      title="Generate Accounts"
      description="Create family accounts for a company's employees with generated usernames and temporary passwords."
      className="max-w-3xl"
      onSubmit={submit}
      pending={pending}
      submitLabel="Generate Accounts"
      pendingLabel="Generating..."
      done={
        result ? (
          <div className="grid gap-4">
            <CredentialsShownOnce
              focusRef={summaryRef}
              summary={`${accountsCount(result.count)} generated.`}
              credentials={result.credentials}
              fileName="generated-accounts"
              onDone={dialog.close}
            />
          </div>
        ) : undefined
      }
    >
      <AccountGenerationFields
        idPrefix="generate"
        register={form.register}
        errors={errors}
        CompanySelect={choice.scope ? undefined : choice.CompanySelect}
      />
      <Field
        {...field("domain")}
        label="Email Domain (optional)"
        hint="e.g. acme.co.uk; without one, the company contact e-mail's domain is used."
      >
        <Input placeholder="acme.co.uk" {...form.register("domain")} />
      </Field>
    </FormDialog>
  );
}
