import type { RoomLessonSummary } from "#shared/schemas/room-recordings.ts";

/**
 * What became of a lesson's recording, in words (docs/decisions/054): published, the conversion's state
 * while its job runs or after it failed (with the reason), or why there is none.
 */
export function recordingState(lesson: Pick<RoomLessonSummary, "recording" | "job" | "endedAt">): string {
  if (lesson.recording) return "Published";
  const { job } = lesson;
  if (!job) return lesson.endedAt ? "No recording" : "Lesson in progress";
  if (job.status === "failed") return `Failed: ${job.reason ?? "no reason given"}`;
  // Published, and its recorded lesson since deleted from the library.
  if (job.status === "published") return "Recorded lesson deleted";
  if (job.converting) return "Converting now";
  return job.attempts > 0 ? `Waiting to try again (${job.attempts} tries so far)` : "Waiting to convert";
}
