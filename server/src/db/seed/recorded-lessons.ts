import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { recordedLessons, scheduledSessions } from "../schema.ts";
import type { SeededUsers } from "./index.ts";
import { at } from "./time.ts";

/**
 * Stand-in recordings, so both players show something on a fresh install: a public-domain clip for the
 * browser's own player, and a YouTube link (embedded through the privacy-enhanced player). An operator
 * replaces them with the real recordings.
 */
const FILE_VIDEO = "https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4";
const YOUTUBE_VIDEO = "https://www.youtube.com/watch?v=jNQXAC9IVRw";
const YOUTUBE_SHORT_LINK = "https://youtu.be/jNQXAC9IVRw";

/**
 * The last month's recordings: most by the demo tutor (Mathematics, Physics and Year 7 Science), a few by
 * the English and science teachers, each with its views and the academic year it is for (two for every
 * year), so the demo family's Year 6 and Year 10 children each see their own on the student screens.
 */
export async function seedRecordedLessons(tx: Database, { tutor, english, science }: SeededUsers) {
  await tx.insert(recordedLessons).values([
    {
      title: "Fractions, Decimals and Percentages",
      description: "Converting between the three forms, and ordering them on a number line. Year 7.",
      subject: "Mathematics",
      academicYear: "Year 7",
      tutorId: tutor.id,
      duration: 40,
      videoUrl: YOUTUBE_VIDEO,
      views: 41,
      uploadedAt: at(-27, 18),
    },
    {
      title: "Particles and States of Matter",
      description:
        "The particle model of solids, liquids and gases, and what happens when they change state.",
      subject: "Science",
      academicYear: "Year 7",
      tutorId: tutor.id,
      duration: 35,
      videoUrl: FILE_VIDEO,
      views: 26,
      uploadedAt: at(-23, 18),
    },
    {
      title: "Pythagoras' Theorem",
      description: "Finding a missing side of a right-angled triangle, then worded problems in 2D.",
      subject: "Mathematics",
      academicYear: "Year 9",
      tutorId: tutor.id,
      duration: 45,
      videoUrl: YOUTUBE_SHORT_LINK,
      views: 33,
      uploadedAt: at(-16, 18),
    },
    {
      title: "Solving Linear Equations",
      description: "Step-by-step methods for one- and two-step equations, with unknowns on both sides.",
      subject: "Mathematics",
      academicYear: null,
      tutorId: tutor.id,
      duration: 42,
      videoUrl: YOUTUBE_VIDEO,
      views: 18,
      uploadedAt: at(-10, 18),
    },
    {
      title: "Creative Writing: Setting the Scene",
      description: "Using the senses to build atmosphere.",
      subject: "English",
      academicYear: null,
      tutorId: english.id,
      duration: 38,
      videoUrl: YOUTUBE_VIDEO,
      views: 11,
      uploadedAt: at(-8, 18),
    },
    {
      title: "Photosynthesis Explained",
      description: "The reaction, limiting factors and required practical.",
      subject: "Biology",
      academicYear: "Year 10",
      tutorId: science.id,
      duration: 50,
      videoUrl: FILE_VIDEO,
      views: 9,
      uploadedAt: at(-6, 18),
    },
    {
      title: "Forces and Newton's Laws",
      description: "Resultant forces, F = ma and the required practical on acceleration. GCSE Physics.",
      subject: "Physics",
      academicYear: "Year 11 (GCSE)",
      tutorId: tutor.id,
      duration: 50,
      videoUrl: FILE_VIDEO,
      views: 12,
      uploadedAt: at(-5, 18),
    },
    {
      title: "The Periodic Table",
      description: "Groups, periods and trends in reactivity.",
      subject: "Chemistry",
      academicYear: "Year 10",
      tutorId: science.id,
      duration: 45,
      videoUrl: YOUTUBE_VIDEO,
      views: 6,
      uploadedAt: at(-4, 18),
    },
    {
      title: "Energy Stores and Transfers",
      description: "Kinetic, gravitational and elastic potential energy.",
      subject: "Physics",
      academicYear: "Year 10",
      tutorId: tutor.id,
      duration: 47,
      videoUrl: YOUTUBE_VIDEO,
      views: 4,
      uploadedAt: at(-2, 18),
    },
  ]);

  // The recording of an ended demo session, published within the 24 hours (decision 027): its page links it.
  const [ratio] = await tx
    .select({ id: scheduledSessions.id, academicYear: scheduledSessions.academicYear })
    .from(scheduledSessions)
    .where(eq(scheduledSessions.title, "Introduction to Ratio"))
    .limit(1);
  if (ratio) {
    await tx.insert(recordedLessons).values({
      title: "Introduction to Ratio (recording)",
      description: "Sharing in a ratio and simplifying ratios: the one-to-one session, recorded.",
      subject: "Mathematics",
      // A session's recording is for the session's year (decision 049).
      academicYear: ratio.academicYear,
      tutorId: tutor.id,
      duration: 45,
      videoUrl: YOUTUBE_VIDEO,
      views: 2,
      uploadedAt: at(-3, 19),
      sessionId: ratio.id,
    });
  }
}
