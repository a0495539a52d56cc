/**
 * Test support of the lesson reminders: families, children, sessions and bookings written straight to the
 * database, and the reminder e-mails the outbox holds.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { emailOutbox } from "../mail/outbox.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { REMINDER_EMAIL_KIND } from "./room-reminders.service.ts";
import { roomReminders } from "./room-reminders.table.ts";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

let counter = 0;

export function reminderFixtures(db: Database) {
  async function account(role: "parent" | "tutor", fullName?: string) {
    counter++;
    const suffix = `${counter}${Math.random().toString(36).slice(2, 8)}`;
    const [row] = await db
      .insert(users)
      .values({
        username: `rem-${role}-${suffix}`,
        email: `rem-${role}-${suffix}@example.org`,
        fullName: fullName ?? `Reminder ${role} ${suffix}`,
        role,
        passwordHash: "not-used",
        isActivated: true,
      })
      .returning();
    return row!;
  }

  async function child(familyId: number, firstName: string) {
    const [row] = await db
      .insert(students)
      .values({ userId: familyId, firstName, grade: "Year 7" })
      .returning();
    return row!;
  }

  async function session(values: {
    tutorId: number;
    startsAt: Date;
    title?: string;
    studentId?: number;
    status?: "scheduled" | "cancelled";
  }) {
    const [row] = await db
      .insert(scheduledSessions)
      .values({
        title: values.title ?? "Algebra in the evening",
        subject: "Mathematics",
        tutorId: values.tutorId,
        scheduledFor: values.startsAt,
        studentId: values.studentId ?? null,
        status: values.status ?? "scheduled",
      })
      .returning();
    return row!;
  }

  async function book(sessionId: number, child: { id: number; userId: number }) {
    const [row] = await db
      .insert(bookings)
      .values({ sessionId, studentId: child.id, userId: child.userId })
      .returning();
    return row!;
  }

  /** The reminder e-mails queued to these addresses, oldest first. */
  async function remindersTo(addresses: string[]) {
    if (addresses.length === 0) return [];
    return db
      .select({
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, REMINDER_EMAIL_KIND), inArray(emailOutbox.to, addresses)))
      .orderBy(emailOutbox.id);
  }

  /** The claims of a session, as `userId:kind`, sorted. */
  async function claimsOf(sessionId: number) {
    const rows = await db.select().from(roomReminders).where(eq(roomReminders.sessionId, sessionId));
    return rows.map((row) => `${row.userId}:${row.kind}`).sort();
  }

  return { account, child, session, book, remindersTo, claimsOf };
}
