/**
 * The media server's part of the environment (docs/decisions/053, "Configuration and the browser's
 * path"): `JANUS_MODE` picks the app's own Janus (`auto`, the default: when the Debian package is
 * installed), a Janus run elsewhere (`external`, with its five settings together) or none (`off`), and
 * the TURN servers browsers are told of. Parsed by env.ts with the rest of the environment.
 */
import { isIP } from "node:net";
import { z } from "#shared/zod.ts";

/** The lowest and highest port of a `min-max` range; the own Janus's media uses only these. */
const portRange = z
  .string()
  .regex(/^[0-9]{1,5}-[0-9]{1,5}$/, "Must be a port range such as 20000-20199")
  .transform((value, context) => {
    const [min, max] = value.split("-").map(Number) as [number, number];
    if (min < 1024 || max > 65535 || min > max) {
      context.addIssue({
        code: "custom",
        message: "Must be a port range within 1024-65535, the lower port first, such as 20000-20199",
      });
      return z.NEVER;
    }
    return { min, max };
  });

/** TURN_URLS: `turn:`, `turns:` or `stun:` addresses separated by commas. */
const iceUrls = z.string().transform((value, context) => {
  const urls = value
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
  const wrong = urls.filter((url) => !/^(turns?|stun):[^\s,]+$/.test(url));
  if (urls.length === 0 || wrong.length > 0) {
    context.addIssue({
      code: "custom",
      message: `Must list turn:, turns: or stun: addresses separated by commas (not ${wrong.map((url) => JSON.stringify(url)).join(", ") || "an empty list"}), e.g. turn:turn.example.org:3478?transport=udp`,
    });
    return z.NEVER;
  }
  return urls;
});

const secret = z.string().min(1);

export const mediaServerEnvShape = {
  /** auto: run the own Janus when JANUS_BINARY exists, else no room; external: the JANUS_* below; off: no room. */
  JANUS_MODE: z.enum(["auto", "external", "off"], { error: "Must be auto, external or off" }).default("auto"),
  /** The `janus` program the app runs (Debian's package "janus"). */
  JANUS_BINARY: z.string().min(1).default("/usr/bin/janus"),
  /** The one address (or interface) the own Janus gathers ICE candidates on; unset, Janus's own choice. */
  JANUS_ICE_INTERFACE: z
    .string()
    .regex(/^[A-Za-z0-9_.:%-]+$/, "Must be an IP address or a network interface name")
    .optional(),
  /** The public address the own Janus announces when it sits behind NAT (Janus's nat_1_1_mapping). */
  JANUS_NAT_1_1_MAPPING: z
    .string()
    .refine((value) => isIP(value) !== 0, "Must be an IP address")
    .optional(),
  JANUS_RTP_PORTS: portRange.default({ min: 20000, max: 20199 }),
  /** A Janus run elsewhere (JANUS_MODE=external): its HTTP API, reached by the app only. */
  JANUS_HTTP_URL: z.url({ protocol: /^https?$/, error: "Must be an http:// or https:// URL" }).optional(),
  JANUS_API_SECRET: secret.optional(),
  JANUS_TOKEN_SECRET: secret.optional(),
  JANUS_ADMIN_KEY: secret.optional(),
  /** The HTTP Basic password that Janus's event handler posts its events to the app with. */
  JANUS_EVENTS_SECRET: secret.optional(),
  /** That Janus's WebSocket as the app reaches it, to pass browsers on to (when they go through the app). */
  JANUS_WS_URL: z.url({ protocol: /^ws$/, error: "Must be a ws:// URL" }).optional(),
  /** That Janus's admin API and its admin_secret: the app mutes a child and ends a reused session with it. */
  JANUS_ADMIN_URL: z.url({ protocol: /^https?$/, error: "Must be an http:// or https:// URL" }).optional(),
  JANUS_ADMIN_SECRET: secret.optional(),
  /** Where browsers open that Janus's WebSocket (its own TLS); unset, through the app's origin. */
  JANUS_PUBLIC_WS_URL: z.url({ protocol: /^wss?$/, error: "Must be a ws:// or wss:// URL" }).optional(),
  /**
   * A folder shared with that Janus, at the same path for both: its rooms record into it and the app reads
   * the raw files from it (docs/decisions/054). Unset, a Janus run elsewhere records nothing.
   */
  JANUS_RECORDINGS_DIR: z
    .string()
    .refine((value) => value.startsWith("/"), "Must be an absolute path")
    .optional(),
  TURN_URLS: iceUrls.optional(),
  TURN_USERNAME: z.string().min(1).optional(),
  TURN_CREDENTIAL: z.string().min(1).optional(),
  /** A TURN server run elsewhere with TURN REST credentials: its shared secret (each ticket gets its own pair). */
  TURN_SECRET: z.string().min(16, "Must be at least 16 characters").optional(),
  /** The product's own TURN server (coturn) beside its own Janus: `auto` runs it when installed, `off` never. */
  TURN_MODE: z.enum(["auto", "off"]).default("auto"),
  TURN_BINARY: z.string().default("/usr/bin/turnserver"),
  /** Where browsers reach the own TURN server; unset, APP_URL's host. */
  TURN_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, "Must be a host name or address")
    .optional(),
  TURN_PORT: z.coerce.number().int().min(1).max(65535).default(3478),
  TURN_TLS_PORT: z.coerce.number().int().min(1).max(65535).default(5349),
  TURN_TLS_CERT: z
    .string()
    .refine((value) => value.startsWith("/"), "Must be an absolute path")
    .optional(),
  TURN_TLS_KEY: z
    .string()
    .refine((value) => value.startsWith("/"), "Must be an absolute path")
    .optional(),
  /** The UDP ports the own TURN server relays from, `min-max`. */
  TURN_RELAY_PORTS: portRange.default({ min: 49160, max: 49359 }),
};

/** What a Janus run elsewhere needs, all together. */
export const JANUS_EXTERNAL_REQUIRED = [
  "JANUS_HTTP_URL",
  "JANUS_API_SECRET",
  "JANUS_TOKEN_SECRET",
  "JANUS_ADMIN_KEY",
  "JANUS_EVENTS_SECRET",
] as const;
const JANUS_EXTERNAL_ONLY = [
  ...JANUS_EXTERNAL_REQUIRED,
  "JANUS_WS_URL",
  "JANUS_ADMIN_URL",
  "JANUS_ADMIN_SECRET",
  "JANUS_PUBLIC_WS_URL",
  "JANUS_RECORDINGS_DIR",
] as const;

/**
 * One line per media-server variable that does not fit the others: with JANUS_MODE=external each of the
 * five it needs that is missing, a way for browsers to reach its WebSocket and the admin API's pair; without it, a Janus-elsewhere setting that would be ignored; TURN's
 * user name and credential without each other or without TURN_URLS.
 */
export function mediaServerConfigurationIssues(source: Record<string, string | undefined>): string[] {
  const lines: string[] = [];
  if (source.JANUS_MODE === "external") {
    const missing = JANUS_EXTERNAL_REQUIRED.filter((name) => source[name] === undefined);
    const together = `JANUS_MODE=external needs ${JANUS_EXTERNAL_REQUIRED.join(", ")} together`;
    for (const name of missing) lines.push(`  ${name}: Required, because ${together}`);
    if (source.JANUS_PUBLIC_WS_URL === undefined && source.JANUS_WS_URL === undefined) {
      lines.push(
        "  JANUS_WS_URL: Required, because browsers must reach that Janus's WebSocket: set JANUS_WS_URL (through the app) or JANUS_PUBLIC_WS_URL (directly)",
      );
    }
    const admin = ["JANUS_ADMIN_URL", "JANUS_ADMIN_SECRET"] as const;
    for (const [name, other] of [admin, [...admin].reverse() as [string, string]]) {
      if (source[name] !== undefined && source[other] === undefined) {
        lines.push(`  ${other}: Required, because ${name} is set (the admin API needs both)`);
      }
    }
  } else {
    for (const name of JANUS_EXTERNAL_ONLY.filter((name) => source[name] !== undefined)) {
      lines.push(
        `  ${name}: Only used with JANUS_MODE=external (a Janus run elsewhere); set JANUS_MODE=external to use it`,
      );
    }
  }
  if (source.TURN_SECRET !== undefined && source.TURN_URLS === undefined)
    lines.push("  TURN_SECRET: Only used with TURN_URLS (a TURN server run elsewhere)");
  if (source.TURN_SECRET !== undefined && source.TURN_USERNAME !== undefined)
    lines.push("  TURN_USERNAME: Not used with TURN_SECRET: each ticket gets credentials of its own");
  for (const [name, other] of [
    ["TURN_TLS_CERT", "TURN_TLS_KEY"],
    ["TURN_TLS_KEY", "TURN_TLS_CERT"],
  ] as const) {
    if (source[name] !== undefined && source[other] === undefined)
      lines.push(`  ${other}: Required, because ${name} is set (TURN over TLS needs both)`);
  }
  for (const [name, other] of [
    ["TURN_USERNAME", "TURN_CREDENTIAL"],
    ["TURN_CREDENTIAL", "TURN_USERNAME"],
  ] as const) {
    if (source[name] === undefined) continue;
    if (source.TURN_URLS === undefined) lines.push(`  ${name}: Only used with TURN_URLS`);
    else if (source[other] === undefined) lines.push(`  ${other}: Required, because ${name} is set`);
  }
  return lines;
}
