import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, useForm } from "react-hook-form";
import { FormFailure, useSaveFailure } from "#app/components/save-feedback.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { SESSION_SUBJECTS } from "#shared/schemas/catalog.ts";
import {
  type FamilyChild,
  familyChildBodySchema,
  STUDENT_FIRST_NAME_MAX,
  subjectList,
} from "#shared/schemas/students.ts";
import type { z } from "#shared/zod.ts";
import { useCreateFamilyChild } from "../api/create-family-child.ts";
import { useUpdateFamilyChild } from "../api/update-family-child.ts";
import { YearGroupField } from "./year-group-field.tsx";

type FormInput = z.input<typeof familyChildBodySchema>;
type Output = z.output<typeof familyChildBodySchema>;
const FIELDS = ["firstName", "grade", "subjects"] as const;

/** The session subjects, then any other subject a tutor wrote on the child, so none is lost on save. */
function subjectChoices(child: FamilyChild | null): string[] {
  const extra = subjectList(child?.subjects ?? null).filter(
    (subject) => !(SESSION_SUBJECTS as readonly string[]).includes(subject),
  );
  return [...SESSION_SUBJECTS, ...extra];
}

function defaultsFor(child: FamilyChild | null): DefaultValues<FormInput> {
  return {
    firstName: child?.firstName ?? "",
    grade: (child?.grade ?? "") as FormInput["grade"],
    subjects: subjectList(child?.subjects ?? null),
  };
}

/**
 * Add or edit one of the family's children: first name, year group and subjects. A failed save shows the
 * server's message in the form and a destructive 'Error' toast [2§8].
 */
export function FamilyChildFormDialog({
  child,
  onClose,
}: {
  child: FamilyChild | null;
  onClose: () => void;
}) {
  const create = useCreateFamilyChild();
  const update = useUpdateFamilyChild();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(familyChildBodySchema),
    defaultValues: defaultsFor(child),
  });
  const errors = form.formState.errors;
  const field = fieldsOf("child", errors);
  const { failure, clearFailure, failed: failedWith } = useSaveFailure(form.setError, FIELDS);

  const submit = form.handleSubmit((body) => {
    clearFailure();
    const failed = failedWith();
    const saved = (title: string) => (result: FamilyChild) => {
      toast({ title, description: `${result.label} has been saved.` });
      onClose();
    };
    // The subjects go as a list of names (decision 018).
    const values = { ...body, subjects: subjectList(body.subjects) };
    if (child) {
      update.mutate({ id: child.id, body: values }, { onSuccess: saved("Child updated"), onError: failed });
    } else {
      create.mutate(values, { onSuccess: saved("Child added"), onError: failed });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={child ? "Edit Child" : "Add Child"}
      description="Fields marked * are required."
      onSubmit={submit}
      onCancel={onClose}
      pending={create.isPending || update.isPending}
      submitLabel={child ? "Save Changes" : "Add Child"}
      pendingLabel="Saving..."
      className="max-w-lg"
    >
      <FormFailure message={failure} />
      <Field {...field("firstName")} label="First name *">
        <Input
          maxLength={STUDENT_FIRST_NAME_MAX}
          autoComplete="off"
          aria-required
          {...form.register("firstName")}
        />
      </Field>
      <YearGroupField {...field("grade")} register={form.register} />
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.subjects ? "child-subjects-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">Subjects</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {subjectChoices(child).map((subject) => (
            <label key={subject} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={subject} className="size-4" {...form.register("subjects")} />
              {subject}
            </label>
          ))}
        </div>
        {errors.subjects ? (
          <p id="child-subjects-error" role="alert" className="text-sm text-red-700">
            {errors.subjects.message}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
