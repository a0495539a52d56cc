import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField, fieldAria, Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { COMPANY_STATUSES } from "#shared/schemas/companies.ts";

type CompanyFieldValues = {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  notes?: string | null;
  status?: string;
};

export const STATUS_LABELS: Record<(typeof COMPANY_STATUSES)[number], string> = {
  active: "Active",
  inactive: "Inactive",
  pending: "Pending",
};

/** An emptied number field is null (no figure), not NaN. */
const numberOrNull = (value: unknown) => (value === "" || value === null ? null : Number(value));

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
  const id = `${idPrefix}-employeeCount`;
  return (
    <FormField id={id} label="Number of Employees (optional)" hint={hint} error={error}>
      <Input
        type="number"
        min={1}
        {...fieldAria(id, error)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...register("employeeCount", { setValueAs: numberOrNull })}
      />
    </FormField>
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
  const id = (name: string) => `${idPrefix}-${name}`;
  const message = (name: keyof CompanyFieldValues) => errors[name]?.message as string | undefined;
  return (
    <>
      <FormField id={id("name")} label="Company Name" error={message("name")}>
        <Input
          autoComplete="organization"
          {...fieldAria(id("name"), message("name"))}
          {...register("name")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("contactName")} label={contactNameLabel} error={message("contactName")}>
          <Input {...fieldAria(id("contactName"), message("contactName"))} {...register("contactName")} />
        </FormField>
        <FormField id={id("contactEmail")} label={contactEmailLabel} error={message("contactEmail")}>
          <Input
            type="email"
            {...fieldAria(id("contactEmail"), message("contactEmail"))}
            {...register("contactEmail")}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("contactPhone")} label="Contact Phone (optional)" error={message("contactPhone")}>
          <Input
            type="tel"
            {...fieldAria(id("contactPhone"), message("contactPhone"))}
            {...register("contactPhone")}
          />
        </FormField>
        {showStatus ? (
          <FormField id={id("status")} label="Status" error={message("status")}>
            <NativeSelect {...fieldAria(id("status"), message("status"))} {...register("status")}>
              {COMPANY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
      </div>
      <FormField id={id("notes")} label="Notes (optional)" error={message("notes")}>
        <Textarea {...fieldAria(id("notes"), message("notes"))} {...register("notes")} />
      </FormField>
    </>
  );
}
