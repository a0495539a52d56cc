/**
 * The field-by-field checks of what a page sends the media server (janus-gate.ts): which fields each Janus
 * request and each VideoRoom request may carry, the streams lists and the session descriptions. A check
 * that fails throws `Refused` with the sentence the page is answered with.
 */

/** The largest frame a page sends (an offer with three video qualities is about 12 KB). */
export const MAX_FRAME_BYTES = 128 * 1024;

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;
export const isShortText = (value: unknown, max = 200): value is string =>
  typeof value === "string" && value.length <= max;

export class Refused extends Error {}
export const refuse = (why: string): never => {
  throw new Refused(why);
};

/** Every key of `value` is one of `allowed`. */
export function onlyKeys(value: Json, allowed: readonly string[], what: string) {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) refuse(`${what} may not carry "${key}".`);
  }
}

/** The top-level fields each Janus request of a page may carry. */
export const CORE_FIELDS = {
  create: ["janus", "transaction", "token"],
  attach: ["janus", "transaction", "token", "session_id", "plugin", "opaque_id"],
  message: ["janus", "transaction", "token", "session_id", "handle_id", "body", "jsep"],
  trickle: ["janus", "transaction", "token", "session_id", "handle_id", "candidate", "candidates"],
  keepalive: ["janus", "transaction", "token", "session_id"],
  detach: ["janus", "transaction", "token", "session_id", "handle_id"],
  hangup: ["janus", "transaction", "token", "session_id", "handle_id"],
  destroy: ["janus", "transaction", "token", "session_id"],
} as const;
export type CoreRequest = keyof typeof CORE_FIELDS;

export const PUBLISHER_JOIN = ["request", "ptype", "room", "id", "display", "token"];
export const SUBSCRIBER_JOIN = [
  "request",
  "ptype",
  "room",
  "private_id",
  "token",
  "streams",
  "use_msid",
  "autoupdate",
];
export const PUBLISH = ["request", "audio", "video", "descriptions", "bitrate", "keyframe", "streams"];
export const SUBSCRIBER_CONFIGURE = ["request", "streams", "restart"];
export const SUBSCRIBER_STREAM = [
  "mid",
  "send",
  "substream",
  "temporal",
  "fallback",
  "min_delay",
  "max_delay",
];
export const PUBLISHER_STREAM = ["mid", "send", "keyframe", "min_delay", "max_delay"];

/** A list of streams of the fields given, each field a number, boolean or short text. */
export function checkStreams(value: unknown, fields: readonly string[], what: string) {
  if (!Array.isArray(value) || value.length > 64) refuse(`${what} must be a list of at most 64 streams.`);
  for (const stream of value as unknown[]) {
    if (!isObject(stream)) return refuse(`${what} must hold objects.`);
    onlyKeys(stream, fields, `A stream of ${what}`);
    for (const [key, item] of Object.entries(stream)) {
      if (key === "feed" || key === "sub_mid" || key === "mid") {
        if (key === "feed" ? !isId(item) : !isShortText(item, 16))
          refuse(`A stream's "${key}" is not valid.`);
      } else if (!(typeof item === "boolean" || (typeof item === "number" && Number.isFinite(item))))
        refuse(`A stream's "${key}" must be a number or true/false.`);
    }
  }
}

/** An SDP a page sends: a WebRTC offer or answer with audio and video only (no data channel is open). */
export function checkJsep(jsep: unknown, expected: "offer" | "answer") {
  if (!isObject(jsep)) return refuse("The session description is not valid.");
  onlyKeys(jsep, ["type", "sdp", "trickle"], "A session description");
  if (jsep.type !== expected) refuse(`Only an ${expected} is expected here.`);
  if (typeof jsep.sdp !== "string" || jsep.sdp.length > MAX_FRAME_BYTES) refuse("The SDP is not valid.");
  if (jsep.trickle !== undefined && typeof jsep.trickle !== "boolean")
    refuse("trickle must be true or false.");
  for (const line of (jsep.sdp as string).split(/\r?\n/)) {
    const media = /^m=(\S+)\s+(\d+)/.exec(line);
    if (!media) continue;
    const [, kind, port] = media;
    if (kind === "audio" || kind === "video") continue;
    // A section refused by its port 0 is how an answer declines what was offered.
    if (port !== "0") refuse("Only sound and video are sent in a lesson room.");
  }
}
