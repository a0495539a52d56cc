/**
 * Attendance from the lesson room (DECISIONS.md "The lesson room", docs/decisions/053): per
 * child on the session's roster, its first entry, last exit and minutes present; and, when the lesson
 * ends, the register filled in for every child not yet marked (present when in the room for at least half
 * of the session's duration, in total). The tutor's own marks, earlier or later, always win.
 */
import type { RoomAttendance } from "#shared/schemas/lesson-room.ts";
import type { SessionUser } from "../../http/session-user.ts";
import type { BookingsRepository } from "../bookings/bookings.repository.ts";
import type { BookingsService } from "../bookings/bookings.service.ts";
import { scheduledSessionNotFound } from "../scheduled-sessions/scheduled-sessions.errors.ts";
import type { PortalSessionReads } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import {
  firstAndLast,
  minutesPresent,
  type PresenceInterval,
  presentForRegister,
  presentMs,
} from "./lesson-room.rules.ts";
import type { RoomPresenceRepository } from "./room-presence.repository.ts";

/** What the attendance service uses, each named (decision 052). */
export type RoomAttendanceServiceDeps = {
  presenceRepo: RoomPresenceRepository;
  sessionsRepo: Pick<PortalSessionReads, "findById">;
  /** The register's roster behind its access rule (the session's tutor, admins): the same decision as the register's. */
  registerRoster: BookingsService["roster"];
  bookingsRepo: Pick<BookingsRepository, "roster" | "markUnmarked">;
  /** Bumps the room's version and wakes its state calls on every server (room-state.repository.ts). */
  touch: (sessionId: number) => Promise<void>;
  clock?: () => Date;
};

export function createRoomAttendanceService({
  presenceRepo,
  sessionsRepo,
  registerRoster,
  bookingsRepo,
  touch,
  clock = () => new Date(),
}: RoomAttendanceServiceDeps) {
  /** The children's stays in the lesson's room, by child. */
  async function staysByChild(sessionId: number) {
    const byChild = new Map<number, PresenceInterval[]>();
    for (const { studentId, ...stay } of await presenceRepo.childStays(sessionId)) {
      byChild.set(studentId, [...(byChild.get(studentId) ?? []), stay]);
    }
    return byChild;
  }

  return {
    /** Per child on the roster: first entry, last exit, minutes present (a child never in: nulls and 0). */
    async attendance(viewer: SessionUser, sessionId: number): Promise<RoomAttendance> {
      const roster = await registerRoster(viewer, sessionId);
      const session = await sessionsRepo.findById(sessionId);
      if (!session) throw scheduledSessionNotFound();
      const lesson = await presenceRepo.lessonOf(sessionId);
      const until = lesson?.endedAt ?? clock();
      const stays = await staysByChild(sessionId);
      return {
        attendance: roster.map((child) => {
          const mine = stays.get(child.studentId) ?? [];
          const { firstEntry, lastExit } = firstAndLast(mine);
          return {
            studentId: child.studentId,
            studentLabel: child.studentLabel,
            firstEntry: firstEntry?.toISOString() ?? null,
            lastExit: lastExit?.toISOString() ?? null,
            minutesPresent: minutesPresent(presentMs(mine, session, until)),
          };
        }),
      };
    },

    /**
     * The lesson ended at `at` (End Lesson, or its room's hours passed): its open stays close as ended, and
     * every child on the roster not yet marked is marked from its time in the room. Running it again
     * changes nothing (stays are closed, marks are kept).
     */
    async lessonEnded(sessionId: number, at: Date) {
      await presenceRepo.closeLesson(sessionId, at);
      const session = await sessionsRepo.findById(sessionId);
      if (session) {
        const stays = await staysByChild(sessionId);
        const unmarked = (await bookingsRepo.roster(session)).filter((child) => child.present === null);
        await bookingsRepo.markUnmarked(
          sessionId,
          unmarked.map((child) => ({
            studentId: child.studentId,
            companyId: child.companyId,
            present: presentForRegister(presentMs(stays.get(child.studentId) ?? [], session, at), session),
          })),
          at,
        );
        await presenceRepo.registerFilled(sessionId, at);
      }
      await touch(sessionId);
    },
  };
}

export type RoomAttendanceService = ReturnType<typeof createRoomAttendanceService>;
