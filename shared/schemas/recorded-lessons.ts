/** Recorded lessons [1§5], [2§2.5], [2§2.6], [2§7]: the lesson forms and the lesson rows every portal lists. */
import { z } from "../zod.ts";
import { PORTAL_SUBJECTS } from "./catalog.ts";
import { optionalText, optionalUrl, rowIdField, tutorOwnedRowFields } from "./common.ts";

/** The subject options of the portal's lesson form [2§3]; each has its colour badge [2§9]. */
export const RECORDED_LESSON_SUBJECTS = PORTAL_SUBJECTS;

export const RECORDED_LESSON_TITLE_MAX = 200;
export const RECORDED_LESSON_DURATION_MAX = 1000;

export const RECORDED_LESSON_MESSAGES = {
  videoUrl: "Please enter a valid URL",
  thumbnail: "Please enter a valid thumbnail URL",
  duration: "Duration must be at least 1 minute",
} as const;

export const RECORDED_LESSON_ERROR_CODES = {
  notFound: "LESSON_NOT_FOUND",
  notOwner: "LESSON_NOT_OWNER",
} as const;

const duration = z
  .number({ error: RECORDED_LESSON_MESSAGES.duration })
  .int(RECORDED_LESSON_MESSAGES.duration)
  .min(1, RECORDED_LESSON_MESSAGES.duration)
  .max(RECORDED_LESSON_DURATION_MAX)
  .nullish()
  .transform((v) => v ?? null);

/** The admin's Lesson Videos form [1§5]: the admin chooses the teacher; an empty link is null. */
export const recordedLessonBodySchema = z.object({
  title: z.string().trim().min(1, "Required").max(RECORDED_LESSON_TITLE_MAX),
  description: optionalText(5000),
  subject: z.string().trim().min(1, "Required").max(100),
  tutorId: rowIdField("Required"),
  duration,
  videoUrl: optionalUrl(RECORDED_LESSON_MESSAGES.videoUrl),
  thumbnail: optionalUrl(RECORDED_LESSON_MESSAGES.thumbnail),
});
export type RecordedLessonBody = z.input<typeof recordedLessonBodySchema>;

/**
 * The portals' lesson form [2§5] (`POST`/`PUT /api/recorded-lessons`): the owner is the signed-in account,
 * so a `tutorId` in the payload is dropped, and a recording needs its video link.
 */
export const recordedLessonPortalBodySchema = recordedLessonBodySchema.omit({ tutorId: true }).extend({
  videoUrl: optionalUrl(RECORDED_LESSON_MESSAGES.videoUrl).refine(
    (value) => value !== null,
    RECORDED_LESSON_MESSAGES.videoUrl,
  ),
});
export type RecordedLessonPortalBody = z.input<typeof recordedLessonPortalBodySchema>;

export const recordedLessonSchema = z.object({
  ...tutorOwnedRowFields,
  duration: z.number().nullable(),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  views: z.number(),
  uploadedAt: z.string(),
});
export type RecordedLesson = z.infer<typeof recordedLessonSchema>;

/** `POST /api/recorded-lessons/{id}/views`: the lesson's views after this one. */
export const recordedLessonViewsSchema = z.object({ views: z.number() });
