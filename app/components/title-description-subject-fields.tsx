import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, SelectOptions, Textarea } from "#app/components/ui/input.tsx";

type TitleDescriptionSubject = { title: string; description?: string | null; subject: string };

/** The names of the fields below, for the form's list of fields the server's issues may name. */
export const TITLE_DESCRIPTION_SUBJECT = ["title", "description", "subject"] as const;

/**
 * The fields a scheduled session, a live session, a recorded lesson and a resource open with: Title,
 * Description, and Subject with `beside` it in the same row (year group, teacher, duration). `required`
 * marks Title and Subject with * and aria-required, for the forms that say fields marked * are required.
 */
export function TitleDescriptionSubjectFields({
  idPrefix,
  register,
  errors,
  subjects,
  required = false,
  beside,
}: {
  idPrefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: the four forms share these field names
  register: UseFormRegister<any>;
  errors: FieldErrors<TitleDescriptionSubject>;
  subjects: readonly string[];
  required?: boolean;
  beside?: ReactNode;
}) {
  const field = fieldsOf(idPrefix, errors);
  const mark = required ? " *" : "";
  return (
    <>
      <Field {...field("title")} label={`Title${mark}`}>
        <Input aria-required={required || undefined} {...register("title")} />
      </Field>
      <Field {...field("description")} label="Description">
        <Textarea {...register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("subject")} label={`Subject${mark}`}>
          <NativeSelect aria-required={required || undefined} {...register("subject")}>
            <SelectOptions placeholder="Select a subject" values={subjects} />
          </NativeSelect>
        </Field>
        {beside}
      </div>
    </>
  );
}
