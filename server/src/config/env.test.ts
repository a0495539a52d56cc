import { existsSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  appConfigFromEnv,
  clientDirOf,
  fileStorageConfigOf,
  mediaServerConfigOf,
  RECORDING_TOOLS,
} from "./app-config.ts";
import { appUrlOf, demoSignInsFromAnywhere, EnvError, parseEnv, seedsDemoData } from "./env.ts";

function errorText(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected parseEnv to throw");
}

describe("parseEnv", () => {
  it("fills in defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 5000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      RATE_LIMIT_MULTIPLIER: 1,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(appUrlOf(env)).toBe("http://localhost:5000");
  });

  it("seeds demo data on the embedded database only, unless SEED_DEMO says otherwise", () => {
    const postgres = "postgres://user:pass@db:5432/tuition";
    expect(seedsDemoData(parseEnv({}))).toBe(true);
    expect(seedsDemoData(parseEnv({ DATABASE_URL: postgres }))).toBe(false);
    expect(seedsDemoData(parseEnv({ DATABASE_URL: postgres, SEED_DEMO: "1" }))).toBe(true);
    expect(seedsDemoData(parseEnv({ SEED_DEMO: "0" }))).toBe(false);
  });

  it("lets the demo accounts sign in from anywhere only when SEED_DEMO=1 is set explicitly, never by default", () => {
    const postgres = "postgres://user:pass@db:5432/tuition";
    // The embedded database seeds by default, and its demo accounts still sign in from this machine only.
    expect(demoSignInsFromAnywhere(parseEnv({}))).toBe(false);
    expect(demoSignInsFromAnywhere(parseEnv({ SEED_DEMO: "" }))).toBe(false);
    expect(demoSignInsFromAnywhere(parseEnv({ SEED_DEMO: "0" }))).toBe(false);
    expect(demoSignInsFromAnywhere(parseEnv({ SEED_DEMO: "1" }))).toBe(true);
    expect(demoSignInsFromAnywhere(parseEnv({ SEED_DEMO: "true" }))).toBe(true);
    expect(demoSignInsFromAnywhere(parseEnv({ DATABASE_URL: postgres, SEED_DEMO: "1" }))).toBe(true);
    const secret = "s".repeat(32);
    expect(appConfigFromEnv(parseEnv({ APP_SECRET: secret })).demoSignInsFromAnywhere).toBe(false);
    expect(appConfigFromEnv(parseEnv({ APP_SECRET: secret, SEED_DEMO: "1" })).demoSignInsFromAnywhere).toBe(
      true,
    );
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "", SEED_DEMO: "", DATABASE_URL: "" });
    expect(env).toMatchObject({ PORT: 5000 });
    expect(env.SEED_DEMO).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads and converts the values given", () => {
    const env = parseEnv({
      PORT: "8080",
      SEED_DEMO: "0",
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1",
      DATABASE_URL: "postgres://user:pass@db:5432/tuition",
      SMTP_URL: "smtp://mail.example.org:25",
      APP_URL: "https://tuition.example.org/",
      RATE_LIMIT_MULTIPLIER: "100",
      LOG_LEVEL: "warn",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      TRUST_PROXY: ["127.0.0.1", "10.0.0.0/8", "::1"],
      DATABASE_URL: "postgres://user:pass@db:5432/tuition",
      RATE_LIMIT_MULTIPLIER: 100,
      LOG_LEVEL: "warn",
    });
    expect(appUrlOf(env)).toBe("https://tuition.example.org");
  });

  it.each([
    ["PORT", "not-a-port", "Must be a port number"],
    ["PORT", "70000", "Must be a port number"],
    ["DATABASE_URL", "mysql://db/x", "Must be a postgres:// or postgresql:// connection URL"],
    ["SEED_DEMO", "yes", "Must be 0, 1, true or false"],
    [
      "TRUST_PROXY",
      "maybe",
      'Must list proxy addresses or CIDR ranges separated by commas (not "maybe"), e.g. 127.0.0.1,10.0.0.0/8',
    ],
    [
      "TRUST_PROXY",
      "10.0.0.0/33",
      'Must list proxy addresses or CIDR ranges separated by commas (not "10.0.0.0/33"), e.g. 127.0.0.1,10.0.0.0/8',
    ],
    [
      "TRUST_PROXY",
      "1",
      "Trusting every proxy hop lets any client set its own address; list the proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8",
    ],
    [
      "TRUST_PROXY",
      "true",
      "Trusting every proxy hop lets any client set its own address; list the proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8",
    ],
    ["SMTP_URL", "http://mail", "Must be an smtp:// or smtps:// URL"],
    ["APP_URL", "tuition.example.org", "Must be an absolute URL such as https://tuition.example.org"],
    ["NODE_ENV", "staging", "Must be development, production or test"],
    ["BRAND_SUPPORT_EMAIL", "support", "Must be an e-mail address"],
    ["BRAND_WHATSAPP_NUMBER", "call me", "Must be a phone number in international format"],
    ["RATE_LIMIT_MULTIPLIER", "0", "Must be at least 1"],
  ])("reports a bad %s with its name", (name, value, message) => {
    expect(errorText({ [name]: value })).toContain(`  ${name}: ${message}`);
  });

  const EVERY_ADDRESS_TAIL =
    ", which lets any client set its own address; list the proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8";

  it.each([
    ["0.0.0.0/0", '"0.0.0.0/0" trusts every address'],
    ["::/0", '"::/0" trusts every address'],
    ["127.0.0.1, 0.0.0.0/00", '"0.0.0.0/00" trusts every address'],
    ["10.1.2.3/0", '"10.1.2.3/0" trusts every address'],
    ["0:0::0/000", '"0:0::0/000" trusts every address'],
    ["::ffff:10.0.0.1/0", '"::ffff:10.0.0.1/0" trusts every address'],
    ["::ffff:0.0.0.0/96", '"::ffff:0.0.0.0/96" trusts every IPv4 address'],
    ["0.0.0.0/1,128.0.0.0/1", '"0.0.0.0/1", "128.0.0.0/1" together trust every IPv4 address'],
    [
      "loopback, 0.0.0.0/2, 64.0.0.0/2, ::ffff:128.0.0.0/97, 10.0.0.0/8",
      '"loopback", "0.0.0.0/2", "64.0.0.0/2", "::ffff:128.0.0.0/97", "10.0.0.0/8" together trust every IPv4 address',
    ],
    ["::/1, 8000::/1", '"::/1", "8000::/1" together trust every IPv6 address'],
  ])("refuses TRUST_PROXY=%s, which trusts every address, with one line", (value, words) => {
    const text = errorText({ TRUST_PROXY: value });
    expect(text).toBe(`Invalid configuration:\n  TRUST_PROXY: ${words}${EVERY_ADDRESS_TAIL}`);
  });

  it("keeps proxy lists that leave some addresses untrusted", () => {
    for (const value of [
      "0.0.0.0/1",
      "::/1",
      "::ffff:0.0.0.0/97",
      "::ffff:0:0/95",
      "loopback,linklocal,uniquelocal",
      "0.0.0.0/1,128.0.0.0/2,::/1,8000::/2",
      "fe80::1%eth0/1,fe80::1%eth0/1",
    ]) {
      const entries = parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
      expect(entries, value).toEqual(value.split(",").map((entry) => entry.trim()));
      // What start-up accepts, the app accepts too (a /0 made Fastify throw after the migrations).
      expect(() => Fastify({ trustProxy: entries || false }), value).not.toThrow();
    }
  });

  it("reports every bad variable at once", () => {
    const text = errorText({ PORT: "x", SEED_DEMO: "perhaps", SMTP_URL: "ftp://x" });
    expect(text.startsWith("Invalid configuration:\n")).toBe(true);
    expect(text).toContain("  PORT: ");
    expect(text).toContain("  SEED_DEMO: ");
    expect(text).toContain("  SMTP_URL: ");
    expect(text.split("\n")).toHaveLength(4);
  });

  it("serves the client from BUILD_DIR/client unless CLIENT_DIR says otherwise", () => {
    expect(clientDirOf(parseEnv({}))).toBe(path.resolve("build/client"));
    expect(clientDirOf(parseEnv({ BUILD_DIR: "build-e2e" }))).toBe(path.resolve("build-e2e/client"));
    expect(clientDirOf(parseEnv({ BUILD_DIR: "build-e2e", CLIENT_DIR: "/srv/site" }))).toBe("/srv/site");
  });

  describe("file storage", () => {
    const s3 = {
      S3_ENDPOINT: "https://objects.example.org",
      S3_BUCKET: "tuition-files",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret",
    };

    it("keeps files in DATA_DIR/files unless S3 is configured", () => {
      expect(fileStorageConfigOf(parseEnv({ DATA_DIR: "/srv/data" }))).toEqual({
        kind: "folder",
        dir: "/srv/data/files",
      });
      expect(appConfigFromEnv(parseEnv({})).fileStorage).toEqual({
        kind: "folder",
        dir: path.resolve("data/files"),
      });
    });

    it("uses the S3-compatible bucket when all four S3 variables are set", () => {
      expect(fileStorageConfigOf(parseEnv(s3))).toEqual({
        kind: "s3",
        endpoint: "https://objects.example.org",
        bucket: "tuition-files",
        accessKeyId: "key-id",
        secretAccessKey: "secret",
        region: "us-east-1",
        forcePathStyle: true,
      });
      expect(
        fileStorageConfigOf(parseEnv({ ...s3, S3_REGION: "eu-west-2", S3_FORCE_PATH_STYLE: "0" })),
      ).toMatchObject({ region: "eu-west-2", forcePathStyle: false });
    });

    it("names each missing S3 variable when only some are set", () => {
      const text = errorText({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET });
      expect(text).toContain("  S3_ACCESS_KEY_ID: Required, because S3_ENDPOINT, S3_BUCKET are set");
      expect(text).toContain("  S3_SECRET_ACCESS_KEY: Required, because S3_ENDPOINT, S3_BUCKET are set");
      expect(text).toContain("set all four for S3 file storage, or none to keep files under DATA_DIR");
      expect(text).not.toContain("  S3_ENDPOINT:");
      expect(text.split("\n")).toHaveLength(3);
    });

    it("reports S3 settings given without S3 storage, and bad S3 values, with the other bad variables", () => {
      expect(errorText({ S3_REGION: "eu-west-2" })).toContain("  S3_REGION: Only used with S3 file storage");
      const text = errorText({
        ...s3,
        S3_ENDPOINT: "objects.example.org",
        S3_BUCKET: "Bad_Bucket",
        PORT: "x",
      });
      expect(text).toContain("  S3_ENDPOINT: Must be an http:// or https:// URL");
      expect(text).toContain("  S3_BUCKET: Must be a bucket name");
      expect(text).toContain("  PORT: ");
      expect(errorText({ PORT: "x", S3_BUCKET: "tuition-files" })).toContain("  S3_ENDPOINT: Required");
    });
  });

  describe("media server", () => {
    const external = {
      JANUS_MODE: "external",
      JANUS_HTTP_URL: "http://10.0.0.5:8088/janus",
      JANUS_API_SECRET: "api-secret",
      JANUS_TOKEN_SECRET: "token-secret",
      JANUS_ADMIN_KEY: "admin-key",
      JANUS_EVENTS_SECRET: "events-secret",
      JANUS_WS_URL: "ws://10.0.0.5:8188",
    };
    const missingBinary = "/nonexistent/janus";

    it("runs its own Janus by default when the program is installed, with its folders under DATA_DIR", () => {
      const env = parseEnv({
        DATA_DIR: "/srv/data",
        APP_URL: "https://tuition.example.org/",
        JANUS_BINARY: process.execPath,
      });
      expect(env).toMatchObject({ JANUS_MODE: "auto", JANUS_RTP_PORTS: { min: 20000, max: 20199 } });
      expect(mediaServerConfigOf(env)).toEqual({
        mode: "own",
        binary: process.execPath,
        workDir: "/srv/data/janus",
        rtpPorts: { min: 20000, max: 20199 },
        appOrigin: "https://tuition.example.org",
        iceServers: [],
        // Rooms record into DATA_DIR only where their recordings can be converted (janus-pp-rec, ffmpeg).
        recordingsDir: RECORDING_TOOLS.every((tool) => existsSync(tool)) ? "/srv/data/room-recordings" : null,
        // The own TURN server beside it where coturn is installed, reached at APP_URL's host.
        turn: existsSync("/usr/bin/turnserver")
          ? {
              mode: "own",
              binary: "/usr/bin/turnserver",
              host: "tuition.example.org",
              port: 3478,
              relayPorts: { min: 49160, max: 49359 },
            }
          : null,
      });
      expect(parseEnv({}).JANUS_BINARY).toBe("/usr/bin/janus");
    });

    it("passes the own Janus its ICE address, NAT mapping, port range and the TURN servers", () => {
      const env = parseEnv({
        JANUS_BINARY: process.execPath,
        JANUS_ICE_INTERFACE: "10.77.0.1",
        JANUS_NAT_1_1_MAPPING: "203.0.113.7",
        JANUS_RTP_PORTS: "40000-40099",
        TURN_URLS: "turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349",
        TURN_USERNAME: "room",
        TURN_CREDENTIAL: "turn-secret",
      });
      expect(mediaServerConfigOf(env)).toMatchObject({
        mode: "own",
        iceInterface: "10.77.0.1",
        natMapping: "203.0.113.7",
        rtpPorts: { min: 40000, max: 40099 },
        iceServers: [
          {
            urls: ["turn:turn.example.org:3478?transport=udp", "turns:turn.example.org:5349"],
            username: "room",
            credential: "turn-secret",
          },
        ],
      });
    });

    it("gives tickets TURN credentials for the own coturn (TLS when given) or for one run elsewhere with TURN_SECRET", () => {
      const own = parseEnv({
        JANUS_BINARY: process.execPath,
        TURN_BINARY: process.execPath,
        TURN_HOST: "turn.example.org",
        TURN_PORT: "3479",
        TURN_TLS_PORT: "443",
        TURN_TLS_CERT: "/etc/ssl/turn.pem",
        TURN_TLS_KEY: "/etc/ssl/turn.key",
        TURN_RELAY_PORTS: "50000-50099",
      });
      expect(mediaServerConfigOf(own)).toMatchObject({
        turn: {
          mode: "own",
          binary: process.execPath,
          host: "turn.example.org",
          port: 3479,
          tls: { port: 443, cert: "/etc/ssl/turn.pem", key: "/etc/ssl/turn.key" },
          relayPorts: { min: 50000, max: 50099 },
        },
      });
      expect(
        mediaServerConfigOf(
          parseEnv({ JANUS_BINARY: process.execPath, TURN_BINARY: process.execPath, TURN_MODE: "off" }),
        ),
      ).toMatchObject({ turn: null });
      const elsewhere = parseEnv({
        ...external,
        TURN_URLS: "turn:turn.example.org:3478?transport=tcp",
        TURN_SECRET: "a-shared-secret-of-turn",
      });
      expect(mediaServerConfigOf(elsewhere)).toMatchObject({
        iceServers: [],
        turn: {
          mode: "external",
          urls: ["turn:turn.example.org:3478?transport=tcp"],
          secret: "a-shared-secret-of-turn",
        },
      });
      expect(errorText({ TURN_SECRET: "a-shared-secret-of-turn" })).toContain(
        "  TURN_SECRET: Only used with TURN_URLS (a TURN server run elsewhere)",
      );
      expect(errorText({ TURN_TLS_CERT: "/etc/ssl/turn.pem" })).toContain(
        "  TURN_TLS_KEY: Required, because TURN_TLS_CERT is set (TURN over TLS needs both)",
      );
    });

    it("has no media server, saying why, when the program is missing or JANUS_MODE=off", () => {
      expect(mediaServerConfigOf(parseEnv({ JANUS_BINARY: missingBinary }))).toEqual({
        mode: "off",
        reason: `The media server is not installed: ${missingBinary} is missing (Debian's package "janus").`,
      });
      expect(
        appConfigFromEnv(parseEnv({ APP_SECRET: "s".repeat(32), JANUS_MODE: "off" })).mediaServer,
      ).toEqual({
        mode: "off",
        reason: "The media server is switched off (JANUS_MODE=off).",
      });
    });

    it("uses a Janus run elsewhere with its five settings, browsers going through the app unless told", () => {
      expect(mediaServerConfigOf(parseEnv(external))).toEqual({
        mode: "external",
        httpUrl: "http://10.0.0.5:8088/janus",
        apiSecret: "api-secret",
        tokenSecret: "token-secret",
        adminKey: "admin-key",
        eventsSecret: "events-secret",
        wsUrl: "ws://10.0.0.5:8188",
        iceServers: [],
        turn: null,
      });
      const env = parseEnv({ ...external, JANUS_PUBLIC_WS_URL: "wss://media.example.org/janus" });
      expect(mediaServerConfigOf(env)).toMatchObject({ browserUrl: "wss://media.example.org/janus" });
      const proxied = parseEnv({
        ...external,
        JANUS_WS_URL: "ws://10.0.0.5:8188",
        JANUS_ADMIN_URL: "http://10.0.0.5:7088/admin",
        JANUS_ADMIN_SECRET: "admin-secret",
      });
      expect(
        mediaServerConfigOf(parseEnv({ ...external, JANUS_RECORDINGS_DIR: "/shared/rec/" })),
      ).toMatchObject({
        recordingsDir: "/shared/rec",
      });
      expect(errorText({ ...external, JANUS_RECORDINGS_DIR: "rec" })).toContain(
        "JANUS_RECORDINGS_DIR: Must be an absolute path",
      );
      expect(mediaServerConfigOf(proxied)).toMatchObject({
        wsUrl: "ws://10.0.0.5:8188",
        adminUrl: "http://10.0.0.5:7088/admin",
        adminSecret: "admin-secret",
      });
      expect(errorText({ ...external, JANUS_ADMIN_URL: "http://10.0.0.5:7088/admin" })).toContain(
        "  JANUS_ADMIN_SECRET: Required, because JANUS_ADMIN_URL is set (the admin API needs both)",
      );
      const { JANUS_WS_URL: _, ...unreachable } = external;
      expect(errorText(unreachable)).toContain(
        "  JANUS_WS_URL: Required, because browsers must reach that Janus's WebSocket: set JANUS_WS_URL (through the app) or JANUS_PUBLIC_WS_URL (directly)",
      );
      expect(
        mediaServerConfigOf(parseEnv({ ...unreachable, JANUS_PUBLIC_WS_URL: "wss://m.example.org" })),
      ).toMatchObject({
        browserUrl: "wss://m.example.org",
      });
      expect(errorText({ JANUS_WS_URL: "ws://10.0.0.5:8188" })).toContain(
        "  JANUS_WS_URL: Only used with JANUS_MODE=external",
      );
    });

    it("names each setting a Janus run elsewhere is missing", () => {
      const text = errorText({
        JANUS_MODE: "external",
        JANUS_HTTP_URL: external.JANUS_HTTP_URL,
        JANUS_ADMIN_KEY: "k",
        JANUS_WS_URL: external.JANUS_WS_URL,
      });
      const because =
        "Required, because JANUS_MODE=external needs JANUS_HTTP_URL, JANUS_API_SECRET, JANUS_TOKEN_SECRET, JANUS_ADMIN_KEY, JANUS_EVENTS_SECRET together";
      expect(text.split("\n").slice(1)).toEqual([
        `  JANUS_API_SECRET: ${because}`,
        `  JANUS_TOKEN_SECRET: ${because}`,
        `  JANUS_EVENTS_SECRET: ${because}`,
      ]);
    });

    it("refuses settings that would be ignored and bad values, with the other bad variables", () => {
      expect(errorText({ JANUS_HTTP_URL: external.JANUS_HTTP_URL })).toContain(
        "  JANUS_HTTP_URL: Only used with JANUS_MODE=external (a Janus run elsewhere); set JANUS_MODE=external to use it",
      );
      expect(errorText({ TURN_USERNAME: "room" })).toContain("  TURN_USERNAME: Only used with TURN_URLS");
      expect(errorText({ TURN_URLS: "turn:t.example.org", TURN_USERNAME: "room" })).toContain(
        "  TURN_CREDENTIAL: Required, because TURN_USERNAME is set",
      );
      const text = errorText({
        JANUS_MODE: "own",
        JANUS_RTP_PORTS: "30000-20000",
        JANUS_NAT_1_1_MAPPING: "gateway.example.org",
        TURN_URLS: "https://turn.example.org",
        PORT: "x",
      });
      expect(text).toContain("  JANUS_MODE: Must be auto, external or off");
      expect(text).toContain(
        "  JANUS_RTP_PORTS: Must be a port range within 1024-65535, the lower port first",
      );
      expect(text).toContain("  JANUS_NAT_1_1_MAPPING: Must be an IP address");
      expect(text).toContain(
        '  TURN_URLS: Must list turn:, turns: or stun: addresses separated by commas (not "https://turn.example.org")',
      );
      expect(text).toContain("  PORT: ");
    });
  });
});
