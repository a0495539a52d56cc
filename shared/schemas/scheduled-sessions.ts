/**
 * Scheduled sessions [1§5], [2§7]: the admin's Schedule New Session form and the session rows every portal
 * lists. Dates travel as ISO strings.
 */
import { z } from "../zod.ts";
import { CAPACITY_DEFAULT, capacityField, childAttendanceSchema } from "./bookings.ts";
import { optionalUrl, rowIdField, storableDateTime, tutorOwnedRowFields } from "./common.ts";
import { libraryPageQueryFields, optionalFilterText } from "./library-page.ts";
import { SERIES_MESSAGES, SERIES_OCCURRENCES_MAX } from "./series-words.ts";

export const SCHEDULED_SESSION_STATUSES = [
  "scheduled",
  "live",
  "completed",
  "cancelled",
  "confirmed",
  "pending",
  "rescheduled",
] as const;
export type ScheduledSessionStatus = (typeof SCHEDULED_SESSION_STATUSES)[number];

/** The longest session, in minutes. */
export const SESSION_DURATION_MAX = 600;

export const scheduleSessionBodySchema = z.object({
  title: z.string().trim().min(5, "Title must be at least 5 characters").max(200),
  description: z.string().trim().min(10, "Description must be at least 10 characters").max(5000),
  subject: z.string().trim().min(2, "Subject is required").max(100),
  tutorId: rowIdField("Please select a teacher"),
  scheduledFor: storableDateTime("Please select a date and time"),
  duration: z
    .number()
    .int()
    .min(15, "Duration must be at least 15 minutes")
    .max(SESSION_DURATION_MAX, `Duration must be at most ${SESSION_DURATION_MAX} minutes`),
  youtubeUrl: optionalUrl("Please enter a valid YouTube URL"),
  academicYear: z.string().trim().min(1, "Please select the academic year").max(50),
  /** Seats of the group session (DECISIONS.md: group bookings). */
  capacity: capacityField.default(CAPACITY_DEFAULT),
});
export type ScheduleSessionBody = z.input<typeof scheduleSessionBodySchema>;

/**
 * `PUT /api/admin/scheduled-sessions/{id}`: any of the session's fields, its status and capacity; fields
 * left out stay as they are. Status `cancelled` cancels it and e-mails its booked families.
 */
export const updateScheduledSessionBodySchema = scheduleSessionBodySchema
  .extend({ capacity: capacityField, status: z.enum(SCHEDULED_SESSION_STATUSES) })
  .partial();
export type UpdateScheduledSessionBody = z.input<typeof updateScheduledSessionBodySchema>;

/**
 * `POST /api/scheduled-sessions` (DECISIONS.md "Journeys that real use showed"): a tutor's own
 * group session with the admin's fields, rules and messages; `tutorId` is the signed-in tutor's (an admin
 * calling it names one).
 */
export const scheduleOwnSessionBodySchema = scheduleSessionBodySchema.extend({
  tutorId: scheduleSessionBodySchema.shape.tutorId.optional(),
});
export type ScheduleOwnSessionBody = z.input<typeof scheduleOwnSessionBodySchema>;

/** Which sessions of a series an edit or a cancellation reaches: this one alone, or it and every later one. */
export const SERIES_SCOPES = ["this", "following"] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

/**
 * `PUT /api/scheduled-sessions/{id}`: the admin's edit body, for a tutor's own session (an admin's any);
 * `applyTo: "following"` changes this occurrence and every later one of its series alike (a moved time or
 * day moves each of them the same way).
 */
export const updateOwnScheduledSessionBodySchema = updateScheduledSessionBodySchema.extend({
  applyTo: z
    .enum(SERIES_SCOPES, { error: "Please choose this session only or this and the later sessions" })
    .optional(),
});
export type UpdateOwnScheduledSessionBody = z.input<typeof updateOwnScheduledSessionBodySchema>;

// Written without zod, so the schedule's series controls do not load it (decision 055).
export { SERIES_MESSAGES, SERIES_OCCURRENCES_MAX } from "./series-words.ts";

/** A calendar date `YYYY-MM-DD` that exists. */
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);

/**
 * `POST /api/scheduled-sessions/series`: a weekly series of group sessions, on the first occurrence's
 * weekday and time (school time, Europe/London) from `firstDate` to `until` (a date), less `skipDates`
 * (e.g. half-term); at most 52 sessions. A tutor's own; an admin names `tutorId`.
 */
export const createSessionSeriesBodySchema = scheduleSessionBodySchema
  .omit({ scheduledFor: true, tutorId: true })
  .extend({
    tutorId: scheduleSessionBodySchema.shape.tutorId.optional(),
    firstDate: storableDateTime(SERIES_MESSAGES.firstDate),
    until: calendarDate(SERIES_MESSAGES.until),
    skipDates: z
      .array(calendarDate(SERIES_MESSAGES.skipDate), { error: SERIES_MESSAGES.skipDate })
      .max(SERIES_OCCURRENCES_MAX, SERIES_MESSAGES.tooMany)
      .default([]),
  });
export type CreateSessionSeriesBody = z.input<typeof createSessionSeriesBodySchema>;

export const scheduledSessionSchema = z.object({
  ...tutorOwnedRowFields,
  studentId: z.number().nullable(),
  /** The weekly series this session is an occurrence of, or null. */
  seriesId: z.number().nullable(),
  scheduledFor: z.string(),
  duration: z.number(),
  youtubeUrl: z.string().nullable(),
  academicYear: z.string().nullable(),
  status: z.enum(SCHEDULED_SESSION_STATUSES),
  notes: z.string().nullable(),
  /** Seats of a group session, and how many are booked (null for a one-to-one session). */
  capacity: z.number(),
  bookedCount: z.number().nullable(),
  createdAt: z.string(),
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;

/** `POST /api/scheduled-sessions/series` answers the series and its sessions, soonest first. */
export const sessionSeriesSchema = z.object({
  seriesId: z.number(),
  sessions: z.array(scheduledSessionSchema),
});
export type SessionSeries = z.infer<typeof sessionSeriesSchema>;

/** A session as the portals list it: the row with its student's label (null for a group session). */
export const portalSessionSchema = scheduledSessionSchema.extend({
  studentLabel: z.string().nullable(),
  /** For a family: which of its own children are booked into this group session. */
  bookedStudentIds: z.array(z.number()).optional(),
  /** For a family: its children's marks in this session's register (attended or missed). */
  attendance: z.array(childAttendanceSchema).optional(),
  /** The published recording of this session (decision 027), or null. */
  recording: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** For an ended, not cancelled session without a recording: its end plus 24 hours [1§1]; else null. */
  recordingDueBy: z.string().nullable(),
  /**
   * Whether the product holds the lesson room now (decision 053): Join and Start Lesson lead to
   * `/room/{id}`; without a media server, Join keeps the streaming link.
   */
  roomAvailable: z.boolean(),
});
export type PortalSession = z.infer<typeof portalSessionSchema>;

/** The most sessions one `upcoming` answer carries. */
export const UPCOMING_SESSIONS_MAX = 100;

/**
 * `GET /api/scheduled-sessions/upcoming?limit=&studentId=`: the soonest `limit` sessions (all, up to the
 * maximum); with `studentId`, only what is meant for that child (or, a family's own account id, for any of
 * its children), as `GET /api/scheduled-sessions/student/{id}` reads it (decision 040).
 */
export const upcomingSessionsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, "The limit must be at least 1")
    .max(UPCOMING_SESSIONS_MAX, `The limit must be at most ${UPCOMING_SESSIONS_MAX}`)
    .default(UPCOMING_SESSIONS_MAX),
  studentId: z.coerce
    .number({ error: "The student id must be a whole number" })
    .int("The student id must be a whole number")
    .positive("The student id must be a whole number")
    .optional(),
});
export type UpcomingSessionsQuery = z.input<typeof upcomingSessionsQuerySchema>;

/** The longest date range one calendar read may span: a month grid is 6 weeks. */
export const SESSION_RANGE_MAX_DAYS = 62;

const rangeFromField = storableDateTime("Please give the start of the range as a date and time");
const rangeToField = storableDateTime("Please give the end of the range as a date and time");
const DAY_MS = 86_400_000;

type MaybeRange = { from?: string | undefined; to?: string | undefined };

/** The rules every session range follows once both ends are given: `to` after `from`, at most the maximum apart. */
const isOrdered = (range: MaybeRange) =>
  range.from === undefined || range.to === undefined || Date.parse(range.to) > Date.parse(range.from);
const orderedMessage = { path: ["to"], message: "The end of the range must be after its start" };
const isShort = (range: MaybeRange) =>
  range.from === undefined ||
  range.to === undefined ||
  Date.parse(range.to) - Date.parse(range.from) <= SESSION_RANGE_MAX_DAYS * DAY_MS;
const shortMessage = { path: ["to"], message: `The range must span at most ${SESSION_RANGE_MAX_DAYS} days` };

/** `GET /api/scheduled-sessions?from=&to=`: the sessions starting in [from, to). */
export const sessionsRangeQuerySchema = z
  .object({ from: rangeFromField, to: rangeToField })
  .refine(isOrdered, orderedMessage)
  .refine(isShort, shortMessage);
export type SessionsRangeQuery = z.infer<typeof sessionsRangeQuerySchema>;

/**
 * `GET /api/scheduled-sessions/student/{id}` and `GET /api/student/scheduled-sessions` (decision 040):
 * without parameters every session, as the contract reads; with `from` and `to` (both, the same rules as the
 * calendar's range) only those starting in [from, to), the schedule's visible week or month; with
 * `onRoster=true` only those a child is on (its one-to-ones, the group sessions it is booked into or marked
 * in), a child's page.
 */
export const studentSessionsQuerySchema = z
  .object({
    from: rangeFromField.optional(),
    to: rangeToField.optional(),
    onRoster: z
      .enum(["true", "false"], { error: "onRoster must be true or false" })
      .optional()
      .transform((value) => value === "true"),
  })
  .refine((range) => (range.from === undefined) === (range.to === undefined), {
    path: ["from"],
    message: "Please give both the start and the end of the range, or neither",
  })
  .refine(isOrdered, orderedMessage)
  .refine(isShort, shortMessage);
export type StudentSessionsQuery = z.input<typeof studentSessionsQuerySchema>;

/** The time zones already found known (a few hundred at most: only names the runtime accepts are kept). */
const knownTimeZones = new Set<string>();

/** Whether `name` is a time zone the IANA database names (`Europe/London`), as this runtime knows them. */
function isKnownTimeZone(name: string) {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: name });
    knownTimeZones.add(name);
    return true;
  } catch {
    return false;
  }
}

export const UNKNOWN_TIME_ZONE_MESSAGE = "Please give a time zone such as Europe/London";

/**
 * `GET /api/scheduled-sessions/student/{id}/days` (decision 042): how many sessions start on each day of
 * [from, to) in the viewer's `timeZone` — what a schedule's week or month grid draws — under the calendar
 * range's rules (both ends, in order, at most 62 days).
 */
export const sessionDaysQuerySchema = z
  .object({
    from: rangeFromField,
    to: rangeToField,
    timeZone: z
      .string({ error: UNKNOWN_TIME_ZONE_MESSAGE })
      .min(1, UNKNOWN_TIME_ZONE_MESSAGE)
      .max(64, UNKNOWN_TIME_ZONE_MESSAGE)
      .refine(isKnownTimeZone, UNKNOWN_TIME_ZONE_MESSAGE),
  })
  .refine(isOrdered, orderedMessage)
  .refine(isShort, shortMessage);
export type SessionDaysQuery = z.infer<typeof sessionDaysQuerySchema>;

/** A day with sessions: its date in the asked time zone (`2026-11-23`) and how many start on it. */
export const sessionDaySchema = z.object({ date: z.string(), sessions: z.number().int() });
export type SessionDay = z.infer<typeof sessionDaySchema>;

/** The failures of the session calls the client can act on. */
export const SCHEDULED_SESSION_ERROR_CODES = {
  notFound: "SCHEDULED_SESSION_NOT_FOUND",
  studentNotFound: "SCHEDULED_SESSION_STUDENT_NOT_FOUND",
} as const;

/**
 * "Upcoming" (DECISIONS.md "Which sessions a family sees"): starting after `now` and not cancelled. The
 * server's queries say the same in SQL; the screens filter a child's list with this.
 */
export function isUpcomingSession(session: { scheduledFor: string; status: string }, now = new Date()) {
  return session.status !== "cancelled" && Date.parse(session.scheduledFor) > now.getTime();
}

/**
 * The admin schedule tab's views (decision 048): what is still to come (soonest first, [1§2]), what has
 * started (latest first), what was cancelled, and everything (latest first).
 */
export const ADMIN_SESSION_VIEWS = ["upcoming", "past", "cancelled", "all"] as const;
export type AdminSessionView = (typeof ADMIN_SESSION_VIEWS)[number];

export const ADMIN_SESSIONS_MESSAGES = {
  view: "view must be upcoming, past, cancelled or all",
  tutorId: "The teacher id must be a whole number",
  subject: "Please choose a subject of at most 100 characters",
  academicYear: "Please choose an academic year of at most 50 characters",
} as const;

/**
 * `GET /api/admin/scheduled-sessions` (decision 048): without parameters every session, soonest first, as
 * the contract reads; `view`, `search` (every word in the title, subject or teacher's name), `tutorId`,
 * `subject` and `academicYear` narrow it, and `limit` with `cursor` pages it as the libraries do (decision
 * 039: the next page's cursor in the `X-Next-Cursor` header). Empty values are no filter.
 */
export const adminSessionsQuerySchema = z.object({
  ...libraryPageQueryFields,
  view: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(ADMIN_SESSION_VIEWS, { error: ADMIN_SESSIONS_MESSAGES.view }).optional(),
  ),
  tutorId: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string(ADMIN_SESSIONS_MESSAGES.tutorId)
      .regex(/^[1-9][0-9]{0,9}$/, ADMIN_SESSIONS_MESSAGES.tutorId)
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, ADMIN_SESSIONS_MESSAGES.tutorId))
      .optional(),
  ),
  subject: optionalFilterText(100, ADMIN_SESSIONS_MESSAGES.subject),
  academicYear: optionalFilterText(50, ADMIN_SESSIONS_MESSAGES.academicYear),
});
export type AdminSessionsQuery = z.input<typeof adminSessionsQuerySchema>;
export type AdminSessionsFilter = z.output<typeof adminSessionsQuerySchema>;
