import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { FormFailure, SavedNotice, useSaveFailure } from "#app/components/save-feedback.tsx";
import {
  TITLE_DESCRIPTION_SUBJECT,
  TitleDescriptionSubjectFields,
} from "#app/components/title-description-subject-fields.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, SelectOptions } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { numberOrNull, withCurrent } from "#app/lib/form-values.ts";
import { ACADEMIC_YEARS, DEFAULT_SESSION_DURATION } from "#shared/schemas/catalog.ts";
import {
  LIVE_SESSION_MESSAGES,
  LIVE_SESSION_STATUSES,
  LIVE_SESSION_SUBJECTS,
  type LiveSession,
  liveSessionBodySchema,
} from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { useCreateLiveSession } from "../api/create-live-session.ts";
import { useUpdateLiveSession } from "../api/update-live-session.ts";
import { fromDateTimeLocal, toDateTimeLocal } from "../lib/live-session-views.ts";
import { STATUS_LABELS } from "./live-session-status-badge.tsx";

/** The API body with scheduledFor as the `datetime-local` field's value (the viewer's time zone). */
const liveSessionFormSchema = liveSessionBodySchema.omit({ scheduledFor: true }).extend({
  scheduledAt: z
    .string()
    .refine((value) => fromDateTimeLocal(value) !== null, LIVE_SESSION_MESSAGES.scheduledFor),
});
type FormInput = z.input<typeof liveSessionFormSchema>;
type FormOutput = z.output<typeof liveSessionFormSchema>;

const FIELDS = [...TITLE_DESCRIPTION_SUBJECT, "duration", "academicYear", "youtubeUrl", "status"] as const;

function defaultsFor(session: LiveSession | null): DefaultValues<FormInput> {
  return {
    title: session?.title ?? "",
    description: session?.description ?? "",
    subject: session?.subject ?? "",
    scheduledAt: session ? toDateTimeLocal(session.scheduledFor) : "",
    duration: session?.duration ?? DEFAULT_SESSION_DURATION,
    academicYear: session?.academicYear ?? "",
    youtubeUrl: session?.youtubeUrl ?? "",
    status: session?.status ?? "scheduled",
  };
}

/**
 * Schedule or edit a live session [2§2.8], [2§5]. After saving, the dialog says so and offers
 * 'Schedule Another' (a blank form) or 'Edit Another' (back to the list to choose one) [2§4].
 */
export function LiveSessionFormDialog({
  session,
  onClose,
}: {
  /** The session to edit, or null to schedule a new one. */
  session: LiveSession | null;
  onClose: () => void;
}) {
  const create = useCreateLiveSession();
  const update = useUpdateLiveSession();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(liveSessionFormSchema),
    defaultValues: defaultsFor(session),
  });
  const { failure, clearFailure, failed } = useSaveFailure(form.setError, FIELDS);
  const errors = form.formState.errors;
  const field = fieldsOf("live", errors);
  const pending = create.isPending || update.isPending;
  const editing = session !== null;

  // A session made from a streaming link has the subject 'Live Session': keep it choosable when editing.
  const subjects = withCurrent(LIVE_SESSION_SUBJECTS, session?.subject);

  const submit = form.handleSubmit(({ scheduledAt, ...values }) => {
    clearFailure();
    const body = { ...values, scheduledFor: fromDateTimeLocal(scheduledAt) ?? scheduledAt };
    if (session) {
      update.mutate(
        { id: session.id, body },
        {
          onSuccess: () => {
            toast({ title: "Live session updated", description: `"${body.title}" has been saved.` });
            setSaved(body.title);
          },
          onError: failed(),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: "Live session created", description: `"${body.title}" has been scheduled.` });
          setSaved(body.title);
        },
        onError: failed(),
      });
    }
  });

  const scheduleAnother = () => {
    form.reset(defaultsFor(null));
    setSaved(null);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? "Edit Live Session" : "Schedule Live Session"}
      description={
        editing
          ? "Change the session's details or its status."
          : "Plan a live session. Fields marked * are required."
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={pending}
      submitLabel={editing ? "Save Changes" : "Schedule Session"}
      pendingLabel="Saving..."
      done={
        saved !== null ? (
          <SavedNotice
            editing={editing}
            onClose={onClose}
            onAnother={scheduleAnother}
            anotherLabel="Schedule Another"
          >
            {editing ? `"${saved}" has been updated.` : `"${saved}" has been scheduled.`}
          </SavedNotice>
        ) : null
      }
    >
      <FormFailure message={failure} />
      <TitleDescriptionSubjectFields
        idPrefix="live"
        register={form.register}
        errors={errors}
        subjects={subjects}
        required
        beside={
          <Field {...field("academicYear")} label="Academic Year">
            <NativeSelect {...form.register("academicYear")}>
              <SelectOptions placeholder="Every year" values={ACADEMIC_YEARS} />
            </NativeSelect>
          </Field>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("scheduledAt")} label="Date and Time *">
          <Input type="datetime-local" aria-required {...form.register("scheduledAt")} />
        </Field>
        <Field {...field("duration")} label="Duration (minutes) *">
          <Input
            type="number"
            min={1}
            step={1}
            aria-required
            {...form.register("duration", { setValueAs: numberOrNull })}
          />
        </Field>
      </div>
      <Field
        {...field("youtubeUrl")}
        label="YouTube URL (optional)"
        hint="The streaming link families open to join."
      >
        <Input type="url" inputMode="url" {...form.register("youtubeUrl")} />
      </Field>
      <Field {...field("status")} label="Status">
        <NativeSelect {...form.register("status")}>
          <SelectOptions values={LIVE_SESSION_STATUSES} label={(status) => STATUS_LABELS[status]} />
        </NativeSelect>
      </Field>
    </FormDialog>
  );
}
