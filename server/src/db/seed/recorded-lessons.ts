import type { Database } from "../client.ts";
import { recordedLessons } from "../schema.ts";
import type { SeededUsers } from "./index.ts";
import { at } from "./time.ts";

/** Five recorded lessons from the last fortnight. */
export async function seedRecordedLessons(tx: Database, { tutor, english, science }: SeededUsers) {
  await tx.insert(recordedLessons).values([
    {
      title: "Solving Linear Equations",
      description: "Step-by-step methods for one- and two-step equations.",
      subject: "Mathematics",
      tutorId: tutor.id,
      duration: 42,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      views: 18,
      uploadedAt: at(-10, 18),
    },
    {
      title: "Creative Writing: Setting the Scene",
      description: "Using the senses to build atmosphere.",
      subject: "English",
      tutorId: english.id,
      duration: 38,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      views: 11,
      uploadedAt: at(-8, 18),
    },
    {
      title: "Photosynthesis Explained",
      description: "The reaction, limiting factors and required practical.",
      subject: "Biology",
      tutorId: science.id,
      duration: 50,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      views: 9,
      uploadedAt: at(-6, 18),
    },
    {
      title: "The Periodic Table",
      description: "Groups, periods and trends in reactivity.",
      subject: "Chemistry",
      tutorId: science.id,
      duration: 45,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      views: 6,
      uploadedAt: at(-4, 18),
    },
    {
      title: "Energy Stores and Transfers",
      description: "Kinetic, gravitational and elastic potential energy.",
      subject: "Physics",
      tutorId: tutor.id,
      duration: 47,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      views: 4,
      uploadedAt: at(-2, 18),
    },
  ]);
}
