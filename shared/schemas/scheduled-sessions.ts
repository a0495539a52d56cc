/**
 * Scheduled sessions [1§5], [2§7]: the admin's Schedule New Session form and the session rows every portal
 * lists. Dates travel as ISO strings.
 */
import { z } from "../zod.ts";
import { optionalUrl, rowIdField, storableDateTime } from "./common.ts";

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

export const scheduleSessionBodySchema = z.object({
  title: z.string().trim().min(5, "Title must be at least 5 characters").max(200),
  description: z.string().trim().min(10, "Description must be at least 10 characters").max(5000),
  subject: z.string().trim().min(2, "Subject is required").max(100),
  tutorId: rowIdField("Please select a teacher"),
  scheduledFor: storableDateTime("Please select a date and time"),
  duration: z.number().int().min(15, "Duration must be at least 15 minutes").max(600),
  youtubeUrl: optionalUrl("Please enter a valid YouTube URL"),
  academicYear: z.string().trim().min(1, "Please select the academic year").max(50),
});
export type ScheduleSessionBody = z.input<typeof scheduleSessionBodySchema>;

export const scheduledSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  studentId: z.number().nullable(),
  scheduledFor: z.string(),
  duration: z.number(),
  youtubeUrl: z.string().nullable(),
  academicYear: z.string().nullable(),
  status: z.enum(SCHEDULED_SESSION_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;
