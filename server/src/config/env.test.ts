import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientDirOf } from "./app-config.ts";
import { appUrlOf, EnvError, parseEnv } from "./env.ts";

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
      SEED_DEMO: true,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      RATE_LIMIT_MULTIPLIER: 1,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(appUrlOf(env)).toBe("http://localhost:5000");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", SEED_DEMO: "", DATABASE_URL: "" })).toMatchObject({
      PORT: 5000,
      SEED_DEMO: true,
    });
  });

  it("reads and converts the values given", () => {
    const env = parseEnv({
      PORT: "8080",
      SEED_DEMO: "0",
      TRUST_PROXY: "true",
      DATABASE_URL: "postgres://user:pass@db:5432/tuition",
      SMTP_URL: "smtp://mail.example.org:25",
      APP_URL: "https://tuition.example.org/",
      RATE_LIMIT_MULTIPLIER: "100",
      LOG_LEVEL: "warn",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      TRUST_PROXY: true,
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
    ["TRUST_PROXY", "maybe", "Must be 0, 1, true or false"],
    ["SMTP_URL", "http://mail", "Must be an smtp:// or smtps:// URL"],
    ["APP_URL", "tuition.example.org", "Must be an absolute URL such as https://tuition.example.org"],
    [
      "NODE_ENV",
      "staging",
      "Invalid enum value. Expected 'development' | 'production' | 'test', received 'staging'",
    ],
    ["BRAND_SUPPORT_EMAIL", "support", "Must be an e-mail address"],
    ["BRAND_WHATSAPP_NUMBER", "call me", "Must be a phone number in international format"],
    ["RATE_LIMIT_MULTIPLIER", "0", "Number must be greater than or equal to 1"],
  ])("reports a bad %s with its name", (name, value, message) => {
    expect(errorText({ [name]: value })).toContain(`  ${name}: ${message}`);
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
});
