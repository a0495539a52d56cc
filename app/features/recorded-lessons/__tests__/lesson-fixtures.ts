import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/**
 * Answers a library read as the server does (decision 039), for the stubbed API: `subject` exactly,
 * every `search` word in title, description, subject or teacher's name, `limit` rows after `cursor` (here
 * simply the index of the next row) with the next cursor in `X-Next-Cursor`.
 */
export function lessonLibraryAnswer(lessons: readonly RecordedLesson[], url: string) {
  const query = new URL(url, "http://localhost").searchParams;
  const words = (query.get("search") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const subject = query.get("subject");
  const matching = lessons.filter((lesson) => {
    const text = [lesson.title, lesson.description, lesson.subject, lesson.tutorName].join(" ").toLowerCase();
    return (subject === null || lesson.subject === subject) && words.every((word) => text.includes(word));
  });
  const start = Number(query.get("cursor") ?? 0);
  const limit = Number(query.get("limit") ?? matching.length);
  const end = start + limit;
  return {
    body: matching.slice(start, end),
    headers: end < matching.length ? { [NEXT_CURSOR_HEADER]: String(end) } : undefined,
  };
}

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
  academicYear: null,
};
