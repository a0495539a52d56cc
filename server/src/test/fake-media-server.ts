/**
 * A recording stand-in for the media server (the `MediaServer` port), for route tests only: it keeps
 * every room call it gets, in order, holds each room's allowed list as Janus would, and signs tokens the
 * way the real one does with a test secret. The media server's own behaviour is tested against the real
 * Janus in a network namespace (docs/decisions/053).
 */
import path from "node:path";
import type { MediaServerStatus } from "#shared/schemas/lesson-room.ts";
import { janusRoomToken, janusSessionToken } from "../modules/media-server/janus-tokens.ts";
import type { MediaRoom, MediaServer } from "../modules/media-server/media-server.port.ts";

export const FAKE_MEDIA_SECRET = "fake-media-server-test-secret";

export type FakeMediaCall =
  | { call: "ensureRoom"; room: number; publishers: number; description: string }
  | { call: "destroyRoom"; room: number }
  | { call: "allowToken"; room: number; token: string }
  | { call: "disallowToken"; room: number; token: string }
  | { call: "kick"; room: number; feedId: number }
  | { call: "moderate"; room: number; feedId: number; audio?: boolean; video?: boolean }
  | { call: "destroySession"; janusSessionId: number };

export type FakeMediaServer = MediaServer & {
  calls: FakeMediaCall[];
  /** The room tokens on a room's allowed list now. */
  allowed(room: number): string[];
  /** Whether the room was created and not destroyed since. */
  hasRoom(room: number): boolean;
  /** Turns the media server off (`available` false) or on again. */
  setAvailable(available: boolean): void;
  /** The publishers the fake says are in a room (`participantsOf`); unset, it answers null (no such room). */
  setParticipants(room: number, feedIds: number[] | null): void;
  /** Makes every room call fail (a media server restarting), or work again. */
  setFailing(failing: boolean): void;
  clear(): void;
};

/**
 * `recordingsDir`: where the fake says rooms are recorded (`<dir>/<room>`), so the recording job's tests can
 * put real raw files (fixtures) there; without it rooms are not recorded.
 */
export function createFakeMediaServer(
  options: { browserUrl?: string; recordingsDir?: string } = {},
): FakeMediaServer {
  const calls: FakeMediaCall[] = [];
  const allowedLists = new Map<number, Set<string>>();
  const secrets = new Map<number, string>();
  const participants = new Map<number, number[]>();
  let available = true;
  let failing = false;
  const status = (): MediaServerStatus => ({
    available,
    mode: "external",
    reason: available ? null : "The fake media server is off.",
    howToEnable: null,
  });
  /** A call on a room the fake never created fails, as Janus answers "No such room". */
  const known = (room: MediaRoom) => {
    if (failing) throw new Error("The media server did not answer");
    if (secrets.get(room.room) !== room.secret) throw new Error(`No such room (${room.room})`);
    return allowedLists.get(room.room)!;
  };

  return {
    calls,
    get available() {
      return available;
    },
    status,
    browserUrl: options.browserUrl ?? "/api/media-server/ws",
    iceServersFor: () => [],
    async ensureRoom(room) {
      calls.push({
        call: "ensureRoom",
        room: room.room,
        publishers: room.publishers,
        description: room.description,
      });
      if (failing) throw new Error("The media server did not answer");
      if (!secrets.has(room.room)) {
        secrets.set(room.room, room.secret);
        allowedLists.set(room.room, new Set());
      }
    },
    recordingFolder: (room) =>
      options.recordingsDir ? path.join(options.recordingsDir, String(room)) : null,
    async destroyRoom(room) {
      calls.push({ call: "destroyRoom", room: room.room });
      known(room);
      secrets.delete(room.room);
      allowedLists.delete(room.room);
    },
    async allowToken(room, token) {
      calls.push({ call: "allowToken", room: room.room, token });
      known(room).add(token);
    },
    async disallowToken(room, token) {
      calls.push({ call: "disallowToken", room: room.room, token });
      known(room).delete(token);
    },
    async participantsOf(room) {
      if (failing) throw new Error("The media server did not answer");
      return participants.get(room.room) ?? null;
    },
    setParticipants(room, feedIds) {
      if (feedIds === null) participants.delete(room);
      else participants.set(room, feedIds);
    },
    async kick(room, feedId) {
      calls.push({ call: "kick", room: room.room, feedId });
      known(room);
    },
    async moderate(room, feedId, media) {
      calls.push({ call: "moderate", room: room.room, feedId, ...media });
      known(room);
    },
    async destroySession(janusSessionId) {
      calls.push({ call: "destroySession", janusSessionId });
    },
    sessionToken: (uid, expiresAt) => janusSessionToken(FAKE_MEDIA_SECRET, uid, expiresAt),
    roomToken: (room, uid, expiresAt) => janusRoomToken(FAKE_MEDIA_SECRET, room, uid, expiresAt),
    eventsAuthorised: (authorization) =>
      authorization === `Basic ${Buffer.from("janus:fake-events").toString("base64")}`,
    async start() {},
    async stop() {},
    onRestart() {},
    allowed: (room) => [...(allowedLists.get(room) ?? [])],
    hasRoom: (room) => secrets.has(room),
    setAvailable(value) {
      available = value;
    },
    setFailing(value) {
      failing = value;
    },
    clear() {
      calls.length = 0;
    },
  };
}
