import type { Database } from "../client.ts";
import { liveSessions } from "../schema.ts";
import type { SeededUsers } from "./index.ts";
import { at } from "./time.ts";

/** One live now, one coming up and one finished. */
export async function seedLiveSessions(tx: Database, { tutor, english }: SeededUsers) {
  await tx.insert(liveSessions).values([
    {
      title: "Trigonometry Live Q&A",
      description: "Drop-in questions on trigonometry.",
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      scheduledFor: new Date(Date.now() - 15 * 60 * 1000),
      duration: 60,
      subject: "Mathematics",
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
      status: "scheduled",
      tutorId: tutor.id,
    },
    {
      title: "Poetry Anthology Walkthrough",
      description: "Comparing power and conflict poems.",
      youtubeUrl: null,
      scheduledFor: at(-5, 17),
      duration: 60,
      subject: "English",
      status: "completed",
      tutorId: english.id,
    },
  ]);
}
