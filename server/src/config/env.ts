/**
 * The only reader of `process.env`: parses it once at boot and prints every bad variable.
 */

import { isIP } from "node:net";
import { type Brand, resolveBrand } from "#shared/config/brand.ts";
import { type FieldIssue, fieldPredicate, z } from "#shared/zod.ts";
import { addressNumber } from "../http/client-address.ts";
import { mediaServerConfigurationIssues, mediaServerEnvShape } from "./media-server-env.ts";

const booleanFlag = z
  .enum(["0", "1", "true", "false"], { error: "Must be 0, 1, true or false" })
  .transform((value) => value === "1" || value === "true");

/**
 * proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs, with the
 * ranges each stands for (to tell whether a list trusts every address).
 */
const PROXY_RANGE_NAMES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

function isProxyAddressOrRange(entry: string): boolean {
  if (Object.hasOwn(PROXY_RANGE_NAMES, entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

type AddressRange = { family: 4 | 6; first: bigint; last: bigint };

/**
 * The client addresses an entry trusts, as proxy-addr matches them: an IPv4-mapped range
 * (`::ffff:a.b.c.d/n`, n ≥ 96) trusts IPv4 clients; one with a shorter prefix matches no client, and one
 * with a zone only that zone's, so neither counts towards trusting everyone.
 */
function trustedRanges(entry: string): AddressRange[] {
  if (Object.hasOwn(PROXY_RANGE_NAMES, entry)) return PROXY_RANGE_NAMES[entry]!.flatMap(trustedRanges);
  const [address = "", bitsText] = entry.split("/");
  const parsed = addressNumber(address);
  if (!parsed || address.includes("%")) return [];
  const written = isIP(address);
  let bits: number = bitsText === undefined ? (written === 4 ? 32 : 128) : Number(bitsText);
  if (parsed.family === 4 && written === 6) {
    if (bits < 96) return [];
    bits -= 96;
  }
  const width = parsed.family === 4 ? 32n : 128n;
  const size = 1n << (width - BigInt(bits));
  const first = parsed.value - (parsed.value % size);
  return [{ family: parsed.family, first, last: first + size - 1n }];
}

/** Whether the ranges together hold every address of the family (IPv6: but the IPv4-mapped block). */
function coversFamily(ranges: AddressRange[], family: 4 | 6): boolean {
  const mapped = { family, first: 0xffffn << 32n, last: (0xffffn << 32n) + 0xffff_ffffn };
  const own = [...ranges.filter((range) => range.family === family), ...(family === 6 ? [mapped] : [])];
  own.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  let next = 0n;
  for (const range of own) {
    if (range.first > next) return false;
    if (range.last + 1n > next) next = range.last + 1n;
  }
  return next === 1n << (family === 4 ? 32n : 128n);
}

/**
 * What in a TRUST_PROXY list trusts every client address, in the operator's words (a `/0` range, or
 * ranges that together span all of IPv4 or IPv6), or null. proxy-addr throws on a `/0` only once the
 * migrations have run; either way any client could name its own address.
 */
function everyAddressTrusted(entries: string[]): string | null {
  const zeroPrefix = entries.find((entry) => /^0+$/.test(entry.split("/")[1] ?? ""));
  if (zeroPrefix) return `${JSON.stringify(zeroPrefix)} trusts every address`;
  const listed = entries.map((entry) => ({ entry, ranges: trustedRanges(entry) }));
  const ranges = listed.flatMap((item) => item.ranges);
  for (const family of [4, 6] as const) {
    if (!coversFamily(ranges, family)) continue;
    const used = listed.filter((item) => item.ranges.some((range) => range.family === family));
    const words = used.map((item) => JSON.stringify(item.entry)).join(", ");
    return `${words} ${used.length > 1 ? "together trust" : "trusts"} every IPv${family} address`;
  }
  return null;
}

const TRUST_LISTED_PROXIES =
  "list the proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8";

/**
 * TRUST_PROXY: the addresses or CIDR ranges of the reverse proxies in front of the app, comma-separated
 * (`127.0.0.1`, `10.0.0.0/8,::1`, `loopback`). Only a hop from one of them may say who the client is
 * with X-Forwarded-For. A bare `1`/`true` (trust every hop, so any client could name its own address and
 * walk past the per-address limits) is refused, and so is a list that trusts every address some other way
 * (`0.0.0.0/0`, `::/0`, `::ffff:0.0.0.0/96`, halves that add up); `0`/`false` or unset trusts no proxy.
 */
const trustProxySetting = z.string().transform((value, context): string[] | false => {
  const trimmed = value.trim();
  if (trimmed === "0" || trimmed === "false") return false;
  if (trimmed === "1" || trimmed === "true") {
    context.addIssue({
      code: "custom",
      message: `Trusting every proxy hop lets any client set its own address; ${TRUST_LISTED_PROXIES}`,
    });
    return z.NEVER;
  }
  const entries = trimmed.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddressOrRange(entry));
  if (wrong.length > 0) {
    context.addIssue({
      code: "custom",
      message: `Must list proxy addresses or CIDR ranges separated by commas (not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}), e.g. 127.0.0.1,10.0.0.0/8`,
    });
    return z.NEVER;
  }
  const everything = everyAddressTrusted(entries);
  if (everything) {
    context.addIssue({
      code: "custom",
      message: `${everything}, which lets any client set its own address; ${TRUST_LISTED_PROXIES}`,
    });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "Must be a port number" }).int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "Must be a postgres:// or postgresql:// connection URL")
    .optional(),
  /**
   * PostgreSQL cancels a statement that runs longer (milliseconds; decision 033); the request then answers
   * 503 instead of holding its connection.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(1_000, "Must be at least 1000 (one second)")
    .max(600_000, "Must be at most 600000 (ten minutes)")
    .default(15_000),
  /**
   * Demo data in an empty database: unset means only on the embedded database (see seedsDemoData). Only
   * when set to 1 do the demo accounts sign in from other machines (demoSignInsFromAnywhere).
   */
  SEED_DEMO: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "Must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** The mail queue's first retry wait in ms; later retries wait 4, 20, 120 and 720 times it (decision 032). */
  MAIL_RETRY_BASE_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(100, "Must be at least 100")
    .max(3_600_000, "Must be at most 3600000 (one hour)")
    .default(30_000),
  /** How often each server makes a pass of the lesson reminders (ms; decision 053). */
  ROOM_REMINDER_INTERVAL_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(100, "Must be at least 100")
    .max(3_600_000, "Must be at most 3600000 (one hour)")
    .default(60_000),
  /** How often each server's recording worker looks for a due conversion (ms; docs/decisions/054). */
  ROOM_RECORDING_POLL_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(50, "Must be at least 50")
    .max(600_000, "Must be at most 600000 (ten minutes)")
    .default(5_000),
  /** How long a claimed conversion is held without renewal: a stopped server's job is free after it (ms). */
  ROOM_RECORDING_LEASE_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(300, "Must be at least 300")
    .max(3_600_000, "Must be at most 3600000 (one hour)")
    .default(120_000),
  /** A failed conversion's first retry wait (ms); the next ones wait 5 and 30 times it. */
  ROOM_RECORDING_RETRY_BASE_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(50, "Must be at least 50")
    .max(3_600_000, "Must be at most 3600000 (one hour)")
    .default(60_000),
  /** How long after a lesson's end its conversion is first due (ms): the media server closes the files. */
  ROOM_RECORDING_DELAY_MS: z.coerce
    .number({ error: "Must be a number of milliseconds" })
    .int()
    .min(0, "Must be at least 0")
    .max(600_000, "Must be at most 600000 (ten minutes)")
    .default(5_000),
  APP_URL: z.url("Must be an absolute URL such as https://tuition.example.org").optional(),
  /** Folder `react-router build` writes to (default ./build); the client is served from its client/. */
  BUILD_DIR: z.string().min(1).default("build"),
  /** Folder of the built client, when it is not BUILD_DIR/client. */
  CLIENT_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySetting.default(false),
  /**
   * The server's secret for sealing secrets at rest (TOTP) and signing short-lived tokens; unset, one is
   * generated once into DATA_DIR/app-secret (config/app-secret.ts). Several app servers need the same one.
   */
  APP_SECRET: z.string().min(32, "Must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  /** Admins must turn on two-factor sign-in before anything else (decision 029, item 6). */
  REQUIRE_ADMIN_TWO_FACTOR: booleanFlag.default(false),
  /**
   * The server may fetch a company's identity provider on loopback, private, link-local, unspecified or
   * multicast addresses (a provider inside the operator's network, development); unset, public ones only.
   */
  SSO_ALLOW_PRIVATE_ISSUERS: booleanFlag.default(false),
  /** Multiplies every rate limit (end-to-end tests sign in many times from one address). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
  BRAND_NAME: z.string().min(1).optional(),
  BRAND_COMPANY: z.string().min(1).optional(),
  BRAND_SUPPORT_EMAIL: z.email("Must be an e-mail address").optional(),
  BRAND_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, "Must be a phone number in international format")
    .optional(),
  BRAND_INSTAGRAM_URL: z.url("Must be an absolute URL").optional(),
  BRAND_LINKEDIN_URL: z.url("Must be an absolute URL").optional(),
  BRAND_CONTACT_ADDRESS: z.string().min(1).optional(),
  /** S3-compatible storage for uploaded files, instead of DATA_DIR/files: all four below, or none. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "Must be an http:// or https:// URL" }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "Must be a bucket name (3-63 lowercase letters, digits, dots, dashes)",
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Bucket in the path rather than the host name (MinIO, Garage, s3rver need it). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** The lesson room's media server and TURN servers (media-server-env.ts). */
  ...mediaServerEnvShape,
});

/** The S3 variables that together select S3 storage: all set, or none. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_OPTIONAL = ["S3_REGION", "S3_FORCE_PATH_STYLE"] as const;

/** One line per S3 variable missing from a partial S3 configuration, or set without one. */
function s3ConfigurationIssues(source: Record<string, string | undefined>): string[] {
  const set = S3_REQUIRED.filter((name) => source[name] !== undefined);
  if (set.length === S3_REQUIRED.length) return [];
  const together = `${S3_REQUIRED.join(", ")} go together: set all four for S3 file storage, or none to keep files under DATA_DIR`;
  if (set.length > 0) {
    return S3_REQUIRED.filter((name) => source[name] === undefined).map(
      (name) =>
        `  ${name}: Required, because ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set (${together})`,
    );
  }
  return S3_OPTIONAL.filter((name) => source[name] !== undefined).map(
    (name) => `  ${name}: Only used with S3 file storage (${together})`,
  );
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Parses the given environment; throws an EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  // Each line names its variable, so a message without its own text says the rest: "Must be at least 1".
  const result = envSchema.safeParse(cleaned, {
    error: (issue) =>
      issue.code === "invalid_type" && issue.input === undefined
        ? "Must be set"
        : upperFirst(fieldPredicate(issue as FieldIssue)),
  });
  const lines = [
    ...(result.error?.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`) ?? []),
    ...s3ConfigurationIssues(cleaned),
    ...mediaServerConfigurationIssues(cleaned),
  ];
  if (!result.success || lines.length > 0) {
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Parses process.env, or prints the bad variables and exits. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Whether an empty database gets the demo data (docs/decisions/029): where a newcomer tries the product —
 * the embedded database, no DATABASE_URL — or when SEED_DEMO=1 says so. A server on PostgreSQL never gets
 * the published demo sign-ins unless told.
 */
export function seedsDemoData(env: Env): boolean {
  return env.SEED_DEMO ?? env.DATABASE_URL === undefined;
}

/**
 * Whether the demo accounts, whose passwords are published, sign in from other machines than this one
 * (decision 046): only when the operator set SEED_DEMO=1 (or true) explicitly, never by the embedded
 * database's default.
 */
export function demoSignInsFromAnywhere(env: Env): boolean {
  return env.SEED_DEMO === true;
}

export function appUrlOf(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

export function brandOf(env: Env): Brand {
  return resolveBrand({
    BRAND_NAME: env.BRAND_NAME,
    BRAND_COMPANY: env.BRAND_COMPANY,
    BRAND_SUPPORT_EMAIL: env.BRAND_SUPPORT_EMAIL,
    BRAND_WHATSAPP_NUMBER: env.BRAND_WHATSAPP_NUMBER,
    BRAND_INSTAGRAM_URL: env.BRAND_INSTAGRAM_URL,
    BRAND_LINKEDIN_URL: env.BRAND_LINKEDIN_URL,
    BRAND_CONTACT_ADDRESS: env.BRAND_CONTACT_ADDRESS,
  });
}
