import { zodResolver } from "@hookform/resolvers/zod";
import { Building2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { companyFormSchema } from "#shared/schemas/companies.ts";
import type { z } from "#shared/zod.ts";
import { useCreateCompany } from "../api/create-company.ts";
import { addCompanyFailed, blankCompany, COMPANY_FORM_FIELDS } from "../lib/company-form.ts";
import { CompanyFormFields, PlacesPurchasedField } from "./company-form-fields.tsx";

type FormInput = z.input<typeof companyFormSchema>;
type Output = z.output<typeof companyFormSchema>;
const FIELDS = [...COMPANY_FORM_FIELDS, "status", "placesPurchased"] as const;
const defaultValues = (): FormInput => blankCompany();

/** Add Company on the companies tab: POST /api/admin/companies. */
export function AddCompanyDialog() {
  const create = useCreateCompany();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: defaultValues(),
  });
  const dialog = useFormDialog(() => form.reset(defaultValues()));
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (company) => {
        toast({ title: "Company added", description: `${company.name} has been added.` });
        dialog.close();
      },
      onError: (error) => {
        applyApiErrors(error, form.setError, FIELDS);
        addCompanyFailed(error);
      },
    }),
  );
  return (
    <FormDialog
      {...dialog.props}
      trigger={<Button icon={Building2}>Add Company</Button>}
      title="Add Company"
      description="Add a client company that buys places for its staff."
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Add Company"
      pendingLabel="Adding..."
    >
      <CompanyFormFields idPrefix="add-company" register={form.register} errors={form.formState.errors} />
      <PlacesPurchasedField
        idPrefix="add-company"
        register={form.register}
        error={form.formState.errors.placesPurchased?.message}
      />
    </FormDialog>
  );
}
