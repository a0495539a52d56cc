import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, useForm } from "react-hook-form";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { numberOrNull } from "#app/lib/form-values.ts";
import { LESSON_SUBJECTS } from "#shared/schemas/catalog.ts";
import { type RecordedLesson, recordedLessonBodySchema } from "#shared/schemas/recorded-lessons.ts";
import type { z } from "#shared/zod.ts";
import { useCreateRecordedLesson } from "../api/create-recorded-lesson.ts";
import { useUpdateRecordedLesson } from "../api/update-recorded-lesson.ts";

type TutorOption = { id: number; fullName: string };
type FormInput = z.input<typeof recordedLessonBodySchema>;
type Output = z.output<typeof recordedLessonBodySchema>;
const FIELDS = ["title", "description", "subject", "tutorId", "duration", "videoUrl", "thumbnail"] as const;

function defaultsFor(lesson: RecordedLesson | null): DefaultValues<FormInput> {
  return {
    title: lesson?.title ?? "",
    description: lesson?.description ?? "",
    subject: lesson?.subject ?? "",
    tutorId: lesson?.tutorId,
    duration: lesson?.duration ?? null,
    videoUrl: lesson?.videoUrl ?? "",
    thumbnail: lesson?.thumbnail ?? "",
  };
}

/** Add or edit a recorded lesson [1§2], [1§5]; the edit dialog is pre-filled from the lesson. */
export function RecordedLessonFormDialog({
  lesson,
  tutors,
  onClose,
}: {
  lesson: RecordedLesson | null;
  /** The tutors a recorded lesson can be given to; `data` undefined while they load. */
  tutors: { data?: readonly TutorOption[]; isPending: boolean };
  onClose: () => void;
}) {
  const create = useCreateRecordedLesson();
  const update = useUpdateRecordedLesson();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(recordedLessonBodySchema),
    defaultValues: defaultsFor(lesson),
  });
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;

  // An edited lesson's tutor may have been deactivated since: keep it selectable.
  const tutorOptions = [...(tutors.data ?? []).map((tutor) => ({ id: tutor.id, fullName: tutor.fullName }))];
  if (lesson && !tutorOptions.some((tutor) => tutor.id === lesson.tutorId)) {
    tutorOptions.push({ id: lesson.tutorId, fullName: lesson.tutorName ?? `Tutor #${lesson.tutorId}` });
  }

  // A lesson added elsewhere (a tutor's own lesson) may carry a subject outside the admin list: keep it
  // selectable so the edit dialog is really pre-filled and saving does not silently demand a new one.
  const subjectOptions: readonly string[] =
    lesson?.subject && !(LESSON_SUBJECTS as readonly string[]).includes(lesson.subject)
      ? [...LESSON_SUBJECTS, lesson.subject]
      : LESSON_SUBJECTS;

  const submit = form.handleSubmit((body) => {
    const failed = (title: string) => (error: Error) => {
      applyServerIssues(error, form.setError, FIELDS);
      toast({ title, description: errorMessage(error), variant: "destructive" });
    };
    if (lesson) {
      update.mutate(
        { id: lesson.id, body },
        {
          onSuccess: () => {
            toast({ title: "Lesson updated", description: `"${body.title}" has been saved.` });
            onClose();
          },
          onError: failed("Failed to update lesson"),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: "Lesson created", description: `"${body.title}" has been added.` });
          onClose();
        },
        onError: failed("Failed to create lesson"),
      });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={lesson ? "Edit Lesson Video" : "Add Lesson Video"}
      description="Fields marked * are required."
      onSubmit={submit}
      onCancel={onClose}
      pending={pending}
      submitLabel={lesson ? "Save Changes" : "Add Lesson"}
      pendingLabel="Saving..."
    >
      <Field id="lesson-title" label="Title *" error={errors.title?.message}>
        <Input aria-required {...form.register("title")} />
      </Field>
      <Field id="lesson-description" label="Description" error={errors.description?.message}>
        <Textarea {...form.register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="lesson-subject" label="Subject *" error={errors.subject?.message}>
          <NativeSelect aria-required {...form.register("subject")}>
            <option value="">Select a subject</option>
            {subjectOptions.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="lesson-tutorId" label="Tutor *" error={errors.tutorId?.message}>
          <NativeSelect aria-required {...form.register("tutorId", { valueAsNumber: true })}>
            <option value="">{tutors.isPending ? "Loading tutors…" : "Select a tutor"}</option>
            {tutorOptions.map((tutor) => (
              <option key={tutor.id} value={tutor.id}>
                {tutor.fullName}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="lesson-duration" label="Duration (minutes)" error={errors.duration?.message}>
        <Input type="number" min={1} {...form.register("duration", { setValueAs: numberOrNull })} />
      </Field>
      <Field id="lesson-videoUrl" label="Video URL" error={errors.videoUrl?.message}>
        <Input type="url" {...form.register("videoUrl")} />
      </Field>
      <Field id="lesson-thumbnail" label="Thumbnail URL" error={errors.thumbnail?.message}>
        <Input type="url" {...form.register("thumbnail")} />
      </Field>
    </FormDialog>
  );
}
