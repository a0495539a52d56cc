import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField, fieldAria, Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { registrationCompanyFormSchema } from "#shared/schemas/admin.ts";
import type { z } from "#shared/zod.ts";
import { useCreateCompany } from "../api/create-company.ts";
import { applyConflict } from "../lib/form-fields.ts";
import { addCompanyFailed } from "./add-company-dialog.tsx";
import { CompanyFormFields } from "./company-form-fields.tsx";

type FormInput = z.input<typeof registrationCompanyFormSchema>;
type Output = z.output<typeof registrationCompanyFormSchema>;
const FIELDS = ["name", "contactName", "contactEmail", "contactPhone", "notes", "employeeCount"] as const;
const defaultValues = (): FormInput => ({
  name: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  notes: "",
  status: "active",
  employeeCount: null,
});

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
        applyServerIssues(error, form.setError, FIELDS);
        applyConflict(error, form.setError, FIELDS);
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
          <FormField
            id="registration-company-employeeCount"
            label="Number of Employees (optional)"
            error={errors.employeeCount?.message}
          >
            <Input
              type="number"
              min={1}
              {...fieldAria("registration-company-employeeCount", errors.employeeCount?.message)}
              {...form.register("employeeCount", {
                setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
              })}
            />
          </FormField>
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
