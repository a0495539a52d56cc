import {
  and,
  asc,
  eq,
  exists,
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
import { studentLabel } from "#shared/schemas/students.ts";
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

/**
 * The tutors of the sessions a viewer may see, as a subquery for another module's condition (the tutors a
 * family may write to, decision 028), so the visibility rule stays written once.
 */
export function tutorsOfSessionsVisibleTo(db: Database, viewer: SessionViewer) {
  return db
    .selectDistinct({ tutorId: scheduledSessions.tutorId })
    .from(scheduledSessions)
    .where(visibleTo(db, viewer));
}

/** The `students` rows a viewer may name: a family its own children, a tutor theirs, an admin every row. */
function childrenOf(viewer: SessionViewer): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  return viewer.role === "tutor" ? eq(students.tutorId, viewer.id) : eq(students.userId, viewer.id);
}

/**
 * What is meant for one child, as a condition inside the query: its own sessions, plus group sessions of its
 * year or of no year. The child is read through the viewer's scope, so another family's (or another
 * tutor's) child matches nothing; a tutor further sees only their own sessions.
 */
function meantForChild(db: Database, viewer: SessionViewer, studentId: number): SQL | undefined {
  const child = and(eq(students.id, studentId), childrenOf(viewer));
  const ids = db.select({ id: students.id }).from(students).where(child);
  const grade = db.select({ grade: students.grade }).from(students).where(child);
  return and(
    viewer.role === "tutor" ? eq(scheduledSessions.tutorId, viewer.id) : undefined,
    or(
      inArray(scheduledSessions.studentId, ids),
      and(
        isNull(scheduledSessions.studentId),
        or(
          inArray(scheduledSessions.academicYear, grade),
          and(isNull(scheduledSessions.academicYear), exists(ids)),
        ),
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
      studentLabel: row.student?.id ? studentLabel(row.student) : null,
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

    /** Every session the viewer may see (past and cancelled ones too), soonest first. */
    listFor(viewer: SessionViewer) {
      return listWithLabels(visibleTo(db, viewer));
    },

    /** Whether the viewer may name this child: a family's own, a tutor's own, any for an admin. */
    async hasChild(viewer: SessionViewer, studentId: number) {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, studentId), childrenOf(viewer)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every session meant for one child the viewer may name (past and cancelled too), soonest first. */
    listForChild(viewer: SessionViewer, studentId: number) {
      return listWithLabels(meantForChild(db, viewer, studentId));
    },

    /** One session, only if the viewer may see it (else null). */
    async findVisibleTo(viewer: SessionViewer, id: number) {
      const rows = await listWithLabels(and(eq(scheduledSessions.id, id), visibleTo(db, viewer)), 1);
      return rows[0] ?? null;
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
