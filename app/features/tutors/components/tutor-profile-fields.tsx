import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { TUTOR_SUBJECTS, YEARS_EXPERIENCE } from "#shared/schemas/catalog.ts";

type TutorProfileValues = {
  fullName: string;
  email: string;
  subjects: string[];
  qualifications: string;
  bio: string;
  yearsExperience: string;
};

/** The tutor profile fields shared by the add and edit dialogs [1§5]. */
export function TutorProfileFields<T extends TutorProfileValues>({
  idPrefix,
  register,
  errors,
  currentSubjects = [],
}: {
  idPrefix: string;
  /** The teacher's stored subjects: any outside the list get a box too, so editing keeps them. */
  currentSubjects?: readonly string[];
  // biome-ignore lint/suspicious/noExplicitAny: the two dialogs' forms share these field names
  register: UseFormRegister<any>;
  errors: FieldErrors<T>;
}) {
  const field = fieldsOf(idPrefix, errors);
  const subjectsField = field("subjects");
  const known: readonly string[] = TUTOR_SUBJECTS;
  const subjects = [...known, ...currentSubjects.filter((subject) => !known.includes(subject))];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("fullName")} label="Full Name">
          <Input autoComplete="off" {...register("fullName")} />
        </Field>
        <Field {...field("email")} label="Email">
          <Input type="email" autoComplete="off" {...register("email")} />
        </Field>
      </div>
      <fieldset
        className="grid gap-2"
        aria-invalid={subjectsField.error ? true : undefined}
        aria-describedby={subjectsField.error ? `${subjectsField.id}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">Subjects</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {subjects.map((subject) => (
            <label key={subject} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={subject} className="size-4" {...register("subjects")} />
              {subject}
            </label>
          ))}
        </div>
        {subjectsField.error ? (
          <p id={`${subjectsField.id}-error`} role="alert" className="text-sm text-red-700">
            {subjectsField.error}
          </p>
        ) : null}
      </fieldset>
      <Field {...field("qualifications")} label="Qualifications">
        <Input {...register("qualifications")} />
      </Field>
      <Field {...field("bio")} label="Bio">
        <Textarea {...register("bio")} />
      </Field>
      <Field {...field("yearsExperience")} label="Years of Experience">
        <NativeSelect {...register("yearsExperience")}>
          <option value="">Select experience</option>
          {YEARS_EXPERIENCE.map((years) => (
            <option key={years} value={years}>
              {years} years
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
