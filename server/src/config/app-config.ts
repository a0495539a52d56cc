import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, defaultRateLimits } from "../context.ts";
import type { FileStorageConfig } from "../modules/files/files.storage.ts";
import type { MediaServerConfig, TurnConfig } from "../modules/media-server/media-server.config.ts";
import type { IceServer } from "../modules/media-server/media-server.port.ts";
import { resolveAppSecret } from "./app-secret.ts";
import { appUrlOf, brandOf, demoSignInsFromAnywhere, type Env } from "./env.ts";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where `react-router build` put the client: `CLIENT_DIR`, else `BUILD_DIR/client` under the project. */
export function clientDirOf(env: Pick<Env, "CLIENT_DIR" | "BUILD_DIR">): string {
  return path.resolve(projectRoot, env.CLIENT_DIR ?? path.join(env.BUILD_DIR, "client"));
}

/** Uploaded files: the S3-compatible bucket when S3_* is set (env.ts checks all-or-none), else DATA_DIR/files. */
export function fileStorageConfigOf(env: Env): FileStorageConfig {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return {
      kind: "s3",
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { kind: "folder", dir: path.resolve(env.DATA_DIR, "files") };
}

/**
 * The TURN (or STUN) servers browsers in the room are told of as they are: TURN_URLS with its user name
 * and credential (with TURN_SECRET instead, each ticket gets its own: `turnConfigOf`).
 */
export function iceServersOf(env: Env): IceServer[] {
  if (!env.TURN_URLS || env.TURN_SECRET) return [];
  const credentials =
    env.TURN_USERNAME && env.TURN_CREDENTIAL
      ? { username: env.TURN_USERNAME, credential: env.TURN_CREDENTIAL }
      : {};
  return [{ urls: env.TURN_URLS, ...credentials }];
}

/**
 * The TURN relay tickets carry credentials for: TURN_URLS with TURN_SECRET (run elsewhere), else the
 * product's own coturn beside its own Janus when installed (TURN_MODE=auto), reached at TURN_HOST (APP_URL's
 * host unless set), over TLS too when TURN_TLS_CERT and TURN_TLS_KEY are given.
 */
export function turnConfigOf(env: Env, appUrl: string, ownJanus: boolean): TurnConfig | null {
  if (env.TURN_URLS && env.TURN_SECRET)
    return { mode: "external", urls: env.TURN_URLS, secret: env.TURN_SECRET };
  if (env.TURN_URLS || env.TURN_MODE === "off" || !ownJanus || !existsSync(env.TURN_BINARY)) return null;
  return {
    mode: "own",
    binary: env.TURN_BINARY,
    host: env.TURN_HOST ?? new URL(appUrl).hostname,
    port: env.TURN_PORT,
    ...(env.TURN_TLS_CERT && env.TURN_TLS_KEY
      ? { tls: { port: env.TURN_TLS_PORT, cert: env.TURN_TLS_CERT, key: env.TURN_TLS_KEY } }
      : {}),
    relayPorts: env.TURN_RELAY_PORTS,
  };
}

/**
 * The lesson room's media server (docs/decisions/053): a Janus run elsewhere (JANUS_MODE=external, env.ts
 * checked its five settings), none (off), or with `auto` the app's own when the program is installed,
 * its run folders under DATA_DIR/janus; without the program, none, saying which package is missing.
 */
export function mediaServerConfigOf(env: Env, appUrl = appUrlOf(env)): MediaServerConfig {
  const iceServers = iceServersOf(env);
  if (env.JANUS_MODE === "off") {
    return { mode: "off", reason: "The media server is switched off (JANUS_MODE=off)." };
  }
  if (env.JANUS_MODE === "external") {
    return {
      mode: "external",
      httpUrl: env.JANUS_HTTP_URL!,
      ...(env.JANUS_PUBLIC_WS_URL ? { browserUrl: env.JANUS_PUBLIC_WS_URL } : {}),
      ...(env.JANUS_WS_URL ? { wsUrl: env.JANUS_WS_URL } : {}),
      ...(env.JANUS_ADMIN_URL && env.JANUS_ADMIN_SECRET
        ? { adminUrl: env.JANUS_ADMIN_URL, adminSecret: env.JANUS_ADMIN_SECRET }
        : {}),
      apiSecret: env.JANUS_API_SECRET!,
      tokenSecret: env.JANUS_TOKEN_SECRET!,
      adminKey: env.JANUS_ADMIN_KEY!,
      eventsSecret: env.JANUS_EVENTS_SECRET!,
      iceServers,
      ...(env.JANUS_RECORDINGS_DIR ? { recordingsDir: path.resolve(env.JANUS_RECORDINGS_DIR) } : {}),
      turn:
        env.TURN_URLS && env.TURN_SECRET
          ? { mode: "external", urls: env.TURN_URLS, secret: env.TURN_SECRET }
          : null,
    };
  }
  if (!existsSync(env.JANUS_BINARY)) {
    return {
      mode: "off",
      reason: `The media server is not installed: ${env.JANUS_BINARY} is missing (Debian's package "janus").`,
    };
  }
  return {
    mode: "own",
    binary: env.JANUS_BINARY,
    workDir: path.resolve(env.DATA_DIR, "janus"),
    ...(env.JANUS_ICE_INTERFACE ? { iceInterface: env.JANUS_ICE_INTERFACE } : {}),
    ...(env.JANUS_NAT_1_1_MAPPING ? { natMapping: env.JANUS_NAT_1_1_MAPPING } : {}),
    rtpPorts: env.JANUS_RTP_PORTS,
    appOrigin: new URL(appUrl).origin,
    iceServers,
    turn: turnConfigOf(env, appUrl, true),
    // Rooms record only when their recordings can be converted (`npm start` installs both as root).
    recordingsDir: RECORDING_TOOLS.every((tool) => existsSync(tool))
      ? path.resolve(env.DATA_DIR, "room-recordings")
      : null,
  };
}

/** What converts a room's recording (Debian's packages "janus-tools" and "ffmpeg"). */
export const RECORDING_TOOLS = ["/usr/bin/janus-pp-rec", "/usr/bin/ffmpeg", "/usr/bin/ffprobe"];

/** The application's configuration from the parsed environment. */
export function appConfigFromEnv(env: Env): AppConfig {
  const brand = brandOf(env);
  const clientDir = clientDirOf(env);
  const appUrl = appUrlOf(env);
  return {
    appUrl,
    brand,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${brand.name} <${brand.supportEmail}>`,
    mailRetryBaseMs: env.MAIL_RETRY_BASE_MS,
    logEmailBodies: env.NODE_ENV === "development",
    trustProxy: env.TRUST_PROXY,
    clientDir: existsSync(clientDir) ? clientDir : null,
    fileStorage: fileStorageConfigOf(env),
    appSecret: resolveAppSecret(env),
    requireAdminTwoFactor: env.REQUIRE_ADMIN_TWO_FACTOR,
    ssoAllowPrivateIssuers: env.SSO_ALLOW_PRIVATE_ISSUERS,
    demoSignInsFromAnywhere: demoSignInsFromAnywhere(env),
    mediaServer: mediaServerConfigOf(env, appUrl),
    roomRecordings: {
      pollMs: env.ROOM_RECORDING_POLL_MS,
      leaseMs: env.ROOM_RECORDING_LEASE_MS,
      retryBaseMs: env.ROOM_RECORDING_RETRY_BASE_MS,
      delayMs: env.ROOM_RECORDING_DELAY_MS,
    },
    rateLimits: Object.fromEntries(
      Object.entries(defaultRateLimits).map(([name, rule]) => [
        name,
        { ...rule, max: rule.max * env.RATE_LIMIT_MULTIPLIER },
      ]),
    ) as AppConfig["rateLimits"],
  };
}
