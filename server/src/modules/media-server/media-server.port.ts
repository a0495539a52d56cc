/**
 * What the app asks of the media server (docs/decisions/053). `createMediaServer` (media-server.ts) gives
 * the real one over Janus's HTTP API; `unavailableMediaServer` the one that answers "not set up";
 * `server/src/test/fake-media-server.ts` a recording stand-in for route tests (the room tests in the
 * network namespace run the real Janus). Room ids are random 48-bit numbers; `secret` is the room's own.
 */
import type { MediaServerStatus } from "#shared/schemas/lesson-room.ts";

export type IceServer = { urls: string | string[]; username?: string; credential?: string };

export type MediaRoom = { room: number; secret: string };

export type MediaServer = {
  /** Whether rooms can be held now; the status (mode, reason, how to enable) for the admin dashboard. */
  readonly available: boolean;
  status(): MediaServerStatus;
  /** What a browser connects to: a path on the app's own origin (the WebSocket proxy) or a full URL. */
  readonly browserUrl: string;
  /**
   * The Janus WebSocket the app's `/api/media-server/ws` passes browsers on to (janus-ws-proxy.ts): the own
   * Janus's loopback port, which changes when it restarts, so read per connection. Absent or null when
   * there is none to reach.
   */
  ownWebSocketUrl?(): string | null;
  /**
   * The ICE servers a ticket carries: the configured ones and the TURN relay with credentials of the
   * ticket's own, valid until `expiresAt` (the room's close).
   */
  iceServersFor(ticket: string, expiresAt: Date): IceServer[];
  /**
   * Creates the room when the media server does not have it (a new lesson, or after a media-server
   * restart): private, one publisher per seat plus the host, signed tokens with an allowed list, recording
   * locked. Idempotent.
   */
  ensureRoom(room: MediaRoom & { publishers: number; description: string }): Promise<void>;
  destroyRoom(room: MediaRoom): Promise<void>;
  /**
   * The folder where this app reads the media server's raw recordings of a room (`.mjr` files named
   * `videoroom-<room>-user-<feed>-<µs>-<audio|video>-<mindex>.mjr`), or null when rooms are not recorded
   * (no media server, or an external one without a recordings folder shared with the app). When not null,
   * `ensureRoom` creates the room recording every publisher into it (docs/decisions/054).
   */
  recordingFolder(room: number): string | null;
  /** The room token's allowed list: added when a person is let in, removed when used, removed or ended. */
  allowToken(room: MediaRoom, token: string): Promise<void>;
  disallowToken(room: MediaRoom, token: string): Promise<void>;
  /**
   * The publisher ids in the room as the media server has them now (joined, sending or not), or null
   * when it has no such room (it restarted, or the room was never made there).
   */
  participantsOf(room: MediaRoom): Promise<number[] | null>;
  /** Cuts a publisher off the room (removed children, an un-admitted join). */
  kick(room: MediaRoom, feedId: number): Promise<void>;
  /** The host mutes a child's microphone or stops its camera (`true` = muted by the host). */
  moderate(room: MediaRoom, feedId: number, media: { audio?: boolean; video?: boolean }): Promise<void>;
  /** Ends a media-server session (a reused ticket). */
  destroySession(janusSessionId: number): Promise<void>;
  /** The core token a browser opens its media-server session with (`uid` = the ticket). */
  sessionToken(uid: string, expiresAt: Date): string;
  /** The room token, one per ticket (`uid` = the ticket), valid for that room only. */
  roomToken(room: number, uid: string, expiresAt: Date): string;
  /** Whether an events POST carries the media server's credentials (HTTP Basic). */
  eventsAuthorised(authorization: string | undefined): boolean;
  /** Starts the own Janus (after the app listens: its events come to the app) / stops it. */
  start(eventsUrl: string): Promise<void>;
  stop(): Promise<void>;
  /** Called when the media server restarted and lost its rooms. */
  onRestart(listener: () => void): void;
};

/** One thing the media server's events tell the app, already tied to the ticket by the token. */
export type MediaEvent =
  | { kind: "attached"; janusSessionId: number; ticketUid: string; at: Date }
  | {
      kind: "joined";
      janusSessionId: number | null;
      room: number;
      feedId: number;
      ticketUid: string | null;
      at: Date;
    }
  | { kind: "left"; room: number; feedId: number; how: "left" | "removed"; at: Date }
  | { kind: "session-gone"; janusSessionId: number; at: Date }
  | { kind: "restarted"; at: Date };
