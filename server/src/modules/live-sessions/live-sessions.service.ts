/**
 * The rules of the portals' live sessions [2§2.8], [2§7] (DECISIONS.md, access table): every signed-in
 * account reads the sessions meant for it; admins write any session and for any active teacher, a tutor
 * only their own.
 */
import type { adminLiveSessionBodySchema, liveSessionBodySchema } from "#shared/schemas/live-sessions.ts";
import type { z } from "#shared/zod.ts";
import { forbidden } from "../../errors.ts";
import type { SessionUser } from "../../http/session-user.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import type { TutorsRepository } from "../tutors/tutors.repository.ts";
import { liveSessionNotFound } from "./live-sessions.errors.ts";
import type {
  LiveSessionListFilter,
  LiveSessionOwner,
  LiveSessionsRepository,
} from "./live-sessions.repository.ts";

type LiveSessionBody = z.output<typeof liveSessionBodySchema>;
type AdminLiveSessionBody = z.output<typeof adminLiveSessionBodySchema>;

/** What the live-sessions service uses, each named (decision 052). */
export type LiveSessionsServiceDeps = {
  liveSessionsRepo: LiveSessionsRepository;
  tutorsRepo: Pick<TutorsRepository, "findById">;
};

/** Whose sessions a viewer's writes touch: an admin's any, a tutor's their own. */
const ownerOf = (viewer: SessionUser): LiveSessionOwner =>
  viewer.role === "admin" ? "any" : { tutorId: viewer.id };

export function createLiveSessionsService({ liveSessionsRepo, tutorsRepo }: LiveSessionsServiceDeps) {
  /** A write that touched nothing: 404 when the session is missing, 403 when it is another tutor's. */
  async function refusal(id: number) {
    return (await liveSessionsRepo.exists(id)) ? forbidden() : liveSessionNotFound();
  }

  return {
    /** The sessions meant for the viewer (everyone's, a tutor's own, or a family's), as one page of JSON. */
    list(viewer: SessionUser, filter: LiveSessionListFilter) {
      if (viewer.role === "admin") return liveSessionsRepo.listAllFiltered(filter);
      if (viewer.role === "tutor") return liveSessionsRepo.listForTutor(viewer.id, filter);
      return liveSessionsRepo.listForFamily(viewer.id, filter);
    },

    /** Every session, most recently scheduled first, as JSON text: the admin's schedule tab. */
    listAll: () => liveSessionsRepo.list(),

    /** A new session of the viewer's own (a `tutorId` in the body is ignored). */
    create: (viewer: SessionUser, body: LiveSessionBody) =>
      liveSessionsRepo.create({ ...body, scheduledFor: new Date(body.scheduledFor), tutorId: viewer.id }),

    /** An admin's new session for a teacher, who must be an active one (else 400). */
    async createForTutor(body: AdminLiveSessionBody) {
      if (!(await tutorsRepo.findById(body.tutorId, { activeOnly: true }))) throw tutorInvalid();
      return liveSessionsRepo.create({ ...body, scheduledFor: new Date(body.scheduledFor) });
    },

    /** The updated session; 404 when missing, 403 when another tutor's. */
    async update(viewer: SessionUser, id: number, body: LiveSessionBody) {
      const updated = await liveSessionsRepo.update(id, ownerOf(viewer), {
        ...body,
        scheduledFor: new Date(body.scheduledFor),
      });
      if (!updated) throw await refusal(id);
      return updated;
    },

    /** Deletes the session; 404 when missing, 403 when another tutor's. */
    async delete(viewer: SessionUser, id: number) {
      if (!(await liveSessionsRepo.delete(id, ownerOf(viewer)))) throw await refusal(id);
    },
  };
}

export type LiveSessionsService = ReturnType<typeof createLiveSessionsService>;
