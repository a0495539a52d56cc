/**
 * Teacher management for admins [1§2], [1§5], DECISIONS.md (edit and deactivate/reactivate): a new
 * teacher's temporary password and invitation, the sign-out of a deactivated teacher, and a new temporary
 * password for one who has not chosen one yet.
 */
import type { Brand } from "#shared/config/brand.ts";
import type { createTutorBodySchema, updateTutorBodySchema } from "#shared/schemas/tutors.ts";
import type { z } from "#shared/zod.ts";
import type { appLinks } from "../../config/links.ts";
import { generatePassword, hashPassword } from "../../lib/password.ts";
import { teacherInviteEmail } from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { UsersRepository } from "../users/users.repository.ts";
import { tutorAlreadyActivated, tutorNotFound } from "./tutors.errors.ts";
import { type TutorsRepository, toTutor } from "./tutors.repository.ts";

type CreateTutorBody = z.output<typeof createTutorBodySchema>;
type UpdateTutorBody = z.output<typeof updateTutorBodySchema>;

/** Ends every login session of an account (the auth module's, which stands above this one). */
type SignOut = { deleteAllForUser(userId: number): Promise<unknown> };

/** What the tutors service uses, each named (decision 052). */
export type TutorsServiceDeps = {
  tutorsRepo: TutorsRepository;
  loginSessionsRepo: SignOut;
  /** Runs `work` in one transaction, with the repositories it writes bound to it. */
  transaction: <T>(
    work: (writes: {
      users: Pick<UsersRepository, "setTemporaryPassword">;
      loginSessions: SignOut;
    }) => Promise<T>,
  ) => Promise<T>;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "signIn">;
};

export function createTutorsService(deps: TutorsServiceDeps) {
  const { tutorsRepo, loginSessionsRepo, transaction, mailer, brand, links } = deps;

  return {
    /** Every teacher, active or not, newest first. */
    list: async () => (await tutorsRepo.list()).map(toTutor),

    /** Active teachers by name, for lesson and session forms. */
    listActive: async () => (await tutorsRepo.listActive()).map(toTutor),

    /** A new teacher, invited by e-mail when asked; 409 on a taken username or e-mail. */
    async create({ password, sendInvite, role: _role, ...profile }: CreateTutorBody) {
      // The password the admin types is temporary: the teacher must replace it at first sign-in.
      const created = await tutorsRepo.create({ ...profile, passwordHash: await hashPassword(password) });
      if (sendInvite) {
        mailer.inBackground(() =>
          mailer.send(
            created.email,
            "teacher-invite",
            teacherInviteEmail(brand, {
              fullName: created.fullName,
              username: created.username,
              password,
              signInUrl: links.signIn,
            }),
          ),
        );
      }
      return toTutor(created);
    },

    /** The teacher with the given fields changed (those left out stay); 404 for an unknown teacher. */
    async update(id: number, body: UpdateTutorBody) {
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as UpdateTutorBody;
      const updated =
        Object.keys(changes).length > 0
          ? await tutorsRepo.update(id, changes)
          : await tutorsRepo.findById(id);
      if (!updated) throw tutorNotFound();
      // A deactivated teacher is signed out everywhere at once.
      if (changes.isActive === false) await loginSessionsRepo.deleteAllForUser(updated.id);
      return toTutor(updated);
    },

    /**
     * A new temporary password for a teacher who has not chosen one yet, shown once: set
     * with the end of the teacher's login sessions in one transaction. 409 once the teacher has chosen one.
     */
    async renewTemporaryPassword(id: number) {
      const tutor = await tutorsRepo.findById(id);
      if (!tutor) throw tutorNotFound();
      const password = generatePassword();
      const renewed = await transaction(async (writes) => {
        const updated = await writes.users.setTemporaryPassword(tutor.id, await hashPassword(password));
        if (updated) await writes.loginSessions.deleteAllForUser(tutor.id);
        return updated;
      });
      if (!renewed) throw tutorAlreadyActivated();
      return { fullName: tutor.fullName, username: tutor.username, email: tutor.email, password };
    },
  };
}

export type TutorsService = ReturnType<typeof createTutorsService>;
