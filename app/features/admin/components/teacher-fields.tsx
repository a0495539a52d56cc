import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField, fieldAria, Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { TUTOR_SUBJECTS, YEARS_EXPERIENCE } from "#shared/schemas/catalog.ts";

export type TeacherProfileValues = {
  fullName: string;
  email: string;
  subjects: string[];
  qualifications: string;
  bio: string;
  yearsExperience: string;
};

/** The teacher profile fields shared by the add and edit dialogs [1§5]. */
export function TeacherProfileFields<T extends TeacherProfileValues>({
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
  const id = (name: string) => `${idPrefix}-${name}`;
  const message = (name: keyof TeacherProfileValues) => errors[name]?.message as string | undefined;
  const known: readonly string[] = TUTOR_SUBJECTS;
  const subjects = [...known, ...currentSubjects.filter((subject) => !known.includes(subject))];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("fullName")} label="Full Name" error={message("fullName")}>
          <Input
            autoComplete="off"
            {...fieldAria(id("fullName"), message("fullName"))}
            {...register("fullName")}
          />
        </FormField>
        <FormField id={id("email")} label="Email" error={message("email")}>
          <Input
            type="email"
            autoComplete="off"
            {...fieldAria(id("email"), message("email"))}
            {...register("email")}
          />
        </FormField>
      </div>
      <fieldset
        className="grid gap-2"
        aria-invalid={message("subjects") ? true : undefined}
        aria-describedby={message("subjects") ? `${id("subjects")}-error` : undefined}
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
        {message("subjects") ? (
          <p id={`${id("subjects")}-error`} role="alert" className="text-sm text-red-700">
            {message("subjects")}
          </p>
        ) : null}
      </fieldset>
      <FormField id={id("qualifications")} label="Qualifications" error={message("qualifications")}>
        <Input
          {...fieldAria(id("qualifications"), message("qualifications"))}
          {...register("qualifications")}
        />
      </FormField>
      <FormField id={id("bio")} label="Bio" error={message("bio")}>
        <Textarea {...fieldAria(id("bio"), message("bio"))} {...register("bio")} />
      </FormField>
      <FormField id={id("yearsExperience")} label="Years of Experience" error={message("yearsExperience")}>
        <NativeSelect
          {...fieldAria(id("yearsExperience"), message("yearsExperience"))}
          {...register("yearsExperience")}
        >
          <option value="">Select experience</option>
          {YEARS_EXPERIENCE.map((years) => (
            <option key={years} value={years}>
              {years} years
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
