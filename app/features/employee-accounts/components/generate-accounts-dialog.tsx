import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input, type SelectComponent } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { BULK_GENERATE_DEFAULT_COMPANIES_TAB } from "#shared/schemas/catalog.ts";
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
const FIELDS = ["companyId", "count", "domain", "role"] as const;
const defaultValues = (): DefaultValues<FormInput> => ({
  companyId: undefined,
  count: BULK_GENERATE_DEFAULT_COMPANIES_TAB,
  domain: "",
  role: "student",
});

/** Generate Accounts on the companies tab: POST /api/admin/generate-bulk-accounts with the domain. */
export function GenerateAccountsDialog({ CompanySelect }: { CompanySelect: SelectComponent }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<GenerateBulkAccountsResponse | null>(null);
  // The form (and its focused button) gives way to the results: focus moves to their summary.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);
  const generate = useGenerateBulkAccounts();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(generateBulkAccountsBodySchema),
    defaultValues: defaultValues(),
  });
  const errors = form.formState.errors;
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // [1§2]: closing the dialog clears the results.
      setResult(null);
      form.reset(defaultValues());
    }
  };
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
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Generate Accounts
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Generate Accounts</DialogTitle>
          <DialogDescription>
            Create family accounts for a company's employees with generated usernames and temporary passwords.
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-4">
            <p
              ref={summaryRef}
              tabIndex={-1}
              role="status"
              className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900 outline-none"
            >
              {accountsCount(result.count)} generated.
            </p>
            <CredentialsList credentials={result.credentials} fileName="generated-accounts" />
            <DialogFooter>
              <Button onClick={() => change(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={submit}>
            <AccountGenerationFields
              idPrefix="generate"
              register={form.register}
              errors={errors}
              CompanySelect={CompanySelect}
            />
            <Field
              id="generate-domain"
              label="Email Domain (optional)"
              hint="e.g. acme.co.uk; without one, the company contact e-mail's domain is used."
              error={errors.domain?.message}
            >
              <Input placeholder="acme.co.uk" {...form.register("domain")} />
            </Field>
            <DialogFormActions
              onCancel={() => change(false)}
              pending={generate.isPending}
              label="Generate Accounts"
              pendingLabel="Generating..."
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
