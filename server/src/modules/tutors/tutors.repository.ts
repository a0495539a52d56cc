import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { userConflict } from "../users/users.errors.ts";
import { users } from "../users/users.table.ts";

type TutorRow = typeof users.$inferSelect;

/** The admin's view of a teacher; never includes the password hash. */
export function toTutor(row: TutorRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    username: row.username,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    subjects: row.subjects,
    qualifications: row.qualifications,
    bio: row.bio,
    yearsExperience: row.yearsExperience,
    isActive: row.isActive,
    awaitingFirstSignIn: row.mustChangePassword,
  };
}

type NewTutor = {
  username: string;
  passwordHash: string;
  email: string;
  fullName: string;
  subjects: string[];
  qualifications: string;
  bio: string;
  yearsExperience: string;
};

type TutorChanges = Partial<Omit<NewTutor, "username" | "passwordHash"> & { isActive: boolean }>;

export function createTutorsRepository(db: Database) {
  return {
    /** Every teacher, active or not, newest first. */
    async list() {
      return db
        .select()
        .from(users)
        .where(eq(users.role, "tutor"))
        .orderBy(desc(users.createdAt), desc(users.id));
    },

    /** Active teachers by name, for lesson and session forms. */
    async listActive() {
      return db
        .select()
        .from(users)
        .where(and(eq(users.role, "tutor"), eq(users.isActive, true)))
        .orderBy(asc(users.fullName), asc(users.id));
    },

    /** The teacher with this id, or null (also null for users of other roles). */
    async findById(id: number, options: { activeOnly?: boolean } = {}) {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.role, "tutor"),
            options.activeOnly ? eq(users.isActive, true) : undefined,
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Creates the teacher with a temporary password (changed at first sign-in); 409 on duplicates. */
    async create(values: NewTutor) {
      try {
        const rows = await db
          .insert(users)
          .values({ ...values, role: "tutor", mustChangePassword: true, isActivated: false })
          .returning();
        return rows[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) userConflict(error);
        throw error;
      }
    },

    /** Applies the changes to a teacher; null when no teacher has this id; 409 on a taken e-mail. */
    async update(id: number, changes: TutorChanges) {
      try {
        const rows = await db
          .update(users)
          .set(changes)
          .where(and(eq(users.id, id), eq(users.role, "tutor")))
          .returning();
        if (rows[0]) await announceSessionChange(db, { kind: "user", userId: id });
        return rows[0] ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) userConflict(error);
        throw error;
      }
    },
  };
}
export type TutorsRepository = ReturnType<typeof createTutorsRepository>;
