/**
 * Live sessions [2§2.8], [2§7]: the session rows and the admin's create call.
 */
import { z } from "../zod.ts";
import { optionalText, optionalUrl, rowIdField, storableDateTime } from "./common.ts";

export const LIVE_SESSION_STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;

export const liveSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  scheduledFor: z.string(),
  duration: z.number(),
  youtubeUrl: z.string().nullable(),
  status: z.enum(LIVE_SESSION_STATUSES),
  createdAt: z.string(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/**
 * `POST /api/admin/live-sessions` [2§7]: the admin creates a live session for a teacher (the
 * add-a-streaming-link dialog sends status live, now, 60 minutes, subject 'Live Session' [2§4]).
 */
export const adminLiveSessionBodySchema = z.object({
  title: z.string().trim().min(1, "Required").max(200),
  description: optionalText(5000),
  youtubeUrl: optionalUrl("Please enter a valid YouTube URL"),
  scheduledFor: storableDateTime("Please select a date and time"),
  duration: z.number().int().min(1, "Duration must be at least 1 minute").max(600).default(60),
  subject: z.string().trim().min(1, "Required").max(100),
  tutorId: rowIdField("Please select a teacher"),
  status: z.enum(LIVE_SESSION_STATUSES).default("scheduled"),
});
