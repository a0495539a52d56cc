import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type DefaultValues, type Resolver, useForm } from "react-hook-form";
import { FormFailure, SavedNotice, useSaveFailure } from "#app/components/save-feedback.tsx";
import {
  TITLE_DESCRIPTION_SUBJECT,
  TitleDescriptionSubjectFields,
} from "#app/components/title-description-subject-fields.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, SelectOptions } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { numberOrNull, withCurrent } from "#app/lib/form-values.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { ACADEMIC_YEARS, LESSON_SUBJECTS } from "#shared/schemas/catalog.ts";
import {
  RECORDED_LESSON_ERROR_CODES,
  RECORDED_LESSON_SUBJECTS,
  type RecordedLesson,
  type RecordedLessonPortalBody,
  recordedLessonBodySchema,
  recordedLessonPortalBodySchema,
} from "#shared/schemas/recorded-lessons.ts";
import type { z } from "#shared/zod.ts";
import { useCreateAdminRecordedLesson } from "../api/create-admin-recorded-lesson.ts";
import { useCreateRecordedLesson } from "../api/create-recorded-lesson.ts";
import { useSessionsToRecord } from "../api/get-sessions-to-record.ts";
import { useUpdateAdminRecordedLesson } from "../api/update-admin-recorded-lesson.ts";
import { useUpdateRecordedLesson } from "../api/update-recorded-lesson.ts";

type TutorOption = { id: number; fullName: string };
/** The portal's fields, plus the teacher the admin's form chooses. */
type FormInput = RecordedLessonPortalBody & { tutorId?: number };
type Output = z.output<typeof recordedLessonPortalBodySchema> & { tutorId?: number };
const FIELDS = [
  ...TITLE_DESCRIPTION_SUBJECT,
  "tutorId",
  "duration",
  "videoUrl",
  "thumbnail",
  "sessionId",
  "academicYear",
] as const;

/** The refusals about the chosen session, shown on the Session field. */
const SESSION_ERROR_CODES: readonly string[] = [
  RECORDED_LESSON_ERROR_CODES.sessionNotFound,
  RECORDED_LESSON_ERROR_CODES.sessionNotOwner,
  RECORDED_LESSON_ERROR_CODES.sessionNotEnded,
  RECORDED_LESSON_ERROR_CODES.sessionTaken,
];

/** What a new lesson starts with when added for a session (the admin's overdue list). */
export type RecordedLessonStart = { sessionId: number; title: string; subject: string; tutorId: number };

function defaultsFor(lesson: RecordedLesson | null, start?: RecordedLessonStart): DefaultValues<FormInput> {
  return {
    title: lesson?.title ?? start?.title ?? "",
    description: lesson?.description ?? "",
    subject: lesson?.subject ?? start?.subject ?? "",
    tutorId: lesson?.tutorId ?? start?.tutorId,
    duration: lesson?.duration ?? null,
    videoUrl: lesson?.videoUrl ?? "",
    thumbnail: lesson?.thumbnail ?? "",
    sessionId: lesson ? lesson.sessionId : (start?.sessionId ?? null),
    academicYear: lesson?.academicYear ?? "",
  };
}

type Props = {
  lesson: RecordedLesson | null;
  onClose: () => void;
  /** A new lesson's starting values, for the session it records. */
  start?: RecordedLessonStart;
} & (
  | {
      /**
       * The admin's Lesson Videos tab [1§2]: the admin chooses the teacher among `tutors` (`data`
       * undefined while they load), empty links are allowed, and the dialog closes once saved.
       */
      audience: "admin";
      tutors: { data?: readonly TutorOption[]; isPending: boolean };
    }
  | {
      /**
       * The portals [2§2.5]: the lesson is the signed-in account's own, it needs its video link, a failure
       * also shows inline, and a save shows the success alert with 'Add Another' / 'Edit Another' [2§4].
       */
      audience: "portal";
    }
);

/** Add or edit a recorded lesson; the edit dialog is pre-filled from the lesson. */
export function RecordedLessonFormDialog(props: Props) {
  const { lesson, onClose, start } = props;
  const admin = props.audience === "admin";
  const createAdmin = useCreateAdminRecordedLesson();
  const updateAdmin = useUpdateAdminRecordedLesson();
  const create = useCreateRecordedLesson();
  const update = useUpdateRecordedLesson();
  // Both schemas parse the same fields; the admin's adds the teacher.
  const resolver = (
    admin ? zodResolver(recordedLessonBodySchema) : zodResolver(recordedLessonPortalBodySchema)
  ) as Resolver<FormInput, unknown, Output>;
  const form = useForm<FormInput, unknown, Output>({ resolver, defaultValues: defaultsFor(lesson, start) });
  const sessions = useSessionsToRecord(lesson?.id ?? null);
  // The select's options arrive after it is drawn: show the chosen session once they do.
  useEffect(() => {
    if (sessions.data) form.setValue("sessionId", form.getValues("sessionId"));
  }, [sessions.data, form]);
  // A lesson naming a session is for the session's year (decision 049): the year shows it, fixed.
  const sessionId = form.watch("sessionId");
  const chosenSession = sessions.data?.find((session) => session.id === sessionId) ?? null;
  const sessionYear = chosenSession ? (chosenSession.academicYear ?? "") : null;
  useEffect(() => {
    if (sessionYear !== null) form.setValue("academicYear", sessionYear);
  }, [sessionYear, form]);
  const yearOptions = withCurrent(ACADEMIC_YEARS, sessionYear ?? lesson?.academicYear);
  const errors = form.formState.errors;
  const field = fieldsOf("lesson", errors);
  const pending = createAdmin.isPending || updateAdmin.isPending || create.isPending || update.isPending;
  const { failure, clearFailure, failed: failedWith } = useSaveFailure(form.setError, FIELDS);
  const [saved, setSaved] = useState<RecordedLesson | null>(null);

  // An edited lesson's tutor may have been deactivated since: keep it selectable.
  const tutorOptions = admin ? [...(props.tutors.data ?? [])] : [];
  if (admin && lesson && !tutorOptions.some((tutor) => tutor.id === lesson.tutorId)) {
    tutorOptions.push({ id: lesson.tutorId, fullName: lesson.tutorName ?? `Tutor #${lesson.tutorId}` });
  }

  // A lesson added elsewhere may carry a subject outside this form's list: keep it selectable so the edit
  // dialog is really pre-filled and saving does not silently demand a new one.
  const subjects: readonly string[] = admin ? LESSON_SUBJECTS : RECORDED_LESSON_SUBJECTS;
  const subjectOptions = withCurrent(subjects, lesson?.subject ?? start?.subject);

  const submit = form.handleSubmit(({ tutorId, ...fields }) => {
    clearFailure();
    const failed = (adminTitle: string) => (error: Error) => {
      failedWith(admin ? adminTitle : "Error", !admin)(error);
      if (error instanceof ApiError && error.code && SESSION_ERROR_CODES.includes(error.code)) {
        form.setError("sessionId", { type: "server", message: error.serverMessage }, { shouldFocus: true });
      }
    };
    const done = (title: string, description: string) => (result: RecordedLesson) => {
      toast({ title, description });
      if (admin) onClose();
      else setSaved(result);
    };
    const created = done("Lesson created", `"${fields.title}" has been added.`);
    const updated = done("Lesson updated", `"${fields.title}" has been saved.`);
    if (admin && tutorId !== undefined) {
      const body = { ...fields, tutorId };
      if (lesson) {
        updateAdmin.mutate(
          { id: lesson.id, body },
          { onSuccess: updated, onError: failed("Failed to update lesson") },
        );
      } else {
        createAdmin.mutate(body, { onSuccess: created, onError: failed("Failed to create lesson") });
      }
    } else if (lesson) {
      update.mutate({ id: lesson.id, body: fields }, { onSuccess: updated, onError: failed("") });
    } else {
      create.mutate(fields, { onSuccess: created, onError: failed("") });
    }
  });

  const title = admin
    ? lesson
      ? "Edit Lesson Video"
      : "Add Lesson Video"
    : lesson
      ? "Edit Lesson"
      : "Add Lesson";
  const close = (open: boolean) => (open ? undefined : onClose());

  const done = saved ? (
    <SavedNotice
      editing={lesson !== null}
      onClose={onClose}
      onAnother={() => {
        form.reset(defaultsFor(null));
        void sessions.refetch();
        setSaved(null);
      }}
      anotherLabel="Add Another"
    >
      {lesson ? "Lesson updated" : "Lesson created"}: "{saved.title}"{" "}
      {lesson ? "has been saved." : "is now in the library."}
    </SavedNotice>
  ) : null;

  const durationField = (
    <Field {...field("duration")} label="Duration (minutes)">
      <Input type="number" min={1} {...form.register("duration", { setValueAs: numberOrNull })} />
    </Field>
  );

  return (
    <FormDialog
      open
      onOpenChange={close}
      done={done}
      title={title}
      description={saved ? "The lesson has been saved." : "Fields marked * are required."}
      onSubmit={submit}
      onCancel={onClose}
      pending={pending}
      submitLabel={lesson ? "Save Changes" : "Add Lesson"}
      pendingLabel="Saving..."
    >
      <FormFailure message={failure} />
      <TitleDescriptionSubjectFields
        idPrefix="lesson"
        register={form.register}
        errors={errors}
        subjects={subjectOptions}
        required
        beside={
          admin ? (
            <Field {...field("tutorId")} label="Tutor *">
              <NativeSelect aria-required {...form.register("tutorId", { valueAsNumber: true })}>
                <option value="">{props.tutors.isPending ? "Loading tutors…" : "Select a tutor"}</option>
                {tutorOptions.map((tutor) => (
                  <option key={tutor.id} value={tutor.id}>
                    {tutor.fullName}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : (
            durationField
          )
        }
      />
      {admin ? durationField : null}
      <Field
        {...field("videoUrl")}
        label={admin ? "Video URL" : "Video URL *"}
        hint={admin ? undefined : "A YouTube link, or the address of a video file (https)."}
      >
        <Input type="url" aria-required={admin ? undefined : true} {...form.register("videoUrl")} />
      </Field>
      <Field {...field("thumbnail")} label="Thumbnail URL">
        <Input type="url" {...form.register("thumbnail")} />
      </Field>
      <Field
        {...field("sessionId")}
        label="Session"
        hint="The session this recording is of. Families whose child missed it get a catch-up e-mail."
      >
        <NativeSelect {...form.register("sessionId", { setValueAs: numberOrNull })}>
          <option value="">
            {sessions.isPending
              ? "Loading sessions…"
              : sessions.isError
                ? "Sessions could not be loaded"
                : "Not linked to a session"}
          </option>
          {sessions.data?.map((session) => (
            <option key={session.id} value={session.id}>
              {session.title} · {formatDateTime(session.scheduledFor)}
              {admin ? ` · ${session.tutorName ?? "Unknown tutor"}` : ""}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        {...field("academicYear")}
        label="Academic Year"
        hint={
          sessionId !== null && sessionId !== undefined
            ? "The session's year: a recording is for the families of its session."
            : "Families see it on the student screens of a child of this year; Every year for all."
        }
      >
        <NativeSelect
          disabled={sessionId !== null && sessionId !== undefined}
          {...form.register("academicYear")}
        >
          <SelectOptions placeholder="Every year" values={yearOptions} />
        </NativeSelect>
      </Field>
    </FormDialog>
  );
}
