import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/** A recorded lesson as the API lists it, for the family screens' tests. */
export const forcesLesson: RecordedLesson = {
  id: 4,
  title: "Forces and Motion",
  description: "Resultant forces and Newton's laws.",
  subject: "Physics",
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  duration: 48,
  videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  thumbnail: null,
  views: 6,
  uploadedAt: "2026-11-18T18:00:00.000Z",
  sessionId: null,
};
