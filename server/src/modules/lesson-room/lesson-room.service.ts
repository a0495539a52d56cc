/**
 * The lesson room's tickets, state, leave and End Lesson (DECISIONS.md "The lesson room",
 * docs/decisions/053). A ticket is answered only after every check passed, in the order the decision
 * gives; nothing of a room (its address, tokens, people or chat) reaches anyone outside it.
 */
import {
  ROOM_MESSAGES,
  ROOM_STATE_WAIT_MS,
  type RoomRole,
  type RoomState,
  type RoomTicket,
  type RoomTicketBody,
} from "#shared/schemas/lesson-room.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import type { MediaServer } from "../media-server/media-server.port.ts";
import { scheduledSessionNotFound } from "../scheduled-sessions/scheduled-sessions.errors.ts";
import type { PortalSessionReads } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import { familyStudentLabel } from "../students/students.rules.ts";
import { roomErrors } from "./lesson-room.errors.ts";
import { roomHours } from "./lesson-room.rules.ts";
import {
  bestEffort,
  mediaRoomOf,
  onMediaServer,
  type RoomViewer,
  roomAccess,
  roomTokenOf,
} from "./room-access.ts";
import type { RoomChanges } from "./room-changes.ts";
import { ROOM_RECHECK_MS } from "./room-changes.ts";
import type { RoomParticipantRow, RoomStateRepository } from "./room-state.repository.ts";
import { roomStateFor } from "./room-view.ts";

/** Tokens outlive the room's close by this much: an expired token ends a live media-server session. */
const TOKEN_GRACE_MS = 5 * 60_000;
/** Seats on the media server beyond the children's: the host, an observer and a spare for a reconnect. */
const EXTRA_PUBLISHERS = 3;

type Child = { id: number; firstName: string | null };

export type LessonRoomDeps = {
  rooms: RoomStateRepository;
  /** The portal's session reads: the session a viewer may see (families), any session (tutors, admins). */
  sessions: Pick<PortalSessionReads, "findById" | "findVisibleTo">;
  /** One of the family's own children, or null (another family's child is as good as missing). */
  childOf: (familyId: number, studentId: number) => Promise<Child | null>;
  media: MediaServer;
  changes: Pick<RoomChanges, "watch">;
  /** Closes the room's presence and fills the register (the attendance service's; a no-op until given). */
  lessonEnded?: (sessionId: number, at: Date) => Promise<void>;
  /** How long a state call waits for a change (ROOM_STATE_WAIT_MS; shorter in tests). */
  stateWaitMs?: number;
  clock?: () => Date;
};

/** Who a viewer is in one session's room, decided by the checks before anything is written. */
type Entrant = { role: RoomRole; userId: number; studentId: number | null; displayName: string };

export function createLessonRoomService(deps: LessonRoomDeps) {
  const { rooms, sessions, media, changes } = deps;
  const clock = deps.clock ?? (() => new Date());
  const waitMs = deps.stateWaitMs ?? ROOM_STATE_WAIT_MS;
  const access = roomAccess(rooms, media);

  /** The session, if the viewer may see it: tutors and admins read any (another tutor is refused by role). */
  async function visibleSession(viewer: RoomViewer, sessionId: number) {
    const role = viewer.role;
    const session =
      role === "admin" || role === "tutor"
        ? await sessions.findById(sessionId)
        : role === "parent"
          ? await sessions.findVisibleTo({ role, id: viewer.id }, sessionId)
          : null;
    if (!session) throw scheduledSessionNotFound();
    return session;
  }

  /** Which child a family brings: its own, entitled to this session's room (booked, or the one-to-one's). */
  async function familyChild(viewer: RoomViewer, session: PortalSession, studentId: number | undefined) {
    const entitled = await rooms.entitledChildren(session.id, viewer.id);
    if (studentId !== undefined) {
      const child = await deps.childOf(viewer.id, studentId);
      if (!child) throw roomErrors.childNotFound();
      if (!entitled.some((row) => row.id === studentId)) throw roomErrors.notBooked();
      return child;
    }
    if (entitled.length === 0) throw roomErrors.notBooked();
    if (entitled.length > 1) throw roomErrors.chooseChild();
    return entitled[0]!;
  }

  async function entrantOf(
    viewer: RoomViewer & { fullName: string },
    session: PortalSession,
    body: RoomTicketBody,
  ) {
    if (viewer.role === "tutor") {
      if (session.tutorId !== viewer.id) throw roomErrors.otherTutor();
      return { role: "host", userId: viewer.id, studentId: null, displayName: viewer.fullName } as Entrant;
    }
    if (viewer.role === "admin") {
      return {
        role: "observer",
        userId: viewer.id,
        studentId: null,
        displayName: ROOM_MESSAGES.observer,
      } as Entrant;
    }
    const child = await familyChild(viewer, session, body.studentId);
    return {
      role: "participant",
      userId: viewer.id,
      studentId: child.id,
      displayName: familyStudentLabel(child),
    } as Entrant;
  }

  /**
   * The person's participant row: made on first entry (a child waits); a child the host admitted earlier,
   * or anyone who left, is let straight back in — a waiting child stays waiting.
   */
  async function participantFor(sessionId: number, entrant: Entrant, now: Date) {
    const found = await rooms.findParticipant(sessionId, entrant);
    if (!found) {
      const made = await rooms.enter({
        sessionId,
        ...entrant,
        state: entrant.role === "participant" ? "waiting" : "admitted",
      });
      await rooms.touch(sessionId);
      return made;
    }
    if (found.state === "left") {
      const back = entrant.role !== "participant" || found.admittedAt !== null;
      await rooms.setState(found.id, back ? "admitted" : "waiting", now);
      await rooms.touch(sessionId);
      return { ...found, state: back ? "admitted" : "waiting" } as RoomParticipantRow;
    }
    return found;
  }

  return {
    /** `POST /api/scheduled-sessions/{id}/room`: the checks in the decision's order, then the ticket. */
    async ticket(
      viewer: RoomViewer & { fullName: string },
      sessionId: number,
      body: RoomTicketBody,
    ): Promise<RoomTicket> {
      const session = await visibleSession(viewer, sessionId);
      if (session.status === "cancelled") throw roomErrors.cancelled();
      const entrant = await entrantOf(viewer, session, body);
      const before = await rooms.findParticipant(sessionId, entrant);
      if (before?.state === "removed") throw roomErrors.removed();
      const now = clock();
      const { opensAt, closesAt } = roomHours(session);
      if (now < opensAt) throw roomErrors.notOpenYet();
      const ended = (await rooms.findLesson(sessionId))?.endedAt;
      if (now >= closesAt || ended) throw roomErrors.ended();
      if (!media.available) throw roomErrors.unavailable();

      const lesson = await rooms.openLesson(sessionId);
      const seats = session.studentId === null ? session.capacity : 1;
      await onMediaServer(
        media.ensureRoom({
          ...mediaRoomOf(lesson),
          publishers: seats + EXTRA_PUBLISHERS,
          description: `Lesson ${sessionId}`,
        }),
      );
      const me = await participantFor(sessionId, entrant, now);
      const expiresAt = new Date(closesAt.getTime() + TOKEN_GRACE_MS);
      const ticket = await rooms.issueTicket(me.id, expiresAt);
      const admitted = me.state === "admitted";
      const roomToken = admitted ? roomTokenOf(media, lesson, ticket) : null;
      if (roomToken) await onMediaServer(media.allowToken(mediaRoomOf(lesson), roomToken));
      return {
        sessionId,
        participantId: me.id,
        mediaServerUrl: media.browserUrl,
        room: lesson.janusRoomId,
        token: media.sessionToken(ticket.id, expiresAt),
        roomToken,
        feedId: me.feedId,
        displayName: me.displayName,
        role: me.role,
        status: admitted ? "admitted" : "waiting",
        expiresAt: expiresAt.toISOString(),
        iceServers: media.iceServersFor(ticket.id, expiresAt),
      };
    },

    /**
     * `GET …/room/state?since=`: at once when the room's version is above `since` (or none is given),
     * otherwise at its next change or after the wait. The watch starts before the version is read, so a
     * change between the two is never missed; a missed notice costs at most ROOM_RECHECK_MS.
     */
    async state(viewer: RoomViewer, sessionId: number, since?: number): Promise<RoomState> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const left = deadline - Date.now();
        const watch = changes.watch(sessionId, Math.min(Math.max(left, 0), ROOM_RECHECK_MS));
        let waits = false;
        try {
          const { lesson, me } = await access.inRoom(viewer, sessionId);
          if (since === undefined || lesson.version > since || left <= 0) {
            const [participants, chat, ticket] = await Promise.all([
              rooms.participants(sessionId),
              me.state === "admitted" ? rooms.chat(sessionId) : [],
              rooms.latestTicketOf(me.id),
            ]);
            const roomToken = ticket && !lesson.endedAt ? roomTokenOf(media, lesson, ticket) : null;
            const viewerIsAdmin = viewer.role === "admin";
            return roomStateFor({ lesson, me, viewerIsAdmin, participants, chat, roomToken });
          }
          waits = true;
        } finally {
          if (!waits) watch.cancel();
        }
        await watch.changed;
      }
    },

    /** `POST …/room/leave`: out of the room (its room tokens off the list); a ticket lets it back in. */
    async leave(viewer: RoomViewer, sessionId: number) {
      const { lesson, me } = await access.inRoom(viewer, sessionId);
      if (me.state === "removed" || me.state === "left" || lesson.endedAt) return;
      const now = clock();
      await rooms.setState(me.id, "left", now);
      await rooms.touch(sessionId);
      await access.disallowAll(lesson, me.id, now);
    },

    /**
     * `POST …/room/end` (the host), and the sweeper once the room's hours passed (`by` null): ends the
     * lesson once, closes the room on the media server and hands over to attendance (`lessonEnded`).
     */
    async end(viewer: RoomViewer | null, sessionId: number) {
      const lesson = viewer
        ? (await access.host(viewer, sessionId)).lesson
        : await rooms.findLesson(sessionId);
      if (!lesson) return;
      const now = clock();
      const ended = await rooms.endLesson(sessionId, viewer?.id ?? null, now);
      if (!ended) {
        if (viewer) throw roomErrors.ended();
        return;
      }
      await rooms.touch(sessionId);
      // The room goes even if the media server is briefly away: its tokens expire with the room's hours.
      await bestEffort(media.destroyRoom(mediaRoomOf(lesson)));
      await deps.lessonEnded?.(sessionId, now);
    },
  };
}

export type LessonRoomService = ReturnType<typeof createLessonRoomService>;
