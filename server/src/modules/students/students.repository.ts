import { and, asc, eq, getTableColumns, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { FAMILY_SEARCH_LIMIT, maskEmail } from "#shared/schemas/students.ts";
import type { Database } from "../../db/client.ts";
import { isoTimestamp, jsonFields } from "../../db/json-rows.ts";
import { containsPattern } from "../../db/library-page.ts";
import { runShaped } from "../../db/statement-shapes.ts";
import { users } from "../users/users.table.ts";
import { studentLabel, studentLabelOrderSql } from "./students.rules.ts";
import { studentFamilyMoves, students } from "./students.table.ts";

type StudentRow = typeof students.$inferSelect;
type StudentValues = Pick<
  typeof students.$inferInsert,
  "userId" | "firstName" | "grade" | "subjects" | "notes"
>;
/** What a family writes on its own child (DECISIONS.md "Children of a family"). */
type FamilyChildValues = Pick<typeof students.$inferInsert, "firstName" | "grade" | "subjects">;
/** Whose rows a caller reaches: a tutor's own (`tutorId`), or every row (an admin, `null`). */
export type StudentScope = { tutorId: number | null };

const family = alias(users, "family");
const tutor = alias(users, "tutor");

function toStudent(row: StudentRow, familyName: string, tutorName: string | null) {
  return {
    ...row,
    familyName,
    tutorName,
    label: studentLabel(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A listed student as the list's statement answers it, before its label. */
type ListedRow = Omit<ReturnType<typeof toStudent>, "label">;

/** Whose students a list reads: every one (an admin), a tutor's, or a family's own children. */
type ListOwner = { kind: "everyone" } | { kind: "tutor" | "family"; id: number };

/** The order the tutor and admin lists of students follow: by label, then id. */
const byLabel = [asc(studentLabelOrderSql("staff")), asc(students.id)];
/** The order a family's own list follows: by its label as the family sees it (never by the tutor's notes). */
const byFamilyLabel = [asc(studentLabelOrderSql("family")), asc(students.id)];

/**
 * What the students' queries take from the modules above (decision 052): whether the tutor teaches the
 * family account `familyId` (a column or a value), as an SQL condition. It reads the bookings and the
 * sessions, which stand above the students, so the container passes the bookings module's rule in.
 */
export type StudentsRepositoryPorts = {
  familyTaughtBy: (tutorId: number, familyId: SQLWrapper) => SQL;
};

/** The owner filter of a scope, inside the query (never fetched then checked). */
function inScope(scope: StudentScope): SQL | undefined {
  return scope.tutorId === null ? undefined : eq(students.tutorId, scope.tutorId);
}

export function createStudentsRepository(db: Database, { familyTaughtBy }: StudentsRepositoryPorts) {
  async function select(where: SQL | undefined) {
    const rows = await db
      .select({ student: getTableColumns(students), familyName: family.fullName, tutorName: tutor.fullName })
      .from(students)
      .innerJoin(family, eq(family.id, students.userId))
      .leftJoin(tutor, eq(tutor.id, students.tutorId))
      .where(where)
      .orderBy(...byLabel);
    return rows.map((row) => toStudent(row.student, row.familyName, row.tutorName));
  }

  /**
   * The students a list reaches (every one, a tutor's or a family's own), by label: the same rows as
   * `select`, with each field named as the answer names it and `createdAt` written by PostgreSQL, so the
   * statement is built once per kind of list and run with the owner's id (decision 042).
   */
  async function listShaped(owner: ListOwner) {
    const ownerId = owner.kind === "everyone" ? null : owner.id;
    const result = await runShaped(db, `students:${owner.kind}`, { ownerId }, (bound) =>
      db
        .select(
          jsonFields({
            id: students.id,
            userId: students.userId,
            firstName: students.firstName,
            grade: students.grade,
            subjects: students.subjects,
            notes: students.notes,
            tutorId: students.tutorId,
            createdAt: isoTimestamp(students.createdAt),
            familyName: family.fullName,
            tutorName: tutor.fullName,
          }),
        )
        .from(students)
        .innerJoin(family, eq(family.id, students.userId))
        .leftJoin(tutor, eq(tutor.id, students.tutorId))
        .where(
          owner.kind === "everyone"
            ? undefined
            : eq(owner.kind === "tutor" ? students.tutorId : students.userId, bound.ownerId),
        )
        .orderBy(...(owner.kind === "family" ? byFamilyLabel : byLabel)),
    );
    return (result.rows as ListedRow[]).map((row) => ({ ...row, label: studentLabel(row) }));
  }

  async function findById(id: number, scope: StudentScope) {
    return (await select(and(eq(students.id, id), inScope(scope))))[0] ?? null;
  }

  /**
   * Whether a write that touched no row missed because the row does not exist (`missing`, a 404) or
   * because it belongs to another tutor (`forbidden`, a 403).
   */
  async function whyNotWritten(id: number): Promise<"missing" | "forbidden"> {
    const rows = await db.select({ id: students.id }).from(students).where(eq(students.id, id)).limit(1);
    return rows.length > 0 ? "forbidden" : "missing";
  }

  return {
    /** The students a scope reaches, by label. */
    list: (scope: StudentScope) =>
      listShaped(scope.tutorId === null ? { kind: "everyone" } : { kind: "tutor", id: scope.tutorId }),

    /** The student, or null when it does not exist or the scope does not reach it. */
    findById,

    /** A new student looked after by `tutorId` (null: nobody yet). */
    async create(values: StudentValues, tutorId: number | null) {
      const rows = await db
        .insert(students)
        .values({ ...values, tutorId })
        .returning({ id: students.id });
      return (await findById(rows[0]!.id, { tutorId: null }))!;
    },

    /**
     * The updated student, or why nothing was updated: `missing` (a 404), `forbidden` (another tutor's, a
     * 403) or `family-fixed` (a tutor naming another family: only an admin moves a child). An admin's move
     * to another family is kept with who made it and when, in the same transaction. `tutorId` (admins
     * only) sets the tutor; left out, the tutor stays who it was.
     */
    async update(
      id: number,
      values: StudentValues & { tutorId?: number | null },
      scope: StudentScope,
      movedById: number,
    ) {
      const outcome = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ userId: students.userId, tutorId: students.tutorId })
          .from(students)
          .where(eq(students.id, id))
          .for("update");
        if (!current) return "missing" as const;
        if (scope.tutorId !== null && current.tutorId !== scope.tutorId) return "forbidden" as const;
        const moved = current.userId !== values.userId;
        if (moved && scope.tutorId !== null) return "family-fixed" as const;
        const { tutorId, ...fields } = values;
        await tx
          .update(students)
          .set(scope.tutorId === null && tutorId !== undefined ? { ...fields, tutorId } : fields)
          .where(eq(students.id, id));
        if (moved) {
          await tx
            .insert(studentFamilyMoves)
            .values({ studentId: id, fromUserId: current.userId, toUserId: values.userId, movedById });
        }
        return null;
      });
      if (outcome !== null) return { student: null, failure: outcome } as const;
      return { student: (await findById(id, { tutorId: null }))!, failure: null } as const;
    },

    /** Null when deleted, else why not. */
    async delete(id: number, scope: StudentScope) {
      const rows = await db
        .delete(students)
        .where(and(eq(students.id, id), inScope(scope)))
        .returning({ id: students.id });
      return rows.length > 0 ? null : whyNotWritten(id);
    },

    /** A family's own children (`userId` the family account), by label. */
    listForFamily: (userId: number) => listShaped({ kind: "family", id: userId }),

    /** The family's child, or null when missing or another family's (a 404 either way). */
    findForFamily: (id: number, userId: number) =>
      select(and(eq(students.id, id), eq(students.userId, userId))).then((rows) => rows[0] ?? null),

    /** A child the family adds: theirs, with no tutor yet. */
    async createForFamily(userId: number, values: FamilyChildValues) {
      const rows = await db
        .insert(students)
        .values({ ...values, userId, tutorId: null })
        .returning({ id: students.id });
      return (await findById(rows[0]!.id, { tutorId: null }))!;
    },

    /** The updated child, or null when it is not the family's; its tutor and notes stay as they were. */
    async updateForFamily(id: number, userId: number, values: FamilyChildValues) {
      const rows = await db
        .update(students)
        .set(values)
        .where(and(eq(students.id, id), eq(students.userId, userId)))
        .returning({ id: students.id });
      return rows.length > 0 ? (await findById(id, { tutorId: null }))! : null;
    },

    /** True when the family's child was removed; false when it is not the family's. */
    async deleteForFamily(id: number, userId: number) {
      const rows = await db
        .delete(students)
        .where(and(eq(students.id, id), eq(students.userId, userId)))
        .returning({ id: students.id });
      return rows.length > 0;
    },

    /**
     * True when `userId` is an active family account (the only kind a student may belong to) that the
     * scope reaches: any for an admin, only a family the tutor teaches for a tutor.
     */
    async isFamilyAccount(userId: number, scope: StudentScope = { tutorId: null }) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.role, "parent"),
            eq(users.isActive, true),
            scope.tutorId === null ? undefined : familyTaughtBy(scope.tutorId, users.id),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The academic year (`grade`) of a child the viewer may name, or null when it is missing or out of reach:
     * a family names its own children, a tutor its students, an admin any (decision 049: the libraries
     * narrowed to a child's year).
     */
    async gradeOf(viewer: { id: number; role: "admin" | "tutor" | "parent" }, studentId: number) {
      const owner =
        viewer.role === "admin"
          ? undefined
          : eq(viewer.role === "tutor" ? students.tutorId : students.userId, viewer.id);
      const rows = await db
        .select({ grade: students.grade })
        .from(students)
        .where(and(eq(students.id, studentId), owner))
        .limit(1);
      return rows[0]?.grade ?? null;
    },

    /** True when `userId` is an active tutor account: the only kind that may look after a student. */
    async isTutorAccount(userId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, "tutor"), eq(users.isActive, true)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Active family accounts whose full name, username or e-mail contains `search` (any case), by name,
     * at most FAMILY_SEARCH_LIMIT; the e-mail is answered masked (decision 013). A tutor finds only the
     * families it teaches; an admin every family.
     */
    async searchFamilyAccounts(search: string, scope: StudentScope) {
      const pattern = containsPattern(search.toLowerCase());
      const rows = await db
        .select({ id: users.id, fullName: users.fullName, username: users.username, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.role, "parent"),
            eq(users.isActive, true),
            scope.tutorId === null ? undefined : familyTaughtBy(scope.tutorId, users.id),
            or(
              sql`lower(${users.fullName}) like ${pattern}`,
              sql`lower(${users.username}) like ${pattern}`,
              sql`lower(${users.email}) like ${pattern}`,
            ),
          ),
        )
        .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
        .limit(FAMILY_SEARCH_LIMIT);
      return rows.map(({ email, ...account }) => ({ ...account, maskedEmail: maskEmail(email) }));
    },
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
