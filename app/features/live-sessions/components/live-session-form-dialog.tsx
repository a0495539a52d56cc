import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { numberOrNull } from "#app/lib/form-values.ts";
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

const FIELDS = [
  "title",
  "description",
  "subject",
  "duration",
  "academicYear",
  "youtubeUrl",
  "status",
] as const;

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(liveSessionFormSchema),
    defaultValues: defaultsFor(session),
  });
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;
  const editing = session !== null;

  // A session made from a streaming link has the subject 'Live Session': keep it choosable when editing.
  const subjects: readonly string[] =
    session && !(LIVE_SESSION_SUBJECTS as readonly string[]).includes(session.subject)
      ? [...LIVE_SESSION_SUBJECTS, session.subject]
      : LIVE_SESSION_SUBJECTS;

  const submit = form.handleSubmit(({ scheduledAt, ...values }) => {
    setFailure(null);
    const body = { ...values, scheduledFor: fromDateTimeLocal(scheduledAt) ?? scheduledAt };
    const failed = (error: Error) => {
      applyServerIssues(error, form.setError, FIELDS);
      setFailure(errorMessage(error));
      toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    };
    if (session) {
      update.mutate(
        { id: session.id, body },
        {
          onSuccess: () => {
            toast({ title: "Live session updated", description: `"${body.title}" has been saved.` });
            setSaved(body.title);
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: "Live session created", description: `"${body.title}" has been scheduled.` });
          setSaved(body.title);
        },
        onError: failed,
      });
    }
  });

  const scheduleAnother = () => {
    form.reset(defaultsFor(null));
    setSaved(null);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Live Session" : "Schedule Live Session"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the session's details or its status."
              : "Plan a live session. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        {saved !== null ? (
          <div className="grid gap-4">
            <div
              role="status"
              className="flex items-start gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900"
            >
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p className="text-sm">
                {editing ? `"${saved}" has been updated.` : `"${saved}" has been scheduled.`}
              </p>
            </div>
            <DialogFooter>
              {editing ? (
                <Button onClick={onClose}>Edit Another</Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose}>
                    Done
                  </Button>
                  <Button onClick={scheduleAnother}>Schedule Another</Button>
                </>
              )}
            </DialogFooter>
          </div>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={submit}>
            {failure ? (
              <div
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                {failure}
              </div>
            ) : null}
            <Field id="live-title" label="Title *" error={errors.title?.message}>
              <Input aria-required {...form.register("title")} />
            </Field>
            <Field id="live-description" label="Description" error={errors.description?.message}>
              <Textarea {...form.register("description")} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="live-subject" label="Subject *" error={errors.subject?.message}>
                <NativeSelect aria-required {...form.register("subject")}>
                  <option value="">Select a subject</option>
                  {subjects.map((subject) => (
                    <option key={subject} value={subject}>
                      {subject}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="live-academicYear" label="Academic Year" error={errors.academicYear?.message}>
                <NativeSelect {...form.register("academicYear")}>
                  <option value="">Every year</option>
                  {ACADEMIC_YEARS.map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="live-scheduledAt" label="Date and Time *" error={errors.scheduledAt?.message}>
                <Input type="datetime-local" aria-required {...form.register("scheduledAt")} />
              </Field>
              <Field id="live-duration" label="Duration (minutes) *" error={errors.duration?.message}>
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
              id="live-youtubeUrl"
              label="YouTube URL (optional)"
              hint="The streaming link families open to join."
              error={errors.youtubeUrl?.message}
            >
              <Input type="url" inputMode="url" {...form.register("youtubeUrl")} />
            </Field>
            <Field id="live-status" label="Status" error={errors.status?.message}>
              <NativeSelect {...form.register("status")}>
                {LIVE_SESSION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <DialogFormActions
              onCancel={onClose}
              pending={pending}
              label={editing ? "Save Changes" : "Schedule Session"}
              pendingLabel="Saving..."
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
