import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { registrationCompanyFormSchema } from "#shared/schemas/companies.ts";
import type { z } from "#shared/zod.ts";
import { useCreateCompany } from "../api/create-company.ts";
import { addCompanyFailed, blankCompany, COMPANY_FORM_FIELDS } from "../lib/company-form.ts";
import { CompanyFormFields, EmployeeCountField } from "./company-form-fields.tsx";

type FormInput = z.input<typeof registrationCompanyFormSchema>;
type Output = z.output<typeof registrationCompanyFormSchema>;
const FIELDS = [...COMPANY_FORM_FIELDS, "employeeCount"] as const;
const defaultValues = (): FormInput => ({ ...blankCompany(), employeeCount: null });

/** The registration tab's company form with the HR director wording [1§2], [1§5]. */
export function RegistrationCompanyForm() {
  const create = useCreateCompany();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(registrationCompanyFormSchema),
    defaultValues: defaultValues(),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (company) => {
        toast({ title: "Company registered", description: `${company.name} has been added.` });
        form.reset(defaultValues());
      },
      onError: (error) => {
        applyApiErrors(error, form.setError, FIELDS);
        addCompanyFailed(error);
      },
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Register a Company</CardTitle>
        <CardDescription>
          Add a client company and its HR director, who receives the onboarding details.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <CompanyFormFields
            idPrefix="registration-company"
            register={form.register}
            errors={errors}
            contactNameLabel="HR Director Name"
            contactEmailLabel="HR Director Email"
            showStatus={false}
          />
          <EmployeeCountField
            idPrefix="registration-company"
            register={form.register}
            error={errors.employeeCount?.message}
          />
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Registering..." : "Register Company"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
