import type { RoomRecordingJob } from "#shared/schemas/room-recordings.ts";

/**
 * How the overdue list names the lesson room's conversion of a session's recording (docs/decisions/054):
 * a failed one with its reason, a running or waiting one with its tries; "Not recorded in the room" when
 * the session was not held there (its recording must be added by hand).
 */
export function roomRecordingState(job: RoomRecordingJob | null): string {
  if (!job) return "Not recorded in the room";
  if (job.status === "failed") return `Failed: ${job.reason ?? "no reason given"}`;
  if (job.status === "published") return "Published";
  if (job.converting) return `Converting (try ${job.attempts})`;
  if (job.attempts === 0) return "Waiting to be converted";
  const tried = `Waiting to try again (tried ${job.attempts} ${job.attempts === 1 ? "time" : "times"})`;
  return job.reason ? `${tried}: ${job.reason}` : tried;
}
