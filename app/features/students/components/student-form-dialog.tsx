import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, type DefaultValues, useForm } from "react-hook-form";
import { FormFailure, SavedNotice, useSaveFailure } from "#app/components/save-feedback.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, type SelectComponent, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import {
  STUDENT_FIRST_NAME_MAX,
  type Student,
  studentBodySchema,
  studentLabel,
} from "#shared/schemas/students.ts";
import type { z } from "#shared/zod.ts";
import { useCreateStudent } from "../api/create-student.ts";
import { useUpdateStudent } from "../api/update-student.ts";
import { type ChosenFamily, FamilyAccountCombobox } from "./family-account-combobox.tsx";
import { YearGroupField } from "./year-group-field.tsx";

type FormInput = z.input<typeof studentBodySchema>;
type Output = z.output<typeof studentBodySchema>;
const FIELDS = ["userId", "firstName", "grade", "subjects", "notes", "tutorId"] as const;

function defaultsFor(student: Student | null, withTutor: boolean): DefaultValues<FormInput> {
  return {
    userId: student?.userId,
    firstName: student?.firstName ?? "",
    grade: (student?.grade ?? "") as FormInput["grade"],
    subjects: student?.subjects ?? "",
    notes: student?.notes ?? "",
    ...(withTutor ? { tutorId: student?.tutorId ?? null } : {}),
  };
}

/** The Teacher select's value as the body names it: an id, or null for no teacher yet. */
const tutorIdOf = (value: unknown) => (value === "" || value === null ? null : Number(value));

/**
 * Add or edit a student [2§2.9]: the family account is chosen by searching it. For a tutor the tutor is
 * whoever is signed in (the server sets it) and an edited child keeps its family: only an admin moves a
 * child to another family. An admin (given `TutorSelect`) also chooses the child's teacher, or none yet
 * (decision 044). A failed save shows the server's message in the form and a destructive 'Error' toast
 * [2§8]; a save, the toast and the success alert with 'Add Another' (a blank form) or 'Edit Another' (back
 * to the list) [2§4].
 */
export function StudentFormDialog({
  student,
  onClose,
  TutorSelect,
}: {
  student: Student | null;
  onClose: () => void;
  /** The admin's choice of teacher; without it (a tutor) the form has no Teacher field. */
  TutorSelect?: SelectComponent;
}) {
  const admin = TutorSelect !== undefined;
  const familyFixed = student !== null && !admin;
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const [family, setFamily] = useState<ChosenFamily | null>(
    student ? { id: student.userId, fullName: student.familyName } : null,
  );
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(studentBodySchema),
    defaultValues: defaultsFor(student, admin),
  });
  const field = fieldsOf("student", form.formState.errors);
  const [saved, setSaved] = useState<string | null>(null);
  const { failure, clearFailure, failed: failedWith } = useSaveFailure(form.setError, FIELDS);

  const submit = form.handleSubmit((body) => {
    clearFailure();
    const failed = failedWith();
    const saved = (title: string) => (result: Student) => {
      toast({ title, description: `${studentLabel(result)} has been saved.` });
      setSaved(studentLabel(result));
    };
    if (student) {
      update.mutate({ id: student.id, body }, { onSuccess: saved("Student updated"), onError: failed });
    } else {
      create.mutate(body, { onSuccess: saved("Student created"), onError: failed });
    }
  });

  const addAnother = () => {
    form.reset(defaultsFor(null, admin));
    setFamily(null);
    setSaved(null);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={student ? "Edit Student" : "Add Student"}
      description={saved !== null ? "The student has been saved." : "Fields marked * are required."}
      done={
        saved !== null ? (
          <SavedNotice
            editing={student !== null}
            onClose={onClose}
            onAnother={addAnother}
            anotherLabel="Add Another"
          >
            {student ? `${saved} has been updated.` : `${saved} has been added.`}
          </SavedNotice>
        ) : null
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={create.isPending || update.isPending}
      submitLabel={student ? "Save Changes" : "Add Student"}
      pendingLabel="Saving..."
    >
      <FormFailure message={failure} />
      <Field
        {...field("userId")}
        label="Family account *"
        hint={familyFixed ? "Only an admin can move a child to another family." : undefined}
      >
        {(control) =>
          familyFixed ? (
            <Input {...control} value={student.familyName} readOnly />
          ) : (
            <Controller
              control={form.control}
              name="userId"
              render={({ field }) => (
                <FamilyAccountCombobox
                  {...control}
                  value={family}
                  onBlur={field.onBlur}
                  onChange={(account) => {
                    setFamily(account);
                    field.onChange(account?.id);
                    if (account) form.clearErrors("userId");
                  }}
                />
              )}
            />
          )
        }
      </Field>
      {TutorSelect ? (
        <Field {...field("tutorId")} label="Teacher" hint="Leave empty while the child has no teacher.">
          <TutorSelect {...form.register("tutorId", { setValueAs: tutorIdOf })} />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("firstName")} label="First name">
          <Input maxLength={STUDENT_FIRST_NAME_MAX} autoComplete="off" {...form.register("firstName")} />
        </Field>
        <YearGroupField {...field("grade")} register={form.register} />
      </div>
      <Field
        {...field("subjects")}
        label="Subjects"
        hint="Separate subjects with commas, e.g. Mathematics, Physics"
      >
        <Input autoComplete="off" {...form.register("subjects")} />
      </Field>
      <Field {...field("notes")} label="Notes">
        <Textarea {...form.register("notes")} />
      </Field>
    </FormDialog>
  );
}
