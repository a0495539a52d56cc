/**
 * Janus's event handler (sampleevh, `grouping = true`) POSTs a JSON array of events; this turns one body
 * into the few things the app acts on (`MediaEvent`, docs/decisions/053 "Attendance from the room").
 * Identity comes only from the tokens the app signed (the media server checked their signatures before
 * letting them in): the core token of an `attached` event, and the room token Janus puts in a publisher's
 * `joined` event when the room has an allowed list. `display` and `opaque_id` are the browser's words and
 * are never read. Anything unknown or malformed is left out: a body the app cannot read answers no events,
 * never a throw, so the media server's retries are not spent on it.
 */
import type { MediaEvent } from "./media-server.port.ts";

/** Janus's event types (janus/events.h) the app reads. */
const SESSION = 1;
const HANDLE = 2;
const PLUGIN = 64;
const CORE = 256;

const VIDEOROOM = "janus.plugin.videoroom";

/** A ticket's uid as the app writes it: letters, digits and `-_.~`, never a `,` or `:` of the token's format. */
const UID = /^[A-Za-z0-9._~-]{1,200}$/;
/** `<expiry>,<descriptor>,…:<signature>`, the signed-token format (janus/auth.c); the signature is base64. */
const SIGNED_TOKEN = /^(\d{1,20}),([^:]+):[A-Za-z0-9+/]+={0,2}$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const idOf = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * The `uid` of a signed token of the expected shape: the core token (`janus,janus.plugin.videoroom,uid=…`)
 * or the room token of one room (`janus.plugin.videoroom,room=<room>,uid=…`). Anything else is null.
 */
export function tokenUid(token: unknown, expect: { kind: "core" } | { kind: "room"; room: number }) {
  if (typeof token !== "string" || token.length > 1000) return null;
  const match = SIGNED_TOKEN.exec(token);
  if (!match) return null;
  const descriptors = match[2]!.split(",");
  const wanted =
    expect.kind === "core" ? ["janus", VIDEOROOM, "uid="] : [VIDEOROOM, `room=${expect.room}`, "uid="];
  if (descriptors.length !== wanted.length) return null;
  for (const [index, descriptor] of wanted.slice(0, -1).entries()) {
    if (descriptors[index] !== descriptor) return null;
  }
  const last = descriptors.at(-1)!;
  if (!last.startsWith("uid=")) return null;
  const uid = last.slice("uid=".length);
  return UID.test(uid) ? uid : null;
}

/**
 * When the event happened: Janus's `timestamp` is microseconds since the epoch (real time); one missing or
 * out of reason (before 2020, or over a day ahead of the app's clock) takes the time it was received.
 */
function timeOf(event: Json, receivedAt: Date) {
  const micros = event.timestamp;
  if (typeof micros !== "number" || !Number.isFinite(micros)) return receivedAt;
  const ms = Math.floor(micros / 1000);
  if (ms < Date.UTC(2020, 0, 1) || ms > receivedAt.getTime() + 86_400_000) return receivedAt;
  return new Date(ms);
}

/** One Janus event as the app reads it, or null for the many it has no use for. */
function readEvent(event: unknown, receivedAt: Date): MediaEvent | null {
  if (!isObject(event) || !isObject(event.event)) return null;
  const at = timeOf(event, receivedAt);
  const body = event.event;
  const janusSessionId = idOf(event.session_id);
  switch (event.type) {
    case CORE:
      return body.status === "started" ? { kind: "restarted", at } : null;
    case SESSION:
      return janusSessionId !== null && (body.name === "destroyed" || body.name === "timeout")
        ? { kind: "session-gone", janusSessionId, at }
        : null;
    case HANDLE: {
      if (body.name !== "attached" || body.plugin !== VIDEOROOM || janusSessionId === null) return null;
      const ticketUid = tokenUid(body.token, { kind: "core" });
      return ticketUid === null ? null : { kind: "attached", janusSessionId, ticketUid, at };
    }
    case PLUGIN: {
      if (body.plugin !== VIDEOROOM || !isObject(body.data)) return null;
      const data = body.data;
      const room = idOf(data.room);
      const feedId = idOf(data.id);
      if (room === null || feedId === null) return null;
      if (data.event === "joined") {
        // A token that is not this room's reads as none: the events service kicks a join it cannot place.
        const ticketUid = tokenUid(data.token, { kind: "room", room });
        return { kind: "joined", janusSessionId, room, feedId, ticketUid, at };
      }
      if (data.event === "leaving") return { kind: "left", room, feedId, how: "left", at };
      if (data.event === "kicked") return { kind: "left", room, feedId, how: "removed", at };
      // `unpublished` is left out on purpose: it says a publisher stopped sending media, not that it left
      // the room (a clean exit sends `leaving` right after it, a lost session `destroyed`/`timeout`).
      return null;
    }
    default:
      return null;
  }
}

/**
 * The events of one POST body: a JSON array when the handler groups them, or a single event. Order is kept
 * (Janus sends them in the order they happened).
 */
export function parseJanusEvents(body: unknown, receivedAt: Date): MediaEvent[] {
  const events = Array.isArray(body) ? body : [body];
  const read: MediaEvent[] = [];
  for (const event of events) {
    const one = readEvent(event, receivedAt);
    if (one) read.push(one);
  }
  return read;
}
