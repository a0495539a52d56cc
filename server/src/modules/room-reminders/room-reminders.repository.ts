import { and, eq, gt, inArray, isNull, lte, ne, notExists, or, type SQL } from "drizzle-orm";
import type { ReminderKind } from "#shared/schemas/room-reminders.ts";
import type { Database } from "../../db/client.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { familyWithChildColumns } from "../students/students.rules.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { reminderSettings, roomReminders } from "./room-reminders.table.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The windows of start times a pass at `now` reminds of (decision 053, Reminders): the 24-hour reminder for
 * sessions starting in (now + 23 h, now + 24 h], the 1-hour one for (now + 15 min, now + 1 h]. A server that
 * was down catches up within the window, and a reminder never comes later than its window allows.
 */
export const REMINDER_WINDOWS: Record<ReminderKind, { fromMs: number; toMs: number }> = {
  "24h": { fromMs: 23 * HOUR, toMs: 24 * HOUR },
  "1h": { fromMs: 15 * MINUTE, toMs: HOUR },
};

/** Which reminder a session starting at `startsAt` is due at `now`, or null outside both windows. */
export function reminderKindAt(startsAt: Date, now: Date): ReminderKind | null {
  const ahead = startsAt.getTime() - now.getTime();
  const kinds = Object.keys(REMINDER_WINDOWS) as ReminderKind[];
  return (
    kinds.find((kind) => ahead > REMINDER_WINDOWS[kind].fromMs && ahead <= REMINDER_WINDOWS[kind].toMs) ??
    null
  );
}

/** A session a pass reminds of: what the e-mail says, and whose it is. */
export type DueSession = {
  id: number;
  title: string;
  subject: string;
  scheduledFor: Date;
  tutorId: number;
  /** The child of a one-to-one session; null for a group session. */
  studentId: number | null;
  kind: ReminderKind;
};

/** One e-mail a pass owes: the session, the account and, for a family, its children in the session. */
export type DueReminder = {
  session: DueSession;
  userId: number;
  email: string;
  fullName: string;
  /** The family's children booked into the session (or the one-to-one's child); empty for the tutor. */
  children: { id: number; firstName: string | null }[];
  role: "family" | "tutor";
};

/** The reminder's key: exactly one per session, account and kind (the table's primary key). */
export type ReminderClaim = { sessionId: number; userId: number; kind: ReminderKind };

/**
 * The lesson reminders' rows (decision 053): which e-mails are due, the claims that make each one exactly
 * once whatever the number of servers, and an account's choice to have them or not.
 */
export function createRoomRemindersRepository(db: Database) {
  /** Accounts that can be e-mailed and have not turned reminders off. */
  const remindable: SQL = and(
    eq(users.isActive, true),
    eq(users.emailGenerated, false),
    notExists(
      db
        .select({ userId: reminderSettings.userId })
        .from(reminderSettings)
        .where(and(eq(reminderSettings.userId, users.id), eq(reminderSettings.sessionReminders, false))),
    ),
  )!;

  async function dueSessions(now: Date): Promise<DueSession[]> {
    const within = ({ fromMs, toMs }: { fromMs: number; toMs: number }) =>
      and(
        gt(scheduledSessions.scheduledFor, new Date(now.getTime() + fromMs)),
        lte(scheduledSessions.scheduledFor, new Date(now.getTime() + toMs)),
      );
    const rows = await db
      .select({
        id: scheduledSessions.id,
        title: scheduledSessions.title,
        subject: scheduledSessions.subject,
        scheduledFor: scheduledSessions.scheduledFor,
        tutorId: scheduledSessions.tutorId,
        studentId: scheduledSessions.studentId,
      })
      .from(scheduledSessions)
      .where(
        and(
          ne(scheduledSessions.status, "cancelled"),
          or(within(REMINDER_WINDOWS["24h"]), within(REMINDER_WINDOWS["1h"])),
        ),
      );
    return rows.flatMap((row) => {
      const kind = reminderKindAt(row.scheduledFor, now);
      return kind ? [{ ...row, kind }] : [];
    });
  }

  return {
    /**
     * The reminders due at `now` and not yet claimed: per session in a window and not cancelled, each family
     * with a child booked into it (a group session; a cancelled booking is a deleted row) or the family of a
     * one-to-one session's child, once however many of its children are in it, and the session's tutor —
     * leaving out accounts that cannot be e-mailed or turned reminders off.
     */
    async dueRecipients(now: Date): Promise<DueReminder[]> {
      const sessions = await dueSessions(now);
      if (sessions.length === 0) return [];
      const ids = sessions.map((session) => session.id);
      // One after another: inside a pass's transaction the statements share one connection.
      const booked = await db
        .select({ sessionId: bookings.sessionId, ...familyWithChildColumns })
        .from(bookings)
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, bookings.sessionId))
        .innerJoin(students, eq(students.id, bookings.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(inArray(bookings.sessionId, ids), isNull(scheduledSessions.studentId), remindable))
        .orderBy(users.id, students.id);
      const oneToOne = await db
        .select({ sessionId: scheduledSessions.id, ...familyWithChildColumns })
        .from(scheduledSessions)
        .innerJoin(students, eq(students.id, scheduledSessions.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(inArray(scheduledSessions.id, ids), remindable));
      const tutors = await db
        .select({ userId: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(and(inArray(users.id, [...new Set(sessions.map((s) => s.tutorId))]), remindable));
      const claimed = await db
        .select({
          sessionId: roomReminders.sessionId,
          userId: roomReminders.userId,
          kind: roomReminders.kind,
        })
        .from(roomReminders)
        .where(inArray(roomReminders.sessionId, ids));
      const sent = new Set(claimed.map(keyOf));
      const due = new Map<string, DueReminder>();
      for (const session of sessions) {
        const tutor = tutors.find((row) => row.userId === session.tutorId);
        // The tutor first: an account that is both a session's tutor and a family in it gets the tutor's e-mail.
        if (tutor)
          due.set(keyOf({ ...tutor, sessionId: session.id, kind: session.kind }), {
            session,
            ...tutor,
            children: [],
            role: "tutor",
          });
        for (const row of [...booked, ...oneToOne]) {
          if (row.sessionId !== session.id) continue;
          const key = keyOf({ sessionId: session.id, userId: row.userId, kind: session.kind });
          const family = due.get(key) ?? {
            session,
            userId: row.userId,
            email: row.email,
            fullName: row.fullName,
            children: [],
            role: "family" as const,
          };
          if (family.role === "family") family.children.push(row.child);
          due.set(key, family);
        }
      }
      return [...due.entries()].filter(([key]) => !sent.has(key)).map(([, reminder]) => reminder);
    },

    /**
     * Claims these reminders: the ones this call inserted are answered, those another pass holds (committed,
     * or in a transaction this insert waits for) are not. Called in the transaction that queues the e-mails,
     * so a claim exists exactly when its e-mail is queued.
     */
    async claim(claims: ReminderClaim[]): Promise<ReminderClaim[]> {
      if (claims.length === 0) return [];
      // In one order on every server: two passes inserting the same keys in different orders could each
      // wait for the other (a deadlock PostgreSQL ends by failing one of them).
      const ordered = [...claims].sort(
        (a, b) => a.sessionId - b.sessionId || a.userId - b.userId || a.kind.localeCompare(b.kind),
      );
      return db.insert(roomReminders).values(ordered).onConflictDoNothing().returning({
        sessionId: roomReminders.sessionId,
        userId: roomReminders.userId,
        kind: roomReminders.kind,
      });
    },

    /** Whether the account gets lesson reminders by e-mail (no row: yes). */
    async remindersOn(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ on: reminderSettings.sessionReminders })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId));
      return row?.on ?? true;
    },

    async setRemindersOn(userId: number, on: boolean): Promise<void> {
      await db
        .insert(reminderSettings)
        .values({ userId, sessionReminders: on })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: { sessionReminders: on } });
    },
  };
}

const keyOf = (claim: { sessionId: number; userId: number; kind: string }) =>
  `${claim.sessionId}:${claim.userId}:${claim.kind}`;

export type RoomRemindersRepository = ReturnType<typeof createRoomRemindersRepository>;
