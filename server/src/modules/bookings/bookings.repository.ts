import { and, asc, eq, gt, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { RosterEntry } from "#shared/schemas/bookings.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import {
  childColumns,
  familyStudentLabel,
  familyWithChildColumns,
  groupFamiliesWithChildren,
  studentLabel,
} from "../students/students.rules.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { attendance, bookings } from "./bookings.table.ts";

/**
 * Whether the tutor teaches the family account `familyId` (a column or a value), as a condition: one of
 * the family's children is the tutor's student, is booked into one of the tutor's sessions, or is the
 * child of one of the tutor's one-to-one sessions (DECISIONS.md "Safeguarding and security").
 * It reads the children, the sessions and their bookings, so it stands here, above the students module,
 * whose family-account checks and search the container gives it to (decision 052).
 */
export function familyTaughtBy(tutorId: number, familyId: SQLWrapper): SQL {
  return sql`(exists (select 1 from ${students} where ${students.userId} = ${familyId} and ${students.tutorId} = ${tutorId})
    or exists (select 1 from ${bookings} inner join ${scheduledSessions} on ${scheduledSessions.id} = ${bookings.sessionId}
      where ${bookings.userId} = ${familyId} and ${scheduledSessions.tutorId} = ${tutorId})
    or exists (select 1 from ${scheduledSessions} inner join ${students} on ${students.id} = ${scheduledSessions.studentId}
      where ${students.userId} = ${familyId} and ${scheduledSessions.tutorId} = ${tutorId}))`;
}

/** Why a seat was not booked, found under the session's lock. */
/** A cancelled booking's seat: the session, and the family's child it was for. */
export type FreedSeat = { sessionId: number; userId: number; studentId: number | null };

/** What a family's cancellation did: freed the seat, or nothing (the session started, or no such booking). */
export type CancelOutcome =
  | { status: "cancelled"; seat: FreedSeat }
  | { status: "started" }
  | { status: "missing" };

export type BookingRefusal = "missing" | "cancelled" | "started" | "already" | "full";

export function createBookingsRepository(db: Database) {
  return {
    /** One of the family's own children (another family's child is null, like a missing one). */
    async findChildOf(familyId: number, studentId: number) {
      const rows = await db
        .select({ ...childColumns, grade: students.grade })
        .from(students)
        .where(and(eq(students.id, studentId), eq(students.userId, familyId)))
        .limit(1);
      const child = rows[0];
      return child ? { ...child, label: familyStudentLabel(child) } : null;
    },

    /**
     * Books a seat atomically: in one transaction the session row is locked (`FOR UPDATE`), so bookings of
     * one session queue behind each other; the seats are then counted in their own statement, which under
     * READ COMMITTED sees every booking committed before the lock was granted, and only then inserted.
     */
    async bookSeat(input: {
      sessionId: number;
      studentId: number;
      userId: number;
      companyId: number | null;
      now: Date;
    }) {
      try {
        return await db.transaction(async (tx) => {
          const [session] = await tx
            .select({
              status: scheduledSessions.status,
              scheduledFor: scheduledSessions.scheduledFor,
              capacity: scheduledSessions.capacity,
            })
            .from(scheduledSessions)
            .where(eq(scheduledSessions.id, input.sessionId))
            .for("update");
          if (!session) return { ok: false as const, reason: "missing" as BookingRefusal };
          if (session.status === "cancelled")
            return { ok: false as const, reason: "cancelled" as BookingRefusal };
          if (session.scheduledFor <= input.now)
            return { ok: false as const, reason: "started" as BookingRefusal };
          const [seats] = await tx
            .select({
              taken: sql<number>`count(*)::int`,
              mine: sql<number>`count(*) filter (where ${bookings.studentId} = ${input.studentId})::int`,
            })
            .from(bookings)
            .where(eq(bookings.sessionId, input.sessionId));
          if ((seats?.mine ?? 0) > 0) return { ok: false as const, reason: "already" as BookingRefusal };
          if ((seats?.taken ?? 0) >= session.capacity) {
            return { ok: false as const, reason: "full" as BookingRefusal };
          }
          const [created] = await tx
            .insert(bookings)
            .values({
              sessionId: input.sessionId,
              studentId: input.studentId,
              userId: input.userId,
              companyId: input.companyId,
            })
            .returning({ id: bookings.id });
          return { ok: true as const, id: created!.id };
        });
      } catch (error) {
        // The same child booked twice at once: the second insert meets the unique index.
        if (isUniqueViolation(error)) return { ok: false as const, reason: "already" as BookingRefusal };
        throw error;
      }
    },

    /** The family's bookings with their session and child, soonest session first. */
    async listForFamily(familyId: number) {
      const rows = await db
        .select({
          id: bookings.id,
          sessionId: bookings.sessionId,
          createdAt: bookings.createdAt,
          title: scheduledSessions.title,
          subject: scheduledSessions.subject,
          scheduledFor: scheduledSessions.scheduledFor,
          sessionStatus: scheduledSessions.status,
          child: childColumns,
        })
        .from(bookings)
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, bookings.sessionId))
        .innerJoin(students, eq(students.id, bookings.studentId))
        .where(eq(bookings.userId, familyId))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(bookings.id));
      return rows.map(({ child, ...row }) => ({
        ...row,
        studentId: child.id,
        status: "booked" as const,
        studentLabel: familyStudentLabel(child),
        scheduledFor: row.scheduledFor.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Cancels one of the family's bookings while its session has not started: one conditional DELETE,
     * answering the seat it freed (its session and child); when it removes nothing, says why (another
     * family's booking reads as missing).
     */
    async cancelForFamily(id: number, familyId: number, now: Date): Promise<CancelOutcome> {
      const notStarted = db
        .select({ id: scheduledSessions.id })
        .from(scheduledSessions)
        .where(gt(scheduledSessions.scheduledFor, now));
      const deleted = await db
        .delete(bookings)
        .where(
          and(eq(bookings.id, id), eq(bookings.userId, familyId), inArray(bookings.sessionId, notStarted)),
        )
        .returning({ sessionId: bookings.sessionId, studentId: bookings.studentId });
      if (deleted[0]) return { status: "cancelled", seat: { ...deleted[0], userId: familyId } };
      const mine = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.userId, familyId)))
        .limit(1);
      return mine.length > 0 ? { status: "started" } : { status: "missing" };
    },

    /**
     * The families with a child booked into a session, each once, with their booked children's labels as
     * families see them (their e-mails name the children).
     */
    async familiesBookedInto(sessionId: number) {
      const rows = await db
        .select(familyWithChildColumns)
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(students, eq(students.id, bookings.studentId))
        .where(eq(bookings.sessionId, sessionId))
        .orderBy(asc(users.id), asc(students.id));
      return groupFamiliesWithChildren(rows);
    },

    /**
     * A session's roster with each child's mark: the children booked into a group session, or the child of
     * a one-to-one session. `companyId` is the family's, for the register's snapshot.
     */
    async roster(session: { id: number; studentId: number | null }) {
      const base = db
        .select({
          child: childColumns,
          grade: students.grade,
          familyName: users.fullName,
          companyId: users.companyId,
          present: attendance.present,
        })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .leftJoin(
          attendance,
          and(eq(attendance.sessionId, session.id), eq(attendance.studentId, students.id)),
        );
      const rows =
        session.studentId === null
          ? await base
              .innerJoin(
                bookings,
                and(eq(bookings.studentId, students.id), eq(bookings.sessionId, session.id)),
              )
              .orderBy(asc(users.fullName), asc(students.id))
          : await base.where(eq(students.id, session.studentId));
      return rows.map((row) => ({
        studentId: row.child.id,
        studentLabel: studentLabel(row.child),
        grade: row.grade,
        familyName: row.familyName,
        companyId: row.companyId,
        present: row.present ?? null,
      }));
    },

    /** Saves a register in one statement: each child's mark inserted, or replaced if already taken. */
    async saveAttendance(
      sessionId: number,
      marks: Array<{ studentId: number; present: boolean; companyId: number | null }>,
      markedBy: number,
    ) {
      const markedAt = new Date();
      await db
        .insert(attendance)
        .values(marks.map((mark) => ({ ...mark, sessionId, markedBy, markedAt })))
        .onConflictDoUpdate({
          target: [attendance.sessionId, attendance.studentId],
          set: {
            present: sql`excluded.present`,
            companyId: sql`excluded.company_id`,
            markedBy: sql`excluded.marked_by`,
            markedAt: sql`excluded.marked_at`,
          },
        });
    },

    /**
     * Marks the children not marked yet, leaving every mark already taken as it is (the register the
     * lesson room fills at the end, decision 053): `markedBy` null says no person marked it.
     */
    async markUnmarked(
      sessionId: number,
      marks: Array<{ studentId: number; present: boolean; companyId: number | null }>,
      markedAt: Date,
    ) {
      if (marks.length === 0) return;
      await db
        .insert(attendance)
        .values(marks.map((mark) => ({ ...mark, sessionId, markedBy: null, markedAt })))
        .onConflictDoNothing({ target: [attendance.sessionId, attendance.studentId] });
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
/** A roster entry as stored, with the family's company for the register's snapshot. */
export type StoredRosterEntry = RosterEntry & { companyId: number | null };
