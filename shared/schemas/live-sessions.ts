/**
 * Live sessions [2§2.8], [2§3]–[2§5], [2§7]: the session rows, the portal's create/edit form, the admin's
 * create call and the add-a-streaming-link dialog.
 */
import { z } from "../zod.ts";
import { ACADEMIC_YEARS, DEFAULT_SESSION_DURATION } from "./catalog.ts";
import {
  optionalText,
  optionalUrl,
  requiredText,
  rowIdField,
  storableDateTime,
  tutorOwnedRowFields,
} from "./common.ts";
import { libraryPageQueryFields } from "./library-page.ts";

export const LIVE_SESSION_STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

export { LIVE_SESSION_SUBJECTS } from "./library-subjects.ts";

/** What a session made from a streaming link is [2§4]: live, now, 60 minutes, subject 'Live Session'. */
export const STREAMING_LINK_SESSION = {
  title: "Live Session",
  subject: "Live Session",
  status: "live",
  duration: DEFAULT_SESSION_DURATION,
} as const;

export const LIVE_SESSION_TITLE_MAX = 200;
export const LIVE_SESSION_DESCRIPTION_MAX = 5000;
export const LIVE_SESSION_DURATION_MAX = 600;

export const LIVE_SESSION_MESSAGES = {
  title: "Please enter a title",
  subject: "Please select a subject",
  youtubeUrl: "Please enter a valid YouTube URL",
  scheduledFor: "Please select a date and time",
  durationMin: "Duration must be at least 1 minute",
  durationMax: `Duration must be at most ${LIVE_SESSION_DURATION_MAX} minutes`,
  academicYear: "Please choose one of the academic years",
  status: "Please choose a status",
  httpsOnly: "URL must start with https://",
} as const;

export const LIVE_SESSION_ERROR_CODES = {
  notFound: "LIVE_SESSION_NOT_FOUND",
} as const;

export const liveSessionSchema = z.object({
  ...tutorOwnedRowFields,
  scheduledFor: z.string(),
  duration: z.number(),
  youtubeUrl: z.string().nullable(),
  /** The academic year the session is meant for; null for every year. */
  academicYear: z.string().nullable(),
  status: z.enum(LIVE_SESSION_STATUSES),
  createdAt: z.string(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/**
 * `GET /api/live-sessions?upcoming=&academicYear=&limit=&cursor=` (decision 040): every parameter is
 * optional, and without any the answer is every session the account may see, most recently scheduled
 * first, as the contract reads. `upcoming=true` keeps the Upcoming tab's sessions (scheduled or live),
 * soonest first; `academicYear` those of that year or of no year (the chosen child's); `limit` and `cursor`
 * page it as the libraries do (decision 039: the next page's cursor in `X-Next-Cursor`).
 */
export const liveSessionsQuerySchema = z.object({
  upcoming: z
    .enum(["true", "false"], { error: "upcoming must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  academicYear: z.enum(ACADEMIC_YEARS, LIVE_SESSION_MESSAGES.academicYear).optional(),
  limit: libraryPageQueryFields.limit,
  cursor: libraryPageQueryFields.cursor,
});
export type LiveSessionsQuery = z.input<typeof liveSessionsQuerySchema>;

/**
 * `POST /api/live-sessions` and `PUT /api/live-sessions/{id}` [2§7]: the session's fields. `tutorId` is
 * not one of them: the server takes it from the session (DECISIONS.md).
 */
export const liveSessionBodySchema = z.object({
  title: requiredText(LIVE_SESSION_MESSAGES.title, LIVE_SESSION_TITLE_MAX),
  description: optionalText(LIVE_SESSION_DESCRIPTION_MAX),
  youtubeUrl: optionalUrl(LIVE_SESSION_MESSAGES.youtubeUrl),
  scheduledFor: storableDateTime(LIVE_SESSION_MESSAGES.scheduledFor),
  duration: z
    .number({ error: LIVE_SESSION_MESSAGES.durationMin })
    .int(LIVE_SESSION_MESSAGES.durationMin)
    .min(1, LIVE_SESSION_MESSAGES.durationMin)
    .max(LIVE_SESSION_DURATION_MAX, LIVE_SESSION_MESSAGES.durationMax)
    .default(DEFAULT_SESSION_DURATION),
  subject: requiredText(LIVE_SESSION_MESSAGES.subject, 100),
  // The form's "Every year" option sends an empty string.
  academicYear: z
    .preprocess(
      (value) => (value === "" ? null : value),
      z.enum(ACADEMIC_YEARS, LIVE_SESSION_MESSAGES.academicYear).nullish(),
    )
    .transform((value) => value ?? null),
  status: z.enum(LIVE_SESSION_STATUSES, LIVE_SESSION_MESSAGES.status).default("scheduled"),
});
export type LiveSessionBody = z.input<typeof liveSessionBodySchema>;

/**
 * `POST /api/admin/live-sessions` [2§7]: the admin creates a live session for a teacher (the
 * add-a-streaming-link dialog sends status live, now, 60 minutes, subject 'Live Session' [2§4]).
 */
export const adminLiveSessionBodySchema = liveSessionBodySchema.extend({
  tutorId: rowIdField("Please select a teacher"),
});

/** The add-a-streaming-link dialog [2§5]: one https:// link. */
export const streamingLinkFormSchema = z.object({
  youtubeUrl: z
    .string()
    .trim()
    .startsWith("https://", LIVE_SESSION_MESSAGES.httpsOnly)
    .pipe(z.url({ protocol: /^https$/, error: LIVE_SESSION_MESSAGES.youtubeUrl }).max(2000)),
});
export type StreamingLinkForm = z.infer<typeof streamingLinkFormSchema>;
