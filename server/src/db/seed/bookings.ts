import { inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { attendance, bookings, scheduledSessions } from "../schema.ts";
import type { SeededStudents, SeededUsers } from "./index.ts";

/**
 * The demo family's seats (decision 024): Olivia booked into two Year 10 group sessions this week and into
 * the live Trigonometry Q&A (booked before it started, so the demo tutor can take its register), Noah into
 * a Year 6 one; Noah's past one-to-one session has its register taken, so the family sees "Attended".
 */
export async function seedBookings(
  tx: Database,
  { tutor, parent }: SeededUsers,
  { olivia, noah }: SeededStudents,
) {
  const titles = [
    "GCSE Algebra: Simultaneous Equations",
    "Forces and Motion Revision",
    "Trigonometry Live Q&A",
    "Year 6 Maths: Negative Numbers",
    "Introduction to Ratio",
  ];
  const rows = await tx
    .select({ id: scheduledSessions.id, title: scheduledSessions.title })
    .from(scheduledSessions)
    .where(inArray(scheduledSessions.title, titles));
  const session = (title: string) => rows.find((row) => row.title === title)!.id;
  const family = { userId: parent.id, companyId: parent.companyId };
  await tx.insert(bookings).values([
    { ...family, sessionId: session("GCSE Algebra: Simultaneous Equations"), studentId: olivia.id },
    { ...family, sessionId: session("Forces and Motion Revision"), studentId: olivia.id },
    { ...family, sessionId: session("Trigonometry Live Q&A"), studentId: olivia.id },
    { ...family, sessionId: session("Year 6 Maths: Negative Numbers"), studentId: noah.id },
  ]);
  await tx.insert(attendance).values({
    sessionId: session("Introduction to Ratio"),
    studentId: noah.id,
    present: true,
    companyId: parent.companyId,
    markedBy: tutor.id,
  });
}
