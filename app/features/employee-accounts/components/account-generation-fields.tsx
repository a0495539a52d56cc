import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, type SelectComponent } from "#app/components/ui/input.tsx";
import { numberOrUndefined } from "#app/lib/form-values.ts";
import { BULK_GENERATE_MAX } from "#shared/schemas/catalog.ts";
import type { generateBulkAccountsBodySchema } from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";

type FormInput = z.input<typeof generateBulkAccountsBodySchema>;

/**
 * Company, number of accounts and role: the fields of the account generation forms [1§2]. Without a
 * `CompanySelect` (a screen of one company) the company field is left out.
 */
export function AccountGenerationFields({
  idPrefix,
  register,
  errors,
  CompanySelect,
}: {
  idPrefix: string;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
  CompanySelect?: SelectComponent;
}) {
  const field = fieldsOf(idPrefix, errors);
  return (
    <>
      {CompanySelect ? (
        <Field {...field("companyId")} label="Company">
          <CompanySelect {...register("companyId", { valueAsNumber: true })} />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("count")} label="Number of Accounts">
          <Input
            type="number"
            min={1}
            max={BULK_GENERATE_MAX}
            {...register("count", { setValueAs: numberOrUndefined })}
          />
        </Field>
        <Field {...field("role")} label="Role">
          <NativeSelect {...register("role")}>
            <option value="student">Parent / Student</option>
          </NativeSelect>
        </Field>
      </div>
    </>
  );
}
