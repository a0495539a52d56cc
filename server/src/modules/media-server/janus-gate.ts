/**
 * What a browser may ask of the media server through the app's socket (DECISIONS.md "Safeguarding and
 * security", docs/decisions/060). Every frame a page sends is read and checked field by field against the
 * few requests the room's page makes; anything else is answered with an error here and never reaches Janus.
 * The socket's media-server session is opened only with the core token of a ticket of the signed-in
 * account; after that a participant publishes only as the feed its ticket names, subscribes only in its own
 * room, and no request may carry `filename`, `record`, `secret`, `admin_key`, forwarding, listing or data
 * channels. The host's publishes alone are recorded: the gate adds the recording fields itself, with a file
 * name the product chose and kept for the host's own session and handle.
 */

import {
  CORE_FIELDS,
  type CoreRequest,
  checkJsep,
  checkStreams,
  isId,
  isObject,
  isShortText,
  type Json,
  onlyKeys,
  PUBLISH,
  PUBLISHER_JOIN,
  PUBLISHER_STREAM,
  Refused,
  refuse,
  SUBSCRIBER_CONFIGURE,
  SUBSCRIBER_JOIN,
  SUBSCRIBER_STREAM,
} from "./janus-request-fields.ts";

/** One person's ticket as the socket's session was opened with it. */
export type GateTicket = {
  uid: string;
  role: "host" | "observer" | "participant";
  /** The lesson (scheduled session) the ticket is for. */
  sessionId: number;
  room: number;
  feedId: number;
  participantId: number;
  /** Present when this person's publishes are recorded (the host of a recorded room): the room's secret. */
  recording: { roomSecret: string } | null;
};

/** Why a socket's session cannot be opened with a token. */
export type TicketRefusal = { refused: string };

export type GateDeps = {
  /** The ticket a core token names, if it is the signed-in account's own and still usable. */
  openTicket: (token: string) => Promise<GateTicket | TicketRefusal>;
  /**
   * Keeps one recorded part of the host (before the request that starts it reaches the media server) and
   * answers the file name the media server is to write it under.
   */
  recordPart: (part: { ticket: GateTicket; janusSessionId: number; handleId: number }) => Promise<string>;
};

/** What to do with a browser's frame: pass the (possibly amended) text on, or answer the browser. */
export type GateOutcome = { forward: string } | { reply: string };

/** Handles one page needs: its publisher and its subscriber, and one spare while a handle is replaced. */
const MAX_HANDLES = 4;
const PLUGIN = "janus.plugin.videoroom";

export function createJanusGate(deps: GateDeps) {
  let ticket: GateTicket | null = null;
  let coreToken: string | null = null;
  let janusSessionId: number | null = null;
  let opening = false;
  /** This socket's handles and what each joined as (null until its join). */
  const handles = new Map<number, "publisher" | "subscriber" | null>();
  /** Requests whose answer carries an id the gate must learn (the session's, a handle's). */
  const awaiting = new Map<string, "create" | "attach">();
  let attaching = 0;

  function checkPublisherJoin(body: Json) {
    onlyKeys(body, PUBLISHER_JOIN, "A publisher's join");
    if (body.room !== ticket!.room) refuse("A page joins only its own lesson's room.");
    if (body.id !== ticket!.feedId) refuse("A page publishes only as the feed its ticket names.");
    if (body.display !== undefined && body.display !== String(ticket!.participantId))
      refuse("A page's display is its participant number.");
    if (!isShortText(body.token, 1000)) refuse("A join carries its room token.");
  }

  function checkSubscriberJoin(body: Json) {
    onlyKeys(body, SUBSCRIBER_JOIN, "A subscriber's join");
    if (body.room !== ticket!.room) refuse("A page subscribes only in its own lesson's room.");
    if (body.private_id !== undefined && !isId(body.private_id)) refuse("private_id is not valid.");
    if (!isShortText(body.token, 1000)) refuse("A join carries its room token.");
    if (body.use_msid !== undefined && typeof body.use_msid !== "boolean") refuse("use_msid is not valid.");
    if (body.autoupdate !== undefined && typeof body.autoupdate !== "boolean")
      refuse("autoupdate is not valid.");
    checkStreams(body.streams, ["feed", "mid"], "A subscription");
  }

  function checkPublish(body: Json, jsep: unknown) {
    onlyKeys(body, PUBLISH, `A publisher's ${body.request}`);
    for (const flag of ["audio", "video", "keyframe"] as const) {
      if (body[flag] !== undefined && typeof body[flag] !== "boolean")
        refuse(`"${flag}" must be true or false.`);
    }
    if (body.bitrate !== undefined && !(typeof body.bitrate === "number" && body.bitrate >= 0))
      refuse('"bitrate" must be a number.');
    if (body.descriptions !== undefined) {
      const list = body.descriptions;
      if (!Array.isArray(list) || list.length > 8) refuse("descriptions must be a short list.");
      for (const item of list as unknown[]) {
        if (!isObject(item)) return refuse("descriptions must hold objects.");
        onlyKeys(item, ["mid", "description"], "A description");
        if (!isShortText(item.mid, 16) || (item.description !== "camera" && item.description !== "screen"))
          refuse('A video is described as "camera" or "screen".');
      }
    }
    if (body.streams !== undefined) checkStreams(body.streams, PUBLISHER_STREAM, "A publisher's streams");
    if (jsep !== undefined) {
      if (ticket!.role === "observer") refuse("An observer does not send sound or video.");
      checkJsep(jsep, "offer");
    }
  }

  /** The VideoRoom request a handle's `message` carries, checked for what the handle joined as. */
  function checkBody(handle: number, body: unknown, jsep: unknown): "publisher" | "subscriber" | null {
    if (!isObject(body) || typeof body.request !== "string") return refuse("A message carries a request.");
    const joinedAs = handles.get(handle) ?? null;
    const request = body.request;
    if (request === "join") {
      if (joinedAs !== null) refuse("This handle has joined already.");
      if (jsep !== undefined) refuse("A join carries no session description.");
      if (body.ptype === "publisher") {
        checkPublisherJoin(body);
        return "publisher";
      }
      if (body.ptype === "subscriber") {
        checkSubscriberJoin(body);
        return "subscriber";
      }
      return refuse('A join is as "publisher" or "subscriber".');
    }
    if (joinedAs === "publisher") {
      if (request === "configure" || request === "publish") {
        checkPublish(body, jsep);
        return null;
      }
      if (request === "unpublish" || request === "leave") {
        onlyKeys(body, ["request"], `A ${request}`);
        if (jsep !== undefined) refuse(`A ${request} carries no session description.`);
        return null;
      }
    }
    if (joinedAs === "subscriber") {
      if (request === "subscribe" || request === "unsubscribe") {
        onlyKeys(body, ["request", "streams"], `A ${request}`);
        checkStreams(body.streams, ["feed", "mid", "sub_mid"], `A ${request}`);
        if (jsep !== undefined) refuse(`A ${request} carries no session description.`);
        return null;
      }
      if (request === "start") {
        onlyKeys(body, ["request", "room"], "A start");
        if (body.room !== undefined && body.room !== ticket!.room)
          refuse("A page starts only in its own room.");
        checkJsep(jsep, "answer");
        return null;
      }
      if (request === "configure") {
        onlyKeys(body, SUBSCRIBER_CONFIGURE, "A subscriber's configure");
        if (body.streams !== undefined)
          checkStreams(body.streams, SUBSCRIBER_STREAM, "A subscriber's streams");
        if (body.restart !== undefined && typeof body.restart !== "boolean")
          refuse("restart must be true or false.");
        if (jsep !== undefined) refuse("A subscriber's configure carries no session description.");
        return null;
      }
      if (request === "pause" || request === "leave") {
        onlyKeys(body, ["request"], `A ${request}`);
        return null;
      }
    }
    return refuse(`The room's page does not ask "${request.slice(0, 40)}" of the media server.`);
  }

  async function check(frame: Json): Promise<Json> {
    const verb = frame.janus;
    if (typeof verb !== "string" || !Object.hasOwn(CORE_FIELDS, verb))
      return refuse(`The room's page does not send "${String(verb).slice(0, 40)}" to the media server.`);
    onlyKeys(frame, CORE_FIELDS[verb as CoreRequest], `A "${verb}" request`);
    if (!isShortText(frame.transaction, 64) || frame.transaction.length === 0)
      refuse("Every request carries a transaction.");
    if (verb === "create") {
      if (ticket !== null || opening) refuse("This socket has its media-server session already.");
      if (!isShortText(frame.token, 1000)) refuse("A media-server session opens with a ticket's token.");
      opening = true;
      try {
        const found = await deps.openTicket(frame.token as string);
        if ("refused" in found) return refuse(found.refused);
        ticket = found;
        coreToken = frame.token as string;
      } finally {
        opening = false;
      }
      awaiting.set(frame.transaction as string, "create");
      return frame;
    }
    if (ticket === null || janusSessionId === null) return refuse("Open the media-server session first.");
    if (frame.session_id !== janusSessionId) refuse("A page speaks only in its own media-server session.");
    if (frame.token !== undefined && frame.token !== coreToken)
      refuse("Every request carries the session's token.");
    if (verb === "attach") {
      if (frame.plugin !== PLUGIN) refuse("Only the lesson room's plugin is used.");
      if (frame.opaque_id !== undefined && !isShortText(frame.opaque_id, 100))
        refuse("opaque_id is not valid.");
      if (handles.size + attaching >= MAX_HANDLES) refuse("This page has all the handles it needs.");
      attaching += 1;
      awaiting.set(frame.transaction as string, "attach");
      return frame;
    }
    if (verb === "keepalive" || verb === "destroy") return frame;
    const handle = frame.handle_id;
    if (!isId(handle) || !handles.has(handle)) return refuse("A page speaks only through its own handles.");
    if (verb === "detach") {
      handles.delete(handle);
      return frame;
    }
    if (verb === "hangup") return frame;
    if (verb === "trickle") {
      const candidates = frame.candidates ?? [frame.candidate];
      if (!Array.isArray(candidates) || candidates.length > 64) refuse("Too many candidates.");
      for (const candidate of candidates as unknown[]) {
        if (!isObject(candidate) || JSON.stringify(candidate).length > 2048)
          refuse("A candidate is not valid.");
      }
      return frame;
    }
    const joined = checkBody(handle, frame.body, frame.jsep);
    if (joined !== null) handles.set(handle, joined);
    const body = frame.body as Json;
    const publishes =
      handles.get(handle) === "publisher" &&
      (body.request === "configure" || body.request === "publish") &&
      frame.jsep !== undefined;
    if (publishes && ticket.recording !== null && ticket.role === "host") {
      const filename = await deps.recordPart({ ticket, janusSessionId, handleId: handle });
      return {
        ...frame,
        body: { ...body, record: true, filename, secret: ticket.recording.roomSecret },
      };
    }
    return frame;
  }

  return {
    /** Checks one frame of the page's: the text to pass on to Janus, or the error to answer with. */
    async fromBrowser(text: string): Promise<GateOutcome> {
      let frame: unknown;
      try {
        frame = JSON.parse(text);
      } catch {
        return { reply: errorReply(undefined, "The media server speaks JSON.") };
      }
      if (!isObject(frame)) return { reply: errorReply(undefined, "A request is a JSON object.") };
      try {
        return { forward: JSON.stringify(await check(frame)) };
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        return { reply: errorReply(frame.transaction, error.message) };
      }
    },
    /** Reads one of Janus's frames on its way to the page: the session's and handles' ids are learnt here. */
    fromJanus(text: string): void {
      let frame: unknown;
      try {
        frame = JSON.parse(text);
      } catch {
        return;
      }
      if (!isObject(frame) || typeof frame.transaction !== "string") return;
      const kind = awaiting.get(frame.transaction);
      if (!kind || (frame.janus !== "success" && frame.janus !== "error")) return;
      awaiting.delete(frame.transaction);
      const id = isObject(frame.data) && isId(frame.data.id) ? frame.data.id : null;
      if (kind === "create") {
        if (frame.janus === "success" && id !== null) janusSessionId = id;
        else ticket = null;
      } else {
        attaching -= 1;
        if (frame.janus === "success" && id !== null) handles.set(id, null);
      }
    },
    /** The ticket the socket's session was opened with, once it was. */
    get ticket() {
      return ticket;
    },
  };
}

/** Janus's own error answer (403, unauthorized), so janus.js hands it to the request's error callback. */
function errorReply(transaction: unknown, reason: string): string {
  return JSON.stringify({
    janus: "error",
    ...(typeof transaction === "string" && transaction.length <= 64 ? { transaction } : {}),
    error: { code: 403, reason },
  });
}

export type JanusGate = ReturnType<typeof createJanusGate>;
