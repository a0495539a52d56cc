/**
 * How the app reaches its media server (docs/decisions/053), chosen from the environment by
 * `server/src/config/app-config.ts`: its own Janus run as a child process (`own`, the default when the
 * Debian package is installed), a Janus run elsewhere (`external`), or none (`off`: the room is
 * unavailable and the session pages keep the streaming link).
 */
import type { IceServer } from "./media-server.port.ts";

/**
 * The TURN relay every ticket carries credentials for (DECISIONS.md "The room where children really are"):
 * the product's own coturn run beside its own Janus (`own`), or one run elsewhere (`external`: its
 * addresses and the shared secret its credentials are signed with).
 */
export type TurnConfig =
  | {
      mode: "own";
      /** The `turnserver` program (Debian's package "coturn"). */
      binary: string;
      /** Where browsers reach it (a host name or address, without port). */
      host: string;
      /** TURN over UDP and TCP. */
      port: number;
      /** TURN over TLS, when a certificate and its key are given. */
      tls?: { port: number; cert: string; key: string };
      /** The UDP ports relays are allocated from. */
      relayPorts: { min: number; max: number };
    }
  | { mode: "external"; urls: string[]; secret: string };

export type MediaServerConfig =
  | { mode: "off"; reason: string }
  | {
      mode: "own";
      /** The `janus` program (Debian: /usr/bin/janus). */
      binary: string;
      /** Where the run's private configuration folder is made (0700, removed on stop). */
      workDir: string;
      /** The one address Janus gathers ICE candidates on (tests: the namespace's veth); unset = Janus's choice. */
      iceInterface?: string;
      /** The public address Janus announces when behind NAT (nat_1_1_mapping). */
      natMapping?: string;
      rtpPorts: { min: number; max: number };
      /** The app's origin: the only one whose browsers may open the media server's WebSocket. */
      appOrigin: string;
      iceServers: IceServer[];
      /**
       * Where rooms record (`<DATA_DIR>/room-recordings`, one 0700 folder per room), or null when recording
       * is off (janus-pp-rec or ffmpeg missing: the recording could not be converted).
       */
      recordingsDir?: string | null;
      /** The TURN relay (own or elsewhere); unset, tickets carry only `iceServers`. */
      turn?: TurnConfig | null;
    }
  | {
      mode: "external";
      /** Janus's HTTP API, reached by the app only. */
      httpUrl: string;
      /** Janus's WebSocket as browsers reach it (through the app's origin unless set). */
      browserUrl?: string;
      /** Janus's WebSocket as the app's proxy (/api/media-server/ws) reaches it, when browsers go through it. */
      wsUrl?: string;
      /** Janus's admin API and its secret: needed to mute a child's stream or end a session. */
      adminUrl?: string;
      adminSecret?: string;
      apiSecret: string;
      tokenSecret: string;
      adminKey: string;
      /** The HTTP Basic password Janus's event handler posts its events with. */
      eventsSecret: string;
      iceServers: IceServer[];
      /** A folder shared with that Janus at the same path (JANUS_RECORDINGS_DIR); unset, nothing is recorded. */
      recordingsDir?: string;
      /** A TURN relay run elsewhere (TURN_URLS with TURN_SECRET). */
      turn?: Extract<TurnConfig, { mode: "external" }> | null;
    };
