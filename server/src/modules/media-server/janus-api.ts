/**
 * The app's own client of Janus's HTTP API (loopback, with the api secret; never a browser's): one
 * long-lived Janus session kept alive every 25 s, one VideoRoom handle for the rooms' synchronous
 * requests, and the admin API for what only it can see (a publisher's streams, ending a session). When
 * Janus answers that the session is gone (it restarted), the session is made again and the call retried.
 */
import { randomUUID } from "node:crypto";
import { VIDEOROOM_PLUGIN } from "./janus-tokens.ts";

export type JanusApiOptions = {
  /** e.g. http://127.0.0.1:8088/janus (a function: the own Janus's port changes when it restarts). */
  httpUrl: () => string | null;
  /** e.g. http://127.0.0.1:7088/admin; unset = no admin API (moderate and destroySession refuse). */
  adminUrl?: () => string | null;
  apiSecret: string;
  adminSecret?: string;
  adminKey: string;
  keepaliveMs?: number;
  /** Called when Janus no longer knows the app's session (it restarted, so its rooms are gone too). */
  onSessionLost?: () => void;
};

/** An error Janus answered (core codes 4xx like 403/458, or the VideoRoom's 42x/43x codes). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`Janus ${code}: ${message}`);
  }
}

/** Janus core: no such session / no such handle (after a restart, or a session that timed out). */
const SESSION_GONE = new Set([458, 459]);
/** VideoRoom: no such room, room exists, no such feed. */
export const VIDEOROOM_NO_SUCH_ROOM = 426;
export const VIDEOROOM_ROOM_EXISTS = 427;
export const VIDEOROOM_NO_SUCH_FEED = 428;

type JanusAnswer = {
  janus: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  [key: string]: unknown;
};

async function post(url: string, body: Record<string, unknown>): Promise<JanusAnswer> {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, transaction: randomUUID() }),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await answer.json()) as JanusAnswer;
  if (json.janus === "error" && json.error) throw new JanusError(json.error.code, json.error.reason);
  return json;
}

export type PublisherStream = { type: string; mid: string };

export function createJanusApi(options: JanusApiOptions) {
  const keepaliveMs = options.keepaliveMs ?? 25_000;
  let attached: Promise<{ base: string; session: number; handle: number }> | null = null;
  let keepalive: NodeJS.Timeout | null = null;

  function httpUrl(): string {
    const url = options.httpUrl();
    if (!url) throw new Error("The media server is not running.");
    return url;
  }

  function adminUrl(): string {
    const url = options.adminUrl?.();
    if (!url || !options.adminSecret) throw new Error("The media server's admin API is not configured.");
    return url;
  }

  async function attach() {
    const base = httpUrl();
    const created = await post(base, { janus: "create", apisecret: options.apiSecret });
    const session = created.data?.id;
    if (!session) throw new Error("Janus did not answer a session id.");
    const handleAnswer = await post(`${base}/${session}`, {
      janus: "attach",
      plugin: VIDEOROOM_PLUGIN,
      apisecret: options.apiSecret,
    });
    const handle = handleAnswer.data?.id;
    if (!handle) throw new Error("Janus did not answer a handle id.");
    if (keepalive) clearInterval(keepalive);
    keepalive = setInterval(() => {
      post(`${base}/${session}`, { janus: "keepalive", apisecret: options.apiSecret }).catch(() => {
        // A failed keepalive forgets the session: the next request makes a new one.
        forget();
      });
    }, keepaliveMs);
    keepalive.unref();
    return { base, session, handle };
  }

  function forget() {
    attached = null;
    if (keepalive) clearInterval(keepalive);
    keepalive = null;
  }

  function session() {
    if (!attached) {
      attached = attach();
      attached.catch(() => forget());
    }
    return attached;
  }

  /** A synchronous VideoRoom request on the app's handle; plugin errors throw `JanusError`. */
  async function videoroom(body: Record<string, unknown>, retried = false): Promise<Record<string, unknown>> {
    const { base, session: id, handle } = await session();
    let answer: JanusAnswer;
    try {
      answer = await post(`${base}/${id}/${handle}`, {
        janus: "message",
        body,
        apisecret: options.apiSecret,
      });
    } catch (error) {
      if (!retried && error instanceof JanusError && SESSION_GONE.has(error.code)) {
        forget();
        options.onSessionLost?.();
        return videoroom(body, true);
      }
      if (!retried && !(error instanceof JanusError)) {
        // Janus restarted on other ports (or is between a crash and its restart): try once afresh.
        forget();
        return videoroom(body, true);
      }
      throw error;
    }
    const data = answer.plugindata?.data ?? {};
    if (typeof data.error_code === "number") throw new JanusError(data.error_code, String(data.error ?? ""));
    return data;
  }

  async function admin(pathSuffix: string, body: Record<string, unknown>): Promise<JanusAnswer> {
    return post(`${adminUrl()}${pathSuffix}`, { ...body, admin_secret: options.adminSecret });
  }

  /** The streams (type and mid) a publisher sends, read from its handle through the admin API. */
  async function publisherStreams(room: number, feedId: number): Promise<PublisherStream[] | null> {
    const sessions = ((await admin("", { janus: "list_sessions" })).sessions ?? []) as number[];
    for (const sessionId of sessions) {
      let handles: number[];
      try {
        handles = ((await admin(`/${sessionId}`, { janus: "list_handles" })).handles ?? []) as number[];
      } catch {
        continue; // The session ended meanwhile.
      }
      for (const handleId of handles) {
        let info: Record<string, unknown> | undefined;
        try {
          info = (await admin(`/${sessionId}/${handleId}`, { janus: "handle_info" })).info as
            | Record<string, unknown>
            | undefined;
        } catch {
          continue;
        }
        const specific = info?.plugin_specific as Record<string, unknown> | undefined;
        if (info?.plugin !== VIDEOROOM_PLUGIN || !specific) continue;
        if (specific.type !== "publisher" || specific.room !== room || specific.id !== feedId) continue;
        const streams = (specific.streams ?? []) as Array<{ type?: string; mid?: string }>;
        return streams
          .filter((stream) => typeof stream.type === "string" && typeof stream.mid === "string")
          .map((stream) => ({ type: stream.type!, mid: stream.mid! }));
      }
    }
    return null;
  }

  return {
    videoroom,
    /** Makes the room unless Janus has it (a new lesson, or after a restart). */
    async ensureRoom(room: {
      room: number;
      secret: string;
      publishers: number;
      description: string;
      /**
       * Where Janus writes the room's recordings; null or absent, nothing is recorded. The room itself
       * records nobody: the host's publishes ask for it, through the app's socket (janus-gate.ts).
       */
      recordingFolder?: string | null;
    }) {
      const recordingFolder = room.recordingFolder ?? null;
      const exists = await videoroom({ request: "exists", room: room.room });
      if (exists.exists === true) return;
      try {
        await videoroom({
          request: "create",
          room: room.room,
          admin_key: options.adminKey,
          description: room.description,
          secret: room.secret,
          is_private: true,
          require_pvtid: true,
          signed_tokens: true,
          allowed: [],
          // Recording is the app's choice alone: a request to record needs the room's secret (lock_record),
          // which only the app's socket adds, to the host's publishes.
          lock_record: true,
          record: false,
          ...(recordingFolder !== null ? { rec_dir: recordingFolder } : {}),
          publishers: room.publishers,
          permanent: false,
        });
      } catch (error) {
        // Another app server made it between the check and the create.
        if (!(error instanceof JanusError && error.code === VIDEOROOM_ROOM_EXISTS)) throw error;
      }
    },
    async destroyRoom(room: { room: number; secret: string }) {
      try {
        await videoroom({ request: "destroy", room: room.room, secret: room.secret });
      } catch (error) {
        if (!(error instanceof JanusError && error.code === VIDEOROOM_NO_SUCH_ROOM)) throw error;
      }
    },
    async allowed(room: { room: number; secret: string }, action: "add" | "remove", tokens: string[]) {
      await videoroom({ request: "allowed", room: room.room, secret: room.secret, action, allowed: tokens });
    },
    /** Cuts a publisher off; one already gone is fine. */
    async kick(room: { room: number; secret: string }, feedId: number) {
      try {
        await videoroom({ request: "kick", room: room.room, secret: room.secret, id: feedId });
      } catch (error) {
        if (!(error instanceof JanusError && error.code === VIDEOROOM_NO_SUCH_FEED)) throw error;
      }
    },
    async listParticipants(room: number) {
      const data = await videoroom({ request: "listparticipants", room });
      return (data.participants ?? []) as Array<{ id: number; display?: string; publisher: boolean }>;
    },
    /**
     * Mutes (`true`) or releases (`false`) a publisher's audio and/or video. VideoRoom 1.1's `moderate`
     * takes one m-line (`mid`) at a time, so the publisher's streams are read first: every stream of the
     * kind is moderated. A publisher not sending yet has nothing to moderate (the app keeps the flag).
     */
    async moderate(
      room: { room: number; secret: string },
      feedId: number,
      media: { audio?: boolean; video?: boolean },
    ) {
      const streams = await publisherStreams(room.room, feedId);
      for (const stream of streams ?? []) {
        const mute =
          stream.type === "audio" ? media.audio : stream.type === "video" ? media.video : undefined;
        if (mute === undefined) continue;
        await videoroom({
          request: "moderate",
          room: room.room,
          secret: room.secret,
          id: feedId,
          mid: stream.mid,
          mute,
        });
      }
    },
    publisherStreams,
    /** Ends a Janus session (a browser's) through the admin API; one already gone is fine. */
    async destroySession(sessionId: number) {
      try {
        await admin(`/${sessionId}`, { janus: "destroy_session" });
      } catch (error) {
        if (!(error instanceof JanusError && SESSION_GONE.has(error.code))) throw error;
      }
    },
    /** Forgets the app's session (Janus restarted): the next call makes a new one. */
    reset: forget,
    /** Ends the app's session and its keepalive. */
    async close() {
      const current = attached;
      forget();
      if (!current) return;
      try {
        const { base, session: id } = await current;
        await post(`${base}/${id}`, { janus: "destroy", apisecret: options.apiSecret });
      } catch {
        // Janus is already gone.
      }
    },
  };
}

export type JanusApi = ReturnType<typeof createJanusApi>;
