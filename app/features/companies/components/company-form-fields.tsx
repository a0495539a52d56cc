import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { numberOrNull } from "#app/lib/form-values.ts";
import { COMPANY_STATUSES } from "#shared/schemas/companies.ts";
import { STATUS_LABELS } from "../lib/company-status.ts";

type CompanyFieldValues = {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  notes?: string | null;
  status?: string;
};

/**
 * "Number of Employees (optional)" [1§5]: the workforce the company expects to register, sent as
 * `employeeCount` and shown as `expectedEmployees`. Shared by the registration form and the edit dialog.
 */
export function EmployeeCountField({
  idPrefix,
  register,
  error,
  hint,
}: {
  idPrefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: several company forms share this field name
  register: UseFormRegister<any>;
  error?: string;
  hint?: string;
}) {
  return (
    <Field id={`${idPrefix}-employeeCount`} label="Number of Employees (optional)" hint={hint} error={error}>
      <Input type="number" min={1} {...register("employeeCount", { setValueAs: numberOrNull })} />
    </Field>
  );
}

/** Places the employer bought (decision 026): optional, at least 1; shown on the card and the report. */
export function PlacesPurchasedField({
  idPrefix,
  register,
  error,
}: {
  idPrefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: the add and edit forms share this field name
  register: UseFormRegister<any>;
  error?: string;
}) {
  return (
    <Field
      id={`${idPrefix}-placesPurchased`}
      label="Places Purchased (optional)"
      hint="How many places the company has bought; the utilisation report shows it beside the accounts used."
      error={error}
    >
      <Input type="number" min={1} {...register("placesPurchased", { setValueAs: numberOrNull })} />
    </Field>
  );
}

/** The company fields shared by the companies-tab and registration-tab forms [1§5]. */
export function CompanyFormFields({
  idPrefix,
  register,
  errors,
  contactNameLabel = "Contact Name",
  contactEmailLabel = "Contact Email",
  showStatus = true,
}: {
  idPrefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: several company forms share these field names
  register: UseFormRegister<any>;
  errors: FieldErrors<CompanyFieldValues>;
  contactNameLabel?: string;
  contactEmailLabel?: string;
  showStatus?: boolean;
}) {
  const field = fieldsOf(idPrefix, errors);
  return (
    <>
      <Field {...field("name")} label="Company Name">
        <Input autoComplete="organization" {...register("name")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("contactName")} label={contactNameLabel}>
          <Input {...register("contactName")} />
        </Field>
        <Field {...field("contactEmail")} label={contactEmailLabel}>
          <Input type="email" {...register("contactEmail")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("contactPhone")} label="Contact Phone (optional)">
          <Input type="tel" {...register("contactPhone")} />
        </Field>
        {showStatus ? (
          <Field {...field("status")} label="Status">
            <NativeSelect {...register("status")}>
              {COMPANY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
      </div>
      <Field {...field("notes")} label="Notes (optional)">
        <Textarea {...register("notes")} />
      </Field>
    </>
  );
}
