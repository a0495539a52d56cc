/**
 * What the media server's socket asks of the room (docs/decisions/060): whether an account may open a
 * media socket at all (it holds a ticket it can still use), which ticket a core token names (the account's
 * own, unexpired, its person not removed, its lesson not ended), and the file name of each recorded part
 * of the host's, kept before the media server is asked to write it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { GateTicket, TicketRefusal } from "../media-server/janus-gate.ts";
import type { MediaServer } from "../media-server/media-server.port.ts";
import type { RoomPresenceRepository } from "./room-presence.repository.ts";

export type RoomGateDeps = {
  presenceRepo: Pick<RoomPresenceRepository, "findTicket" | "hasLiveTicket">;
  media: Pick<MediaServer, "sessionToken" | "recordingFolder">;
  /** Keeps one recorded part of a lesson (room-recordings' own table). */
  keepPart: (part: {
    sessionId: number;
    fileName: string;
    janusSessionId: number;
    handleId: number;
  }) => Promise<void>;
  clock?: () => Date;
};

const digest = (text: string) => createHash("sha256").update(text).digest();

export function createRoomGateService({
  presenceRepo,
  media,
  keepPart,
  clock = () => new Date(),
}: RoomGateDeps) {
  const refused = (why: string): TicketRefusal => ({ refused: why });
  return {
    /** Whether the account may open a media socket now. */
    mayConnect: (accountId: number) => presenceRepo.hasLiveTicket(accountId, clock()),

    /**
     * The ticket a core token names (`uid`, read from the token by the media server's module), when the
     * token is the one the app signed for it and the ticket is `accountId`'s own and still usable.
     */
    async openTicket(accountId: number, uid: string, token: string): Promise<GateTicket | TicketRefusal> {
      const found = await presenceRepo.findTicket(uid);
      if (!found) return refused("This is not a ticket to a lesson room.");
      const expected = media.sessionToken(found.ticket.id, found.ticket.expiresAt);
      if (!timingSafeEqual(digest(expected), digest(token)))
        return refused("This is not a ticket to a lesson room.");
      if (found.participant.userId !== accountId) return refused("This ticket is another account's.");
      if (found.ticket.expiresAt <= clock()) return refused("This ticket has expired: enter the room again.");
      if (found.participant.state === "removed") return refused("You were removed from this lesson.");
      if (found.lesson.endedAt !== null) return refused("This lesson has ended.");
      const recorded = media.recordingFolder(found.lesson.janusRoomId) !== null;
      return {
        uid: found.ticket.id,
        role: found.participant.role,
        sessionId: found.lesson.sessionId,
        room: found.lesson.janusRoomId,
        feedId: found.participant.feedId,
        participantId: found.participant.id,
        recording:
          recorded && found.participant.role === "host" ? { roomSecret: found.lesson.roomSecret } : null,
      };
    },

    /**
     * The file name of a new recorded part of the host's: the media server's own naming
     * (`videoroom-<room>-user-<feed>-<µs>`), kept with the host's session and handle before it is used.
     */
    async recordPart(part: {
      ticket: GateTicket;
      janusSessionId: number;
      handleId: number;
    }): Promise<string> {
      const micros = clock().getTime() * 1000 + Math.floor(Math.random() * 1000);
      const fileName = `videoroom-${part.ticket.room}-user-${part.ticket.feedId}-${micros}`;
      await keepPart({
        sessionId: part.ticket.sessionId,
        fileName,
        janusSessionId: part.janusSessionId,
        handleId: part.handleId,
      });
      return fileName;
    },
  };
}

export type RoomGateService = ReturnType<typeof createRoomGateService>;
