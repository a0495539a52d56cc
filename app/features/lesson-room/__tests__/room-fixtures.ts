import { vi } from "vitest";
import { stubApi } from "#app/test/render.tsx";
import type { RoomChatMessage, RoomParticipant, RoomState, RoomTicket } from "#shared/schemas/lesson-room.ts";

export const SESSION_ID = 31;
export const ROOM = `/api/scheduled-sessions/${SESSION_ID}/room`;

export const person = (
  values: Partial<RoomParticipant> & Pick<RoomParticipant, "id" | "displayName">,
): RoomParticipant => ({
  role: "participant",
  state: "admitted",
  feedId: null,
  connected: true,
  handRaisedAt: null,
  microphoneOn: false,
  cameraOn: false,
  micOffByHost: false,
  cameraOffByHost: false,
  ...values,
});

export const tutor = person({
  id: 1,
  displayName: "Grace Hopper",
  role: "host",
  feedId: 501,
  microphoneOn: true,
  cameraOn: true,
});
export const ada = person({ id: 2, displayName: "Ada", feedId: 502 });
export const alan = person({ id: 3, displayName: "Alan", state: "waiting", connected: false });
export const observer = person({ id: 4, displayName: "Observer", role: "observer", feedId: 504 });

export const chatMessage = (
  values: Partial<RoomChatMessage> & Pick<RoomChatMessage, "id">,
): RoomChatMessage => ({
  participantId: ada.id,
  displayName: ada.displayName,
  role: "participant",
  body: "Hello",
  hidden: false,
  sentAt: "2026-11-27T14:00:00.000Z",
  ...values,
});

export const ticketFor = (me: RoomParticipant, values: Partial<RoomTicket> = {}): RoomTicket => ({
  sessionId: SESSION_ID,
  participantId: me.id,
  mediaServerUrl: "/api/media-server/ws",
  room: 77_001,
  token: "core-token",
  roomToken: me.state === "admitted" ? "room-token" : null,
  feedId: 600 + me.id,
  displayName: me.displayName,
  role: me.role,
  status: me.state === "admitted" ? "admitted" : "waiting",
  expiresAt: "2026-11-27T16:00:00.000Z",
  iceServers: [],
  ...values,
});

export const stateFor = (me: RoomParticipant, values: Partial<RoomState> = {}): RoomState => ({
  version: 1,
  status: me.state === "admitted" ? "admitted" : me.state === "removed" ? "removed" : "waiting",
  me,
  roomToken: me.state === "admitted" ? "room-token" : null,
  participants: me.state !== "admitted" ? [] : me.id === tutor.id ? [me] : [tutor, me],
  hands: [],
  chat: [],
  ...values,
});

/**
 * A room server for the component tests: the ticket and the state are what `room` holds now (a test
 * changes it as the other people would), other calls answer 204 unless `answers` says otherwise.
 */
export function stubRoomServer(
  room: { ticket: RoomTicket | { status: number; body: unknown }; state: RoomState },
  answers: Record<string, { status: number; body?: unknown }> = {},
) {
  return stubApi((call) => {
    const path = call.url.split("?")[0] ?? "";
    const key = `${call.method} ${path}`;
    if (answers[key]) return answers[key];
    if (key === `POST ${ROOM}`) return "sessionId" in room.ticket ? { body: room.ticket } : room.ticket;
    if (key === `GET ${ROOM}/state`) return { body: room.state };
    if (key === `POST ${ROOM}/chat`)
      return {
        status: 201,
        body: chatMessage({ id: 99, body: (call.body as { text: string }).text }),
      };
    // The room's changes answer 204; a stubbed Response cannot carry a body with that status.
    return { status: 200, body: null };
  });
}

/** The fake media connection the component tests get instead of janus.js (lib/janus-client.ts is mocked). */
export function fakeConnection() {
  return { join: vi.fn(async () => {}), setMedia: vi.fn(async () => {}), close: vi.fn() };
}
