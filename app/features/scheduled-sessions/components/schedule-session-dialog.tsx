import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import {
  Input,
  NativeSelect,
  type SelectComponent,
  SelectOptions,
  Textarea,
} from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { CAPACITY_DEFAULT, CAPACITY_MAX, CAPACITY_MIN } from "#shared/schemas/bookings.ts";
import {
  ACADEMIC_YEARS,
  DEFAULT_ACADEMIC_YEAR,
  DEFAULT_SESSION_DURATION,
  DEFAULT_SESSION_TIME,
  SESSION_DURATIONS,
  SESSION_SUBJECTS,
  TIME_SLOTS,
} from "#shared/schemas/catalog.ts";
import { scheduleSessionBodySchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { useScheduleSession } from "../api/schedule-session.ts";
import { combineDateAndTime } from "../lib/session-views.ts";

const DATE_MESSAGE = "Please select a date and time";
/** A past session would never show under Upcoming Sessions, the view the admin lands on. */
const PAST_DATE_MESSAGE = "Please choose a date and time in the future";

/** The API body with scheduledFor split into a calendar day and a 30-minute time slot. */
const scheduleFormSchema = scheduleSessionBodySchema.omit({ scheduledFor: true }).extend({
  scheduledDate: z.string().min(1, DATE_MESSAGE),
  scheduledTime: z.string().min(1, DATE_MESSAGE),
});
type ScheduleFormInput = z.input<typeof scheduleFormSchema>;
type ScheduleFormOutput = z.output<typeof scheduleFormSchema>;

const FIELDS = [
  "title",
  "description",
  "subject",
  "tutorId",
  "duration",
  "youtubeUrl",
  "academicYear",
  "capacity",
] as const;

const defaultValues = (): DefaultValues<ScheduleFormInput> => ({
  title: "",
  description: "",
  subject: "",
  tutorId: undefined,
  scheduledDate: "",
  scheduledTime: DEFAULT_SESSION_TIME,
  duration: DEFAULT_SESSION_DURATION,
  youtubeUrl: "",
  academicYear: DEFAULT_ACADEMIC_YEAR,
  capacity: CAPACITY_DEFAULT,
});

/** Schedule New Session [1§2], [1§5]: POST /api/admin/scheduled-sessions with scheduledFor as ISO. */
export function ScheduleSessionDialog({ TutorSelect }: { TutorSelect: SelectComponent }) {
  const [open, setOpen] = useState(false);
  const schedule = useScheduleSession();
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormOutput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: defaultValues(),
  });
  const errors = form.formState.errors;
  const dateError = errors.scheduledDate?.message ?? errors.scheduledTime?.message;

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(defaultValues());
  };

  const submit = form.handleSubmit(({ scheduledDate, scheduledTime, ...values }) => {
    const when = combineDateAndTime(scheduledDate, scheduledTime);
    if (!when) {
      form.setError("scheduledDate", { message: DATE_MESSAGE }, { shouldFocus: true });
      return;
    }
    if (when.getTime() <= Date.now()) {
      form.setError("scheduledDate", { message: PAST_DATE_MESSAGE }, { shouldFocus: true });
      return;
    }
    schedule.mutate(
      { ...values, scheduledFor: when.toISOString() },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Session has been scheduled successfully." });
          change(false);
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, FIELDS);
          toast({
            title: "Failed to schedule session",
            description: errorMessage(error),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          Schedule New Session
        </Button>
      }
      title="Schedule New Session"
      description="Plan a live group session and assign a teacher."
      onSubmit={submit}
      onCancel={() => change(false)}
      pending={schedule.isPending}
      submitLabel="Schedule Session"
      pendingLabel="Scheduling..."
    >
      <Field id="session-title" label="Title" error={errors.title?.message}>
        <Input {...form.register("title")} />
      </Field>
      <Field id="session-description" label="Description" error={errors.description?.message}>
        <Textarea {...form.register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="session-subject" label="Subject" error={errors.subject?.message}>
          <NativeSelect {...form.register("subject")}>
            <SelectOptions placeholder="Select a subject" values={SESSION_SUBJECTS} />
          </NativeSelect>
        </Field>
        <Field id="session-academicYear" label="Academic Year" error={errors.academicYear?.message}>
          <NativeSelect {...form.register("academicYear")}>
            <SelectOptions values={ACADEMIC_YEARS} />
          </NativeSelect>
        </Field>
      </div>
      <Field id="session-tutorId" label="Teacher" error={errors.tutorId?.message}>
        <TutorSelect {...form.register("tutorId", { valueAsNumber: true })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="session-date" label="Date" error={dateError}>
          <Input type="date" {...form.register("scheduledDate")} />
        </Field>
        <Field id="session-time" label="Time">
          <NativeSelect {...form.register("scheduledTime")}>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="session-duration" label="Duration (minutes)" error={errors.duration?.message}>
          <NativeSelect {...form.register("duration", { valueAsNumber: true })}>
            {SESSION_DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="session-capacity" label="Capacity" error={errors.capacity?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={CAPACITY_MIN}
          max={CAPACITY_MAX}
          step={1}
          {...form.register("capacity", { valueAsNumber: true })}
        />
      </Field>
      <Field id="session-youtubeUrl" label="YouTube URL (optional)" error={errors.youtubeUrl?.message}>
        <Input type="url" placeholder="https://www.youtube.com/watch?v=…" {...form.register("youtubeUrl")} />
      </Field>
    </FormDialog>
  );
}
