/**
 * The rules of the tutor and admin screens' students that span several queries (DECISIONS.md access
 * table, decisions 013 and 044): a tutor reaches its own students and adds children only to families it
 * teaches, never moving one; an admin reaches every student, adds to any family, moves a child (recorded)
 * and assigns its tutor.
 */
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import type { studentBodySchema } from "#shared/schemas/students.ts";
import type { z } from "#shared/zod.ts";
import { forbidden } from "../../errors.ts";
import type { SessionUser } from "../../http/session-user.ts";
import {
  familyNotFound,
  studentFamilyFixed,
  studentFamilyInvalid,
  studentNotFound,
  studentTutorInvalid,
} from "./students.errors.ts";
import type { StudentScope, StudentsRepository } from "./students.repository.ts";

/** A student's fields as the form sends them, once validated. */
type StudentBody = z.output<typeof studentBodySchema>;

/** What the students service uses, each named (decision 052). */
export type StudentsServiceDeps = {
  studentsRepo: StudentsRepository;
  /**
   * A child's upcoming sessions with one tutor (or anyone's, `null`): a call of the scheduled-sessions
   * module, which stands above this one, passed in by the container.
   */
  upcomingSessionsOf: (studentId: number, tutorId: number | null, now: Date) => Promise<PortalSession[]>;
};

/** An admin reaches every student; a tutor their own. */
function scopeOf(user: SessionUser): StudentScope {
  return { tutorId: user.role === "admin" ? null : user.id };
}

export function createStudentsService({ studentsRepo, upcomingSessionsOf }: StudentsServiceDeps) {
  /**
   * The family a write names must be one the caller reaches: for an admin an active family account (else
   * 400); for a tutor a family it teaches, anything else answering 404 as if it did not exist.
   */
  async function requireFamily(userId: number, scope: StudentScope) {
    if (await studentsRepo.isFamilyAccount(userId, scope)) return;
    throw scope.tutorId === null ? studentFamilyInvalid() : familyNotFound();
  }

  /** The tutor an admin names must be an active tutor account; a tutor's choice is ignored. */
  async function tutorChoice(tutorId: number | null | undefined, scope: StudentScope) {
    if (scope.tutorId !== null) return undefined;
    if (typeof tutorId === "number" && !(await studentsRepo.isTutorAccount(tutorId))) {
      throw studentTutorInvalid();
    }
    return tutorId;
  }

  /** The student the viewer reaches, else 404 (another tutor's reads as missing). */
  async function find(viewer: SessionUser, id: number) {
    const student = await studentsRepo.findById(id, scopeOf(viewer));
    if (!student) throw studentNotFound();
    return student;
  }

  return {
    /** The students the viewer reaches, by label. */
    list: (viewer: SessionUser) => studentsRepo.list(scopeOf(viewer)),

    /** The family accounts matching a search that the viewer may add a child to. */
    searchFamilyAccounts: (viewer: SessionUser, search: string) =>
      studentsRepo.searchFamilyAccounts(search, scopeOf(viewer)),

    find,

    /** A reached student's upcoming sessions: with the tutor, or with anyone for an admin. */
    async upcomingSessions(viewer: SessionUser, id: number, now = new Date()) {
      const student = await find(viewer, id);
      return upcomingSessionsOf(student.id, scopeOf(viewer).tutorId, now);
    },

    /** A new student: a tutor's is theirs; an admin's has the tutor it names, or none yet. */
    async create(viewer: SessionUser, { tutorId, ...values }: StudentBody) {
      const scope = scopeOf(viewer);
      await requireFamily(values.userId, scope);
      const tutor = scope.tutorId ?? (await tutorChoice(tutorId, scope)) ?? null;
      return studentsRepo.create(values, tutor);
    },

    /** The updated student; 404 when missing, 403 when another tutor's or a tutor moving a child. */
    async update(viewer: SessionUser, id: number, { tutorId, ...values }: StudentBody) {
      const scope = scopeOf(viewer);
      // A tutor's own child keeps its family (refused in the update); an admin's move needs a family.
      if (scope.tutorId === null) await requireFamily(values.userId, scope);
      const result = await studentsRepo.update(
        id,
        { ...values, tutorId: await tutorChoice(tutorId, scope) },
        scope,
        viewer.id,
      );
      if (!result.student) {
        if (result.failure === "missing") throw studentNotFound();
        throw result.failure === "forbidden" ? forbidden() : studentFamilyFixed();
      }
      return result.student;
    },

    /** Removes a student the viewer looks after: 404 when missing, 403 when another tutor's. */
    async delete(viewer: SessionUser, id: number) {
      const failure = await studentsRepo.delete(id, scopeOf(viewer));
      if (failure === "missing") throw studentNotFound();
      if (failure === "forbidden") throw forbidden();
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
