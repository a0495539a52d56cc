import type { Database } from "../client.ts";
import { liveSessions } from "../schema.ts";
import type { SeededUsers } from "./index.ts";
import { at } from "./time.ts";

/**
 * The demo tutor's live sessions: one live now, a week of upcoming ones (some for one academic year,
 * some for every year) and a few finished or cancelled; and one of another teacher's, which the demo
 * tutor does not see but an admin does.
 */
export async function seedLiveSessions(tx: Database, { tutor, english }: SeededUsers) {
  await tx.insert(liveSessions).values([
    {
      title: "Trigonometry Live Q&A",
      description: "Drop-in questions on trigonometry.",
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      scheduledFor: new Date(Date.now() - 15 * 60 * 1000),
      duration: 60,
      subject: "Mathematics",
      academicYear: null,
      status: "live",
      tutorId: tutor.id,
    },
    {
      title: "GCSE Physics: Electricity",
      description: "Circuits, current, potential difference and resistance.",
      youtubeUrl: null,
      scheduledFor: at(2, 18),
      duration: 60,
      subject: "Physics",
      academicYear: "Year 10",
      status: "scheduled",
      tutorId: tutor.id,
    },
    {
      title: "Simultaneous Equations Workshop",
      description: "Elimination and substitution, with exam-style questions.",
      youtubeUrl: "https://www.youtube.com/watch?v=ysz5S6PUM-U",
      scheduledFor: at(1, 17),
      duration: 45,
      subject: "Mathematics",
      academicYear: "Year 10",
      status: "scheduled",
      tutorId: tutor.id,
    },
    {
      title: "Fractions, Decimals and Percentages",
      description: "Converting between them and using them in word problems.",
      youtubeUrl: null,
      scheduledFor: at(4, 16, 30),
      duration: 60,
      subject: "Mathematics",
      academicYear: "Year 6",
      status: "scheduled",
      tutorId: tutor.id,
    },
    {
      title: "Forces and Motion Q&A",
      description: "Open questions on speed, velocity and acceleration for every year group.",
      youtubeUrl: null,
      scheduledFor: at(6, 17),
      duration: 30,
      subject: "Physics",
      academicYear: null,
      status: "scheduled",
      tutorId: tutor.id,
    },
    {
      title: "Algebraic Fractions Recap",
      description: "Simplifying, adding and solving equations with algebraic fractions.",
      youtubeUrl: "https://www.youtube.com/watch?v=jNQXAC9IVRw",
      scheduledFor: at(-2, 17),
      duration: 60,
      subject: "Mathematics",
      academicYear: "Year 11 (GCSE)",
      status: "completed",
      tutorId: tutor.id,
    },
    {
      title: "Waves and the Electromagnetic Spectrum",
      description: "Properties of waves and the uses of each part of the spectrum.",
      youtubeUrl: null,
      scheduledFor: at(-4, 18),
      duration: 60,
      subject: "Physics",
      academicYear: "Year 10",
      status: "completed",
      tutorId: tutor.id,
    },
    {
      title: "Ratio and Proportion",
      description: "Moved to next week: the session was cancelled.",
      youtubeUrl: null,
      scheduledFor: at(-1, 16),
      duration: 45,
      subject: "Mathematics",
      academicYear: "Year 8",
      status: "cancelled",
      tutorId: tutor.id,
    },
    {
      title: "Poetry Anthology Walkthrough",
      description: "Comparing power and conflict poems.",
      youtubeUrl: null,
      scheduledFor: at(-5, 17),
      duration: 60,
      subject: "English",
      academicYear: "Year 11 (GCSE)",
      status: "completed",
      tutorId: english.id,
    },
  ]);
}
