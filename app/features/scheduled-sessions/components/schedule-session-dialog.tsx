import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { FormFailure } from "#app/components/save-feedback.tsx";
import {
  TITLE_DESCRIPTION_SUBJECT,
  TitleDescriptionSubjectFields,
} from "#app/components/title-description-subject-fields.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, type SelectComponent, SelectOptions } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
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
import {
  type ScheduledSession,
  SERIES_MESSAGES,
  type SeriesScope,
  scheduleSessionBodySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { useScheduleSeries, useScheduleSession } from "../api/schedule-session.ts";
import { useUpdateScheduledSession } from "../api/update-scheduled-session.ts";
import { combineDateAndTime } from "../lib/session-views.ts";
import { ScheduleSessionTrigger } from "./schedule-session-trigger.tsx";
import { SeriesDatesChoice, SeriesScopeChoice, seriesDates } from "./series-fields.tsx";

const DATE_MESSAGE = "Please select a date and time";
/** A past session would never show under Upcoming Sessions, the view the admin lands on. */
const PAST_DATE_MESSAGE = "Please choose a date and time in the future";

/**
 * The API body with scheduledFor split into a calendar day and a 30-minute time slot, and for a new session
 * whether it repeats every week until a last date (a weekly series, decision 050).
 */
const scheduleFormSchema = scheduleSessionBodySchema.omit({ scheduledFor: true }).extend({
  scheduledDate: z.string().min(1, DATE_MESSAGE),
  scheduledTime: z.string().min(1, DATE_MESSAGE),
  repeat: z.boolean().default(false),
  until: z.string().default(""),
});
/**
 * The form's teacher: the admin's Teacher select always gives a number (NaN while none is chosen, refused
 * with "Please select a teacher"); a tutor's form has no such field (the teacher is whoever is signed in).
 */
const sessionFormSchema = scheduleFormSchema.extend({
  tutorId: scheduleSessionBodySchema.shape.tutorId.optional(),
});
type ScheduleFormInput = z.input<typeof sessionFormSchema>;
type ScheduleFormOutput = z.output<typeof sessionFormSchema>;

const FIELDS = [
  ...TITLE_DESCRIPTION_SUBJECT,
  "tutorId",
  "duration",
  "youtubeUrl",
  "academicYear",
  "capacity",
] as const;

/** The form filled from a session being edited (its day and time in the viewer's time zone), or blank. */
const defaultValues = (session?: ScheduledSession): DefaultValues<ScheduleFormInput> =>
  session
    ? {
        title: session.title,
        description: session.description ?? "",
        subject: session.subject,
        tutorId: session.tutorId,
        scheduledDate: format(new Date(session.scheduledFor), "yyyy-MM-dd"),
        scheduledTime: format(new Date(session.scheduledFor), "HH:mm"),
        duration: session.duration,
        youtubeUrl: session.youtubeUrl ?? "",
        academicYear: session.academicYear ?? DEFAULT_ACADEMIC_YEAR,
        capacity: session.capacity,
        repeat: false,
        until: "",
      }
    : {
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
        repeat: false,
        until: "",
      };

/** The choices of a select, with the edited session's own value kept when the list lacks it. */
const withCurrent = <Value extends string | number>(values: readonly Value[], current?: Value) =>
  current === undefined || values.includes(current) ? values : [...values, current];

/**
 * Schedule New Session [1§2], [1§5]: POST /api/admin/scheduled-sessions with scheduledFor as ISO. Given a
 * `session`, the same dialog edits it (Edit on its row): PUT /api/admin/scheduled-sessions/{id}, with a
 * capacity below the seats booked refused on the Capacity field (decision 024). Without `TutorSelect` it is
 * a tutor's own (decision 050): no Teacher field, POST /api/scheduled-sessions and PUT
 * /api/scheduled-sessions/{id}. Either may repeat a new session every week until a last date, unticking
 * dates to skip (POST /api/scheduled-sessions/series), and change an occurrence of a series alone or with
 * every later one.
 */
export function ScheduleSessionDialog({
  TutorSelect,
  session,
  initiallyOpen = false,
}: {
  /** The admin's choice of teacher; without it the session is the signed-in tutor's. */
  TutorSelect?: SelectComponent;
  session?: ScheduledSession;
  /** Open when first drawn: the form loaded by pressing its button (LazyScheduleSessionDialog). */
  initiallyOpen?: boolean;
}) {
  const asAdmin = TutorSelect !== undefined;
  const [open, setOpen] = useState(initiallyOpen);
  const schedule = useScheduleSession(asAdmin);
  const scheduleSeries = useScheduleSeries();
  const update = useUpdateScheduledSession(asAdmin);
  const [failure, setFailure] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<Set<string>>(new Set());
  const [applyTo, setApplyTo] = useState<SeriesScope>("this");
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormOutput>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: defaultValues(session),
  });
  const repeat = form.watch("repeat");
  const dates = repeat ? seriesDates(form.watch("scheduledDate") ?? "", form.watch("until") ?? "") : [];
  const errors = form.formState.errors;
  const field = fieldsOf("session", errors);
  const dateError = errors.scheduledDate?.message ?? errors.scheduledTime?.message;

  const change = (next: boolean) => {
    setOpen(next);
    setFailure(null);
    setSkipped(new Set());
    setApplyTo("this");
    if (!next) form.reset(defaultValues(session));
  };
  const original = session ? defaultValues(session) : null;

  const submit = form.handleSubmit(({ scheduledDate, scheduledTime, repeat, until, ...values }) => {
    const when = combineDateAndTime(scheduledDate, scheduledTime);
    if (!when) {
      form.setError("scheduledDate", { message: DATE_MESSAGE }, { shouldFocus: true });
      return;
    }
    // An edited session may keep the past time it had; a new or moved one must be in the future.
    const moved = scheduledDate !== original?.scheduledDate || scheduledTime !== original?.scheduledTime;
    if (moved && when.getTime() <= Date.now()) {
      form.setError("scheduledDate", { message: PAST_DATE_MESSAGE }, { shouldFocus: true });
      return;
    }
    const failed = (title: string) => (error: Error) => {
      form.clearErrors();
      applyApiErrors(error, form.setError, FIELDS);
      // The message goes on its field when it has one (a capacity below the seats booked), else above.
      const onField = FIELDS.some((field) => form.getFieldState(field).error);
      setFailure(onField ? null : errorMessage(error));
      toast({ title, description: errorMessage(error), variant: "destructive" });
    };
    if (session) {
      const scope = (session.seriesId ?? null) !== null ? { applyTo } : {};
      update.mutate(
        { id: session.id, body: { ...values, scheduledFor: when.toISOString(), ...scope } },
        {
          onSuccess: (saved) => {
            toast({ title: "Session updated", description: `${saved.title} has been saved.` });
            change(false);
          },
          onError: failed("Failed to update session"),
        },
      );
      return;
    }
    if (repeat) {
      if (!until) {
        form.setError("until", { message: SERIES_MESSAGES.until }, { shouldFocus: true });
        return;
      }
      scheduleSeries.mutate(
        {
          ...values,
          firstDate: when.toISOString(),
          until,
          skipDates: dates.filter((date) => skipped.has(date)),
        },
        {
          onSuccess: (made) => {
            toast({
              title: "Success",
              description: `${made.sessions.length} weekly sessions have been scheduled.`,
            });
            change(false);
          },
          onError: failed("Failed to schedule session"),
        },
      );
      return;
    }
    schedule.mutate(
      { ...values, scheduledFor: when.toISOString() },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Session has been scheduled successfully." });
          change(false);
        },
        onError: failed("Failed to schedule session"),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={<ScheduleSessionTrigger session={session} />}
      title={session ? "Edit Session" : "Schedule New Session"}
      description={
        session
          ? "Change the session's details; booked families keep their seats."
          : "Plan a live group session and assign a teacher."
      }
      onSubmit={submit}
      onCancel={() => change(false)}
      pending={session ? update.isPending : schedule.isPending || scheduleSeries.isPending}
      submitLabel={session ? "Save Changes" : "Schedule Session"}
      pendingLabel={session ? "Saving..." : "Scheduling..."}
    >
      <FormFailure message={failure} />
      <TitleDescriptionSubjectFields
        idPrefix="session"
        register={form.register}
        errors={errors}
        subjects={withCurrent(SESSION_SUBJECTS as readonly string[], session?.subject)}
        beside={
          <Field {...field("academicYear")} label="Academic Year">
            <NativeSelect {...form.register("academicYear")}>
              <SelectOptions
                values={withCurrent(ACADEMIC_YEARS as readonly string[], session?.academicYear ?? undefined)}
              />
            </NativeSelect>
          </Field>
        }
      />
      {TutorSelect ? (
        <Field {...field("tutorId")} label="Teacher">
          <TutorSelect {...form.register("tutorId", { valueAsNumber: true })} />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="session-date" label="Date" error={dateError}>
          <Input type="date" {...form.register("scheduledDate")} />
        </Field>
        <Field id="session-time" label="Time">
          <NativeSelect {...form.register("scheduledTime")}>
            {[...withCurrent(TIME_SLOTS, original?.scheduledTime)].sort().map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("duration")} label="Duration (minutes)">
          <NativeSelect {...form.register("duration", { valueAsNumber: true })}>
            {withCurrent(SESSION_DURATIONS as readonly number[], session?.duration).map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field {...field("capacity")} label="Capacity">
        <Input
          type="number"
          inputMode="numeric"
          min={CAPACITY_MIN}
          max={CAPACITY_MAX}
          step={1}
          {...form.register("capacity", { valueAsNumber: true })}
        />
      </Field>
      <Field {...field("youtubeUrl")} label="YouTube URL (optional)">
        <Input type="url" placeholder="https://www.youtube.com/watch?v=…" {...form.register("youtubeUrl")} />
      </Field>
      {session ? (
        (session.seriesId ?? null) !== null ? (
          <SeriesScopeChoice label="Apply the changes to" value={applyTo} onChange={setApplyTo} />
        ) : null
      ) : (
        <div className="grid gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" {...form.register("repeat")} />
            Repeat every week
          </label>
          {repeat ? (
            <>
              <Field
                {...field("until")}
                label="Last date"
                hint="The series repeats on the same weekday and time until this date."
              >
                <Input type="date" {...form.register("until")} />
              </Field>
              {dates.length > 0 ? (
                <SeriesDatesChoice dates={dates} skipped={skipped} onChange={setSkipped} />
              ) : null}
            </>
          ) : null}
        </div>
      )}
    </FormDialog>
  );
}
