import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { useForm } from "react-hook-form";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { type Company, companyFormSchema, expectedEmployeesField } from "#shared/schemas/companies.ts";
import { z } from "#shared/zod.ts";
import { useUpdateCompany } from "../api/update-company.ts";
import { CompanyFormFields, EmployeeCountField, PlacesPurchasedField } from "./company-form-fields.tsx";

/**
 * The companies-tab form with the subscription end date as a calendar day ("" for none) and the
 * expected workforce under the registration form's rule (empty is null).
 */
const editCompanySchema = companyFormSchema.omit({ subscriptionEndDate: true }).extend({
  subscriptionEndDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, "Please enter a valid date"),
  employeeCount: expectedEmployeesField,
});
type FormInput = z.input<typeof editCompanySchema>;
type Output = z.output<typeof editCompanySchema>;
const FIELDS = [
  "name",
  "contactName",
  "contactEmail",
  "contactPhone",
  "notes",
  "status",
  "employeeCount",
  "placesPurchased",
  "subscriptionEndDate",
] as const;

/** The last moment of a calendar day in the viewer's time zone, as an ISO string. */
const endOfDayIso = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** Edit a company, including its status, expected workforce and subscription end date (DECISIONS.md). */
export function EditCompanyDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const update = useUpdateCompany();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(editCompanySchema),
    defaultValues: {
      name: company.name,
      contactName: company.contactName,
      contactEmail: company.contactEmail,
      contactPhone: company.contactPhone ?? "",
      notes: company.notes ?? "",
      status: company.status,
      employeeCount: company.expectedEmployees,
      placesPurchased: company.placesPurchased,
      subscriptionEndDate: company.subscriptionEndDate
        ? format(new Date(company.subscriptionEndDate), "yyyy-MM-dd")
        : "",
    },
  });
  const errors = form.formState.errors;
  const field = fieldsOf("edit-company", errors);
  const submit = form.handleSubmit(({ subscriptionEndDate, ...values }) =>
    update.mutate(
      {
        id: company.id,
        body: {
          ...values,
          subscriptionEndDate: subscriptionEndDate ? endOfDayIso(subscriptionEndDate) : null,
        },
      },
      {
        onSuccess: (saved) => {
          toast({ title: "Company updated", description: `${saved.name} has been saved.` });
          onClose();
        },
        onError: (error) => {
          applyApiErrors(error, form.setError, FIELDS);
          toast({
            title: "Failed to update company",
            description: errorMessage(error),
            variant: "destructive",
          });
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit Company"
      description={<>Change {company.name}'s details, status and subscription.</>}
      onSubmit={submit}
      onCancel={onClose}
      pending={update.isPending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <CompanyFormFields idPrefix="edit-company" register={form.register} errors={errors} />
      <EmployeeCountField
        idPrefix="edit-company"
        register={form.register}
        error={errors.employeeCount?.message}
        hint="How many staff the company expects to register. Leave empty if not known."
      />
      <PlacesPurchasedField
        idPrefix="edit-company"
        register={form.register}
        error={errors.placesPurchased?.message}
      />
      <Field
        {...field("subscriptionEndDate")}
        label="Subscription End Date"
        hint="Employees cannot sign in after this date. Leave empty for no end date."
      >
        <Input type="date" {...form.register("subscriptionEndDate")} />
      </Field>
    </FormDialog>
  );
}
