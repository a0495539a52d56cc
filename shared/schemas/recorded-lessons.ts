/** Recorded lessons [1§5], [2§2.5], [2§2.6], [2§7]: the lesson form and the lesson rows every portal lists. */
import { z } from "../zod.ts";
import { optionalText, optionalUrl, rowIdField } from "./common.ts";

export const recordedLessonBodySchema = z.object({
  title: z.string().trim().min(1, "Required").max(200),
  description: optionalText(5000),
  subject: z.string().trim().min(1, "Required").max(100),
  tutorId: rowIdField("Required"),
  duration: z
    .number()
    .int()
    .min(1, "Duration must be at least 1 minute")
    .max(1000)
    .nullish()
    .transform((v) => v ?? null),
  videoUrl: optionalUrl("Please enter a valid URL"),
  thumbnail: optionalUrl("Please enter a valid thumbnail URL"),
});
export type RecordedLessonBody = z.input<typeof recordedLessonBodySchema>;

export const recordedLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  duration: z.number().nullable(),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  views: z.number(),
  uploadedAt: z.string(),
});
export type RecordedLesson = z.infer<typeof recordedLessonSchema>;
