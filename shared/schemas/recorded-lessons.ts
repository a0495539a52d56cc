/** Recorded lessons [1§5], [2§2.5], [2§2.6], [2§7]: the lesson forms and the lesson rows every portal lists. */
import { z } from "../zod.ts";
import { ACADEMIC_YEARS } from "./catalog.ts";
import { optionalText, rowIdField, rowIdParam, tutorOwnedRowFields } from "./common.ts";
import { isUploadedFileUrl } from "./files.ts";
import { libraryChildQueryField, libraryPageQueryFields, optionalFilterText } from "./library-page.ts";
import { roomRecordingJobSchema } from "./room-recordings.ts";

export { RECORDED_LESSON_SUBJECTS } from "./library-subjects.ts";

export const RECORDED_LESSON_TITLE_MAX = 200;
export const RECORDED_LESSON_DURATION_MAX = 1000;
/** The longest video or thumbnail link; the message `linkTooLong` names it. */
export const RECORDED_LESSON_LINK_MAX = 2000;

export const RECORDED_LESSON_MESSAGES = {
  title: "Title is required",
  subject: "Subject is required",
  teacher: "Please select a teacher",
  videoUrl: "Please enter a valid URL",
  thumbnail: "Please enter a valid thumbnail URL",
  linkTooLong: `Please enter a link of at most ${RECORDED_LESSON_LINK_MAX} characters`,
  duration: "Duration must be at least 1 minute",
  durationMax: `Duration must be at most ${RECORDED_LESSON_DURATION_MAX} minutes`,
  session: "Please choose a session from the list",
  sessionNotFound: "Session not found",
  sessionNotOwner: "You can only name your own sessions.",
  sessionNotEnded: "Choose a session that has ended and was not cancelled.",
  sessionTaken: "This session already has a recording.",
  subjectFilter: "Please choose a subject of at most 100 characters",
  academicYear: "Please choose one of the academic years",
} as const;

export const RECORDED_LESSON_ERROR_CODES = {
  notFound: "LESSON_NOT_FOUND",
  notOwner: "LESSON_NOT_OWNER",
  sessionNotFound: "LESSON_SESSION_NOT_FOUND",
  sessionNotOwner: "LESSON_SESSION_NOT_OWNER",
  sessionNotEnded: "LESSON_SESSION_NOT_ENDED",
  sessionTaken: "LESSON_SESSION_TAKEN",
} as const;

/**
 * The promise [1§1]: a session's recording is published within this many hours of its end. The rule built
 * on it (when a recording is due, when it is overdue) is the server's `recorded-lessons.rules.ts`.
 */
export const RECORDING_PROMISE_HOURS = 24;

const duration = z
  .number({ error: RECORDED_LESSON_MESSAGES.duration })
  .int(RECORDED_LESSON_MESSAGES.duration)
  .min(1, RECORDED_LESSON_MESSAGES.duration)
  .max(RECORDED_LESSON_DURATION_MAX, RECORDED_LESSON_MESSAGES.durationMax)
  .nullish()
  .transform((v) => v ?? null);

/**
 * A lesson's video or thumbnail: an http(s) link, or a file stored here (`/api/files/<key>`), as the room
 * publishes its recordings (decision 054), so a room-made lesson edited in the form keeps its video.
 * Empty is null.
 */
const optionalLinkOrFile = (message: string) =>
  z
    .preprocess(
      (value) => {
        const trimmed = typeof value === "string" ? value.trim() : value;
        return trimmed === "" ? null : trimmed;
      },
      z
        .string({ error: message })
        // A link too long says so, alone: the check below would otherwise add a second sentence.
        .max(RECORDED_LESSON_LINK_MAX, { error: RECORDED_LESSON_MESSAGES.linkTooLong, abort: true })
        .refine(
          (value) => isUploadedFileUrl(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
          message,
        )
        .nullish(),
    )
    .transform((value) => value ?? null);

/** The admin's Lesson Videos form [1§5]: the admin chooses the teacher; an empty link is null. */
export const recordedLessonBodySchema = z.object({
  title: z.string().trim().min(1, RECORDED_LESSON_MESSAGES.title).max(RECORDED_LESSON_TITLE_MAX),
  description: optionalText(5000),
  subject: z.string().trim().min(1, RECORDED_LESSON_MESSAGES.subject).max(100),
  tutorId: rowIdField(RECORDED_LESSON_MESSAGES.teacher),
  duration,
  videoUrl: optionalLinkOrFile(RECORDED_LESSON_MESSAGES.videoUrl),
  thumbnail: optionalLinkOrFile(RECORDED_LESSON_MESSAGES.thumbnail),
  /** The scheduled session this recording records (optional): an ended one of the writer's, without a recording. */
  sessionId: rowIdField(RECORDED_LESSON_MESSAGES.session)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * The academic year the lesson is for; null (the form's "Every year", an empty string) for every year. A
   * lesson naming a session takes the session's year instead (decision 049).
   */
  academicYear: z
    .preprocess(
      (value) => (value === "" ? null : value),
      z.enum(ACADEMIC_YEARS, RECORDED_LESSON_MESSAGES.academicYear).nullish(),
    )
    .transform((value) => value ?? null),
});
export type RecordedLessonBody = z.input<typeof recordedLessonBodySchema>;

/**
 * The portals' lesson form [2§5] (`POST`/`PUT /api/recorded-lessons`): the owner is the signed-in account,
 * so a `tutorId` in the payload is dropped, and a recording needs its video link.
 */
export const recordedLessonPortalBodySchema = recordedLessonBodySchema.omit({ tutorId: true }).extend({
  videoUrl: optionalLinkOrFile(RECORDED_LESSON_MESSAGES.videoUrl).refine(
    (value) => value !== null,
    RECORDED_LESSON_MESSAGES.videoUrl,
  ),
});
export type RecordedLessonPortalBody = z.input<typeof recordedLessonPortalBodySchema>;

/**
 * `GET /api/recorded-lessons?limit=&cursor=&search=&subject=` and the same on `/api/student/recorded-lessons`
 * and `/api/admin/recorded-lessons` (decision 039): every parameter is optional; without `limit` the answer
 * is every matching lesson. `search` keeps lessons with every word in the title, description, subject or
 * teacher's name (case-insensitive); `subject` matches exactly; empty is no filter.
 */
export const recordedLessonsQuerySchema = z.object({
  ...libraryPageQueryFields,
  subject: optionalFilterText(100, RECORDED_LESSON_MESSAGES.subjectFilter),
});
export type RecordedLessonsQuery = z.input<typeof recordedLessonsQuerySchema>;

/**
 * `GET /api/student/recorded-lessons`: the library's query, and `studentId`, the chosen child on the student
 * screens, which keeps the lessons of the child's academic year and those of no year (decision 049).
 */
export const familyRecordedLessonsQuerySchema = recordedLessonsQuerySchema.extend({
  studentId: libraryChildQueryField,
});
export type FamilyRecordedLessonsQuery = z.input<typeof familyRecordedLessonsQuerySchema>;

export const recordedLessonSchema = z.object({
  ...tutorOwnedRowFields,
  duration: z.number().nullable(),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  views: z.number(),
  uploadedAt: z.string(),
  /** The scheduled session it records, or null. */
  sessionId: z.number().nullable(),
  /** The academic year it is for (its session's, when it names one), or null for every year. */
  academicYear: z.string().nullable(),
});
export type RecordedLesson = z.infer<typeof recordedLessonSchema>;

/** `POST /api/recorded-lessons/{id}/views`: the lesson's views after this one. */
export const recordedLessonViewsSchema = z.object({ views: z.number() });

/**
 * `GET /api/recorded-lessons/sessions-to-record`: the sessions the Session select offers — the writer's
 * (an admin's: everyone's) ended, not cancelled sessions without a recording, newest first; with
 * `?lessonId=` also the session that lesson already names.
 */
export const sessionsToRecordQuerySchema = z.object({
  lessonId: rowIdParam.optional(),
});

/** The most sessions the Session select offers. */
export const SESSIONS_TO_RECORD_MAX = 100;

export const sessionToRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  subject: z.string(),
  scheduledFor: z.string(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  /** The year a recording of it is for: the session's, else its one-to-one child's; null for every year. */
  academicYear: z.string().nullable(),
});
export type SessionToRecord = z.infer<typeof sessionToRecordSchema>;

/** `GET /api/admin/recordings/overdue`: an ended session whose recording is past its due time. */
export const overdueRecordingSchema = z.object({
  sessionId: z.number(),
  title: z.string(),
  subject: z.string(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  endedAt: z.string(),
  dueBy: z.string(),
  /**
   * The lesson room's conversion of this session's recording (docs/decisions/054), null when the session was
   * not held in the room. A failed one is listed at once, with its reason, whatever its due time.
   */
  roomRecording: roomRecordingJobSchema.nullable(),
});
export type OverdueRecording = z.infer<typeof overdueRecordingSchema>;
