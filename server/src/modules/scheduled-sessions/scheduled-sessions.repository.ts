import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  type SQL,
} from "drizzle-orm";
import { studentLabelOf } from "#shared/schemas/scheduled-sessions.ts";
import type { Database } from "../../db/client.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { scheduledSessions } from "./scheduled-sessions.table.ts";

/** Whose sessions a portal call reads: an admin everyone's, a tutor their own, a family what is meant for it. */
export type SessionViewer = { role: "admin" | "tutor" | "parent"; id: number };

type ScheduledSessionRow = typeof scheduledSessions.$inferSelect;
type NewScheduledSession = Omit<typeof scheduledSessions.$inferInsert, "id" | "createdAt">;

function toScheduledSession(row: ScheduledSessionRow, tutorName: string | null) {
  return {
    ...row,
    tutorName,
    scheduledFor: row.scheduledFor.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The sessions a viewer may see, as a condition inside the query (DECISIONS.md "Which sessions a family
 * sees"): a family's children's own sessions, plus group sessions of their years or of no year; a family
 * with no children sees every group session.
 */
function visibleTo(db: Database, viewer: SessionViewer): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  if (viewer.role === "tutor") return eq(scheduledSessions.tutorId, viewer.id);
  const children = db.select({ id: students.id }).from(students).where(eq(students.userId, viewer.id));
  const years = db.select({ grade: students.grade }).from(students).where(eq(students.userId, viewer.id));
  const anyChild = db.select({ id: students.id }).from(students).where(eq(students.userId, viewer.id));
  return or(
    inArray(scheduledSessions.studentId, children),
    and(
      isNull(scheduledSessions.studentId),
      or(
        isNull(scheduledSessions.academicYear),
        inArray(scheduledSessions.academicYear, years),
        notExists(anyChild),
      ),
    ),
  );
}

export function createScheduledSessionsRepository(db: Database) {
  /** Sessions with their teacher's name and student's label, soonest first. */
  async function listWithLabels(where: SQL | undefined, limit?: number) {
    const query = db
      .select({
        session: getTableColumns(scheduledSessions),
        tutorName: users.fullName,
        student: { id: students.id, firstName: students.firstName, notes: students.notes },
      })
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .leftJoin(students, eq(students.id, scheduledSessions.studentId))
      .where(where)
      .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
    const rows = await (limit ? query.limit(limit) : query);
    return rows.map((row) => ({
      ...toScheduledSession(row.session, row.tutorName),
      studentLabel: row.student?.id ? studentLabelOf(row.student) : null,
    }));
  }

  return {
    /**
     * The viewer's upcoming sessions (DECISIONS.md: starting after `now`, not cancelled), soonest first.
     */
    listUpcomingFor(viewer: SessionViewer, { now, limit }: { now: Date; limit: number }) {
      return listWithLabels(
        and(
          visibleTo(db, viewer),
          gt(scheduledSessions.scheduledFor, now),
          ne(scheduledSessions.status, "cancelled"),
        ),
        limit,
      );
    },

    /** The viewer's sessions starting in [from, to), cancelled ones included, soonest first. */
    listInRangeFor(viewer: SessionViewer, { from, to }: { from: Date; to: Date }) {
      return listWithLabels(
        and(
          visibleTo(db, viewer),
          gte(scheduledSessions.scheduledFor, from),
          lt(scheduledSessions.scheduledFor, to),
        ),
      );
    },

    /**
     * A child's upcoming sessions (after `now`, not cancelled, soonest first) with one tutor (`tutorId`),
     * or with anyone (`null`, an admin): the student's page on the tutor screens.
     */
    listUpcomingForStudent(studentId: number, tutorId: number | null, now: Date) {
      return listWithLabels(
        and(
          eq(scheduledSessions.studentId, studentId),
          tutorId === null ? undefined : eq(scheduledSessions.tutorId, tutorId),
          gt(scheduledSessions.scheduledFor, now),
          ne(scheduledSessions.status, "cancelled"),
        ),
      );
    },

    /** Every scheduled session with its teacher's name, soonest first. */
    async list() {
      const rows = await db
        .select({ session: getTableColumns(scheduledSessions), tutorName: users.fullName })
        .from(scheduledSessions)
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
      return rows.map((row) => toScheduledSession(row.session, row.tutorName));
    },

    async create(values: NewScheduledSession, tutorName: string) {
      const rows = await db.insert(scheduledSessions).values(values).returning();
      return toScheduledSession(rows[0]!, tutorName);
    },
  };
}
