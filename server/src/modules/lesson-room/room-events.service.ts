/**
 * What the media server's events change in the lesson room (docs/decisions/053 "Attendance from the
 * room"): a person's stays, `connected`, tickets claimed, and the media server's own checks kept (a join
 * the app cannot place, or by someone not let in, is kicked; a room token is used once). Every event is
 * tied to a person by the ticket uid signed into its token (janus-events.ts), never by what the browser
 * says. Handling an event twice changes nothing more, as the media server posts again after a failure.
 */
import type { FastifyBaseLogger } from "fastify";
import type { MediaEvent, MediaRoom, MediaServer } from "../media-server/media-server.port.ts";
import type { RoomPresenceRepository } from "./room-presence.repository.ts";

/** What the events service uses, each named (decision 052). */
export type RoomEventsServiceDeps = {
  presenceRepo: RoomPresenceRepository;
  /** Bumps the room's version and wakes its state calls on every server (room-state.repository.ts). */
  touch: (sessionId: number) => Promise<void>;
  media: Pick<MediaServer, "kick" | "disallowToken" | "destroySession" | "roomToken" | "participantsOf">;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
};

type Joined = Extract<MediaEvent, { kind: "joined" }>;
type Attached = Extract<MediaEvent, { kind: "attached" }>;

export function createRoomEventsService({ presenceRepo, touch, media, log }: RoomEventsServiceDeps) {
  /**
   * A media-server call made because of an event: a failure is logged, not thrown, so the events after it
   * are still handled (the media server would post the whole batch again, to the same failure).
   */
  async function ask(what: string, call: () => Promise<void>) {
    try {
      await call();
    } catch (error) {
      log.warn({ err: error }, `lesson room: the media server could not ${what}`);
    }
  }

  async function touchAll(sessionIds: number[]) {
    for (const sessionId of sessionIds) await touch(sessionId);
  }

  /**
   * A media-server session opened with a ticket's core token: the first session to present the ticket
   * claims it; a second one (a reused ticket), or one whose person was removed or whose lesson ended, is
   * ended by the media server.
   */
  async function attached(event: Attached) {
    const found = await presenceRepo.findTicket(event.ticketUid);
    const refused =
      !found || found.participant.state === "removed" || found.lesson.endedAt !== null
        ? true
        : (await presenceRepo.claimTicket(event.ticketUid, event.janusSessionId, event.at)) !==
          event.janusSessionId;
    if (refused) {
      log.info(
        { janusSessionId: event.janusSessionId },
        "lesson room: a reused or refused ticket's session ended",
      );
      await ask("end a session", () => media.destroySession(event.janusSessionId));
    }
  }

  /**
   * A publisher joined a room. It enters when its room token names a ticket of this room's lesson whose
   * person is let in (the host, an observer, an admitted child), on that person's feed id, and (when the
   * ticket was claimed) from the session that claimed it; anything else is kicked.
   */
  async function joined(event: Joined) {
    const lesson = await presenceRepo.findLessonByRoom(event.room);
    if (!lesson) return; // Not one of this app's lessons: nothing of ours to keep or enforce.
    const room: MediaRoom = { room: lesson.janusRoomId, secret: lesson.roomSecret };
    const found = event.ticketUid === null ? null : await presenceRepo.findTicket(event.ticketUid);
    const claimedBy = found?.ticket.janusSessionId ?? null;
    const letIn =
      found !== null &&
      found.lesson.sessionId === lesson.sessionId &&
      lesson.endedAt === null &&
      found.participant.state !== "waiting" &&
      found.participant.state !== "removed" &&
      found.participant.feedId === event.feedId &&
      (claimedBy === null || event.janusSessionId === null || claimedBy === event.janusSessionId);
    if (!found || !letIn) {
      log.info({ room: event.room, feedId: event.feedId }, "lesson room: a join not let in was kicked");
      await ask("kick a publisher", () => media.kick(room, event.feedId));
      return;
    }
    if (claimedBy === null && event.janusSessionId !== null) {
      await presenceRepo.claimTicket(found.ticket.id, event.janusSessionId, event.at);
    }
    const opened = await presenceRepo.enter(found.participant.id, event.janusSessionId, event.at);
    // The room token is used once: off the room's allowed list as soon as it joined (a new ticket, a new token).
    const token = media.roomToken(lesson.janusRoomId, found.ticket.id, found.ticket.expiresAt);
    await ask("take a used room token off the allowed list", () => media.disallowToken(room, token));
    if (opened) await touch(lesson.sessionId);
  }

  async function handleOne(event: MediaEvent) {
    switch (event.kind) {
      case "attached":
        return attached(event);
      case "joined":
        return joined(event);
      case "left":
        return touchAll(await presenceRepo.closeByFeed(event.room, event.feedId, event.at, event.how));
      case "session-gone":
        return touchAll(await presenceRepo.closeBySession(event.janusSessionId, event.at));
      case "restarted":
        return touchAll(await presenceRepo.closeAll(event.at));
    }
  }

  return {
    /**
     * Checks each open stay against the media server's own list of the room's participants: a person the
     * media server no longer has (its "left" event was lost) leaves as dropped, at `at`. A room the media
     * server does not have is left alone (its restart closes every stay), and one it cannot answer for is
     * asked again on the next pass. Answers how many stays were closed.
     */
    async reconcile(at: Date): Promise<number> {
      const byRoom = new Map<number, { sessionId: number; room: MediaRoom; feeds: number[] }>();
      for (const stay of await presenceRepo.openStays()) {
        if (stay.enteredAt > at) continue;
        const entry = byRoom.get(stay.janusRoomId) ?? {
          sessionId: stay.sessionId,
          room: { room: stay.janusRoomId, secret: stay.roomSecret },
          feeds: [],
        };
        entry.feeds.push(stay.feedId);
        byRoom.set(stay.janusRoomId, entry);
      }
      let closed = 0;
      for (const { room, feeds } of byRoom.values()) {
        let present: number[] | null;
        try {
          present = await media.participantsOf(room);
        } catch (error) {
          log.warn({ err: error, room: room.room }, "lesson room: the media server could not list a room");
          continue;
        }
        if (present === null) continue;
        const here = new Set(present);
        for (const feedId of new Set(feeds)) {
          if (here.has(feedId)) continue;
          const sessions = await presenceRepo.closeByFeed(room.room, feedId, at, "dropped");
          closed += 1;
          await touchAll(sessions);
        }
      }
      if (closed > 0) log.info({ closed }, "lesson room: stays the media server no longer had were closed");
      return closed;
    },

    /** Handles one post's events in the order they happened. */
    async handle(events: MediaEvent[]) {
      for (const event of events) await handleOne(event);
    },
  };
}

export type RoomEventsService = ReturnType<typeof createRoomEventsService>;
