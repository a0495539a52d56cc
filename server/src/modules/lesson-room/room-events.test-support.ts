/**
 * The media server's events as its event handler posts them (Janus sampleevh, grouping on: a JSON array),
 * for the room's route tests: each built at a chosen time, with the tokens a ticket carried.
 */
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import type { TestContext } from "../../test/test-app.ts";

/** The fake media server's event credentials (server/src/test/fake-media-server.ts). */
export const EVENTS_AUTHORIZATION = `Basic ${Buffer.from("janus:fake-events").toString("base64")}`;

const micros = (at: Date) => at.getTime() * 1000;
const VIDEOROOM = "janus.plugin.videoroom";

export const janus = {
  attached: (janusSessionId: number, coreToken: string, at: Date) => ({
    emitter: "test-janus",
    type: 2,
    timestamp: micros(at),
    session_id: janusSessionId,
    handle_id: janusSessionId + 1,
    event: { name: "attached", plugin: VIDEOROOM, opaque_id: "room", token: coreToken },
  }),
  joined: (
    janusSessionId: number,
    room: number,
    feedId: number,
    roomToken: string | null,
    at: Date,
    display = "Someone",
  ) => ({
    emitter: "test-janus",
    type: 64,
    timestamp: micros(at),
    session_id: janusSessionId,
    handle_id: janusSessionId + 1,
    event: {
      plugin: VIDEOROOM,
      data: {
        event: "joined",
        room,
        id: feedId,
        private_id: 17,
        display,
        ...(roomToken === null ? {} : { token: roomToken }),
      },
    },
  }),
  leaving: (room: number, feedId: number, at: Date, event: "leaving" | "kicked" = "leaving") => ({
    emitter: "test-janus",
    type: 64,
    timestamp: micros(at),
    event: { plugin: VIDEOROOM, data: { event, room, id: feedId } },
  }),
  destroyed: (janusSessionId: number, at: Date) => ({
    emitter: "test-janus",
    type: 1,
    timestamp: micros(at),
    session_id: janusSessionId,
    event: { name: "destroyed" },
  }),
  started: (at: Date) => ({
    emitter: "test-janus",
    type: 256,
    subtype: 1,
    timestamp: micros(at),
    event: { status: "started", info: { janus: "server_info" } },
  }),
};

/** Posts events as the media server does (with its credentials unless others are given). */
export function postEvents(
  t: TestContext,
  events: unknown,
  authorization: string | null = EVENTS_AUTHORIZATION,
) {
  return t.app.inject({
    method: "POST",
    url: "/api/media-server/events",
    headers: authorization === null ? {} : { authorization },
    payload: events as object,
  });
}

/** The uid a ticket's core token carries (its `room_tickets` id). */
export const ticketUid = (ticket: RoomTicket) => /uid=([^:,]+):/.exec(ticket.token)![1]!;

/** A ticket's room token, as the app signs it when the person is let in (also for a waiting child's ticket). */
export const roomTokenOf = (
  media: { roomToken: (room: number, uid: string, expiresAt: Date) => string },
  ticket: RoomTicket,
) => media.roomToken(ticket.room, ticketUid(ticket), new Date(ticket.expiresAt));
