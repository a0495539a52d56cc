/**
 * The real media server behind the port (docs/decisions/053): the app's own Janus (`own`: run and
 * supervised by janus-process.ts, with secrets generated for this app process) or one run elsewhere
 * (`external`, its secrets from the environment), both driven over Janus's HTTP API (janus-api.ts); with
 * `off`, `unavailableMediaServer`. Built by the container; `start(eventsUrl)` is called once the app
 * listens (the event handler posts to it), `stop()` when the container closes.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import type { MediaServerStatus } from "#shared/schemas/lesson-room.ts";
import { createJanusApi, JanusError, VIDEOROOM_NO_SUCH_ROOM } from "./janus-api.ts";
import { generateJanusSecrets, JANUS_EVENTS_USER } from "./janus-config.ts";
import { createJanusSupervisor, type JanusLog, type JanusSupervisor } from "./janus-process.ts";
import { janusRoomToken, janusSessionToken } from "./janus-tokens.ts";
import { handOver, janusRunAs, type RunAs } from "./janus-user.ts";
import type { MediaServerConfig } from "./media-server.config.ts";
import type { MediaServer } from "./media-server.port.ts";
import { type TurnRelay, ticketIceServers } from "./turn-credentials.ts";
import { createTurnSupervisor, type TurnSupervisor } from "./turn-process.ts";
import { HOW_TO_ENABLE_MEDIA_SERVER, unavailableMediaServer } from "./unavailable-media-server.ts";

/** Where browsers open the media server's WebSocket when it goes through the app's own origin. */
export const MEDIA_SERVER_WS_PATH = "/api/media-server/ws";

/** The port plus what the app's WebSocket proxy needs. */
export type RealMediaServer = MediaServer & {
  /**
   * The Janus WebSocket the proxy at `/api/media-server/ws` forwards browsers to (the own Janus's loopback
   * port, which changes when it restarts: read it per connection), or null when there is none to reach.
   */
  ownWebSocketUrl(): string | null;
};

/** Compares two secrets in a time that does not tell how much of them matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

/** Whether an `Authorization` header is HTTP Basic with the events password (and user, when one is set). */
export function basicAuthorised(header: string | undefined, password: string, user?: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  const passwordOk = sameSecret(decoded.slice(colon + 1), password);
  const userOk = user === undefined || sameSecret(decoded.slice(0, colon), user);
  return passwordOk && userOk;
}

/**
 * The media server's own addresses, the only peers the TURN relay may reach: the one Janus gathers on
 * (an address, or an interface's addresses), else every non-internal IPv4 address of this machine, and
 * the public address it announces behind NAT.
 */
export function mediaServerAddresses(iceInterface: string | undefined, natMapping?: string): string[] {
  const announced = natMapping && isIP(natMapping) ? [natMapping] : [];
  if (iceInterface && isIP(iceInterface)) return [iceInterface, ...announced];
  const interfaces = networkInterfaces();
  const chosen = iceInterface ? { [iceInterface]: interfaces[iceInterface] } : interfaces;
  const own = Object.values(chosen)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === "IPv4" && !address.internal)
    .map((address) => address.address);
  return [...own, ...announced];
}

export function createMediaServer(config: MediaServerConfig, log: JanusLog): RealMediaServer {
  if (config.mode === "off") {
    return { ...unavailableMediaServer(config.reason, "off"), ownWebSocketUrl: () => null };
  }
  const restartListeners: Array<() => void> = [];
  const tellRestart = () => {
    for (const listener of restartListeners) {
      try {
        listener();
      } catch (error) {
        log.error(`A media-server restart listener failed: ${(error as Error).message}`);
      }
    }
  };

  let supervisor: JanusSupervisor | null = null;
  /** The product's own TURN server, beside the own Janus. */
  let turn: TurnSupervisor | null = null;
  /** The relay tickets are given credentials for, while there is one. */
  const relay = (): TurnRelay | null => {
    if (config.turn?.mode === "external") return { urls: config.turn.urls, secret: config.turn.secret };
    if (config.mode !== "own" || config.turn?.mode !== "own" || !turn?.running) return null;
    const { host, port, tls } = config.turn;
    const urls = [`turn:${host}:${port}?transport=udp`, `turn:${host}:${port}?transport=tcp`];
    if (tls) urls.push(`turns:${host}:${tls.port}?transport=tcp`);
    return { urls, secret: turn.secret };
  };
  /** Whom the own Janus runs as (the app runs as root), once started. */
  let runAs: RunAs | null = null;
  let reason: string | null = config.mode === "own" ? "The media server has not started yet." : null;

  const own = config.mode === "own" ? { secrets: generateJanusSecrets() } : null;
  const secrets =
    config.mode === "own"
      ? own!.secrets
      : {
          apiSecret: config.apiSecret,
          adminSecret: config.adminSecret,
          tokenSecret: config.tokenSecret,
          adminKey: config.adminKey,
          eventsPassword: config.eventsSecret,
        };
  const api = createJanusApi({
    httpUrl: () => (config.mode === "own" ? (supervisor?.endpoints()?.httpUrl ?? null) : config.httpUrl),
    adminUrl: () =>
      config.mode === "own" ? (supervisor?.endpoints()?.adminUrl ?? null) : (config.adminUrl ?? null),
    apiSecret: secrets.apiSecret,
    adminSecret: secrets.adminSecret,
    adminKey: secrets.adminKey,
    // A Janus run elsewhere that lost the app's session has restarted (or dropped it): its rooms are gone.
    onSessionLost: config.mode === "external" ? tellRestart : undefined,
  });

  const recordingsDir = config.recordingsDir ?? null;
  /** One folder per room under the recordings folder (own: DATA_DIR/room-recordings; external: shared). */
  const recordingFolder = (room: number): string | null => {
    if (recordingsDir === null) return null;
    if (!Number.isSafeInteger(room) || room <= 0) throw new Error(`Not a room id: ${room}`);
    return path.join(recordingsDir, String(room));
  };

  /** A Janus run elsewhere is taken as there; the own one while its process answers. */
  const isRunning = () => config.mode === "external" || supervisor?.endpoints() != null;

  const server: RealMediaServer = {
    get available() {
      return isRunning();
    },
    status(): MediaServerStatus {
      const running = isRunning();
      return {
        available: running,
        mode: config.mode,
        reason: running ? null : reason,
        howToEnable: running ? null : HOW_TO_ENABLE_MEDIA_SERVER,
      };
    },
    browserUrl: (config.mode === "external" ? config.browserUrl : undefined) ?? MEDIA_SERVER_WS_PATH,
    iceServersFor: (ticket, expiresAt) => ticketIceServers(config.iceServers, relay(), ticket, expiresAt),
    ownWebSocketUrl() {
      if (config.mode === "external") return config.wsUrl ?? null;
      return supervisor?.endpoints()?.wsUrl ?? null;
    },
    async ensureRoom(room) {
      const folder = recordingFolder(room.room);
      // Made by the app, private (0700), and given to the user Janus runs as: it writes there and nobody else.
      if (folder !== null && config.mode === "own") {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        if (runAs) await handOver(folder, runAs);
      }
      await api.ensureRoom({ ...room, recordingFolder: folder });
    },
    destroyRoom: (room) => api.destroyRoom(room),
    recordingFolder,
    allowToken: (room, token) => api.allowed(room, "add", [token]),
    disallowToken: (room, token) => api.allowed(room, "remove", [token]),
    async participantsOf(room) {
      try {
        return (await api.listParticipants(room.room)).map((participant) => participant.id);
      } catch (error) {
        if (error instanceof JanusError && error.code === VIDEOROOM_NO_SUCH_ROOM) return null;
        throw error;
      }
    },
    kick: (room, feedId) => api.kick(room, feedId),
    moderate: (room, feedId, media) => api.moderate(room, feedId, media),
    destroySession: (janusSessionId) => api.destroySession(janusSessionId),
    sessionToken: (uid, expiresAt) => janusSessionToken(secrets.tokenSecret, uid, expiresAt),
    roomToken: (room, uid, expiresAt) => janusRoomToken(secrets.tokenSecret, room, uid, expiresAt),
    eventsAuthorised: (authorization) =>
      basicAuthorised(
        authorization,
        secrets.eventsPassword,
        config.mode === "own" ? JANUS_EVENTS_USER : undefined,
      ),
    async start(eventsUrl) {
      if (config.mode === "external") {
        // Only said in the log: a Janus run elsewhere may come up after the app, and is used when it does.
        const info = await fetch(`${config.httpUrl}/info`, { signal: AbortSignal.timeout(3_000) }).catch(
          (error: Error) => error,
        );
        if (info instanceof Error || !info.ok) {
          log.warn(
            `The media server at ${config.httpUrl} does not answer yet (${info instanceof Error ? info.message : info.status})`,
          );
        }
        return;
      }
      if (config.mode !== "own" || supervisor) return;
      try {
        runAs = await janusRunAs();
      } catch (error) {
        reason = `The media server could not start: ${(error as Error).message}`;
        log.error(reason);
        return;
      }
      supervisor = createJanusSupervisor({
        runAs,
        binary: config.binary,
        workDir: config.workDir,
        secrets: own!.secrets,
        appOrigin: config.appOrigin,
        eventsUrl,
        rtpPorts: config.rtpPorts,
        iceInterface: config.iceInterface,
        natMapping: config.natMapping,
        recordingsDir,
        log,
      });
      supervisor.onRestart(() => {
        api.reset();
        tellRestart();
      });
      try {
        await supervisor.start();
        reason = "The media server stopped unexpectedly and is being restarted.";
      } catch (error) {
        // The product runs on without the room and says why (DECISIONS.md); the admin status shows it.
        reason = `The media server could not start: ${(error as Error).message}`;
        log.error(reason);
        supervisor = null;
        return;
      }
      if (config.turn?.mode === "own") {
        const mediaIps = mediaServerAddresses(config.iceInterface, config.natMapping);
        turn = createTurnSupervisor({
          binary: config.turn.binary,
          workDir: config.workDir,
          listeningIps: [],
          ...(mediaIps[0] ? { relayIp: mediaIps[0] } : {}),
          port: config.turn.port,
          tls: config.turn.tls ?? null,
          realm: config.turn.host,
          mediaServerIps: mediaIps,
          relayPorts: config.turn.relayPorts,
          runAs,
          log,
        });
        try {
          await turn.start();
        } catch (error) {
          // The room works on networks that let UDP through; the log says why the relay is missing.
          log.error(`The TURN relay could not start: ${(error as Error).message}`);
          turn = null;
        }
      }
    },
    async stop() {
      reason = "The media server was stopped.";
      await api.close();
      await turn?.stop();
      turn = null;
      const stopping = supervisor;
      supervisor = null;
      await stopping?.stop();
    },
    onRestart(listener) {
      restartListeners.push(listener);
    },
  };
  return server;
}
