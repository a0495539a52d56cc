import type { UseFormRegister } from "react-hook-form";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect, SelectOptions } from "#app/components/ui/input.tsx";
import { ACADEMIC_YEARS } from "#shared/schemas/catalog.ts";

/** A child's year group (`grade`), required: the sessions, lessons and resources meant for them follow it. */
export function YearGroupField({
  id,
  error,
  register,
}: {
  id: string;
  error?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tutor's and the family's child forms share this field
  register: UseFormRegister<any>;
}) {
  return (
    <Field id={id} label="Year group *" error={error}>
      <NativeSelect aria-required {...register("grade")}>
        <SelectOptions placeholder="Select a year group" values={ACADEMIC_YEARS} />
      </NativeSelect>
    </Field>
  );
}
