import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox } from "../modules/auth/secret-box.ts";
import { APP_SECRET_FILE, resolveAppSecret } from "./app-secret.ts";
import { EnvError, parseEnv } from "./env.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const dataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "app-secret-"));
  folders.push(folder);
  return path.join(folder, "data");
};

describe("the server's secret", () => {
  it("is generated once into DATA_DIR, readable by the owner only, and read back on the next start", () => {
    const DATA_DIR = dataDir();
    const first = resolveAppSecret({ DATA_DIR });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(DATA_DIR, APP_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(resolveAppSecret({ DATA_DIR })).toBe(first);
  });

  it("says what to do when it can neither read nor write one", () => {
    const blocked = dataDir();
    writeFileSync(path.join(path.dirname(blocked), "not-a-folder"), "");
    expect(() =>
      resolveAppSecret({ DATA_DIR: path.join(path.dirname(blocked), "not-a-folder", "data") }),
    ).toThrow(/set APP_SECRET \(at least 32 characters\) or make DATA_DIR writable/);
  });

  it("is APP_SECRET when set, and APP_SECRET must be at least 32 characters", () => {
    const secret = "s".repeat(32);
    expect(resolveAppSecret({ APP_SECRET: secret, DATA_DIR: dataDir() })).toBe(secret);
    expect(() => parseEnv({ APP_SECRET: "too-short" })).toThrow(EnvError);
    expect(parseEnv({ APP_SECRET: secret }).APP_SECRET).toBe(secret);
  });

  it("seals so that only the same secret, purpose and account open it", () => {
    const box = createSecretBox("a".repeat(32));
    const sealed = box.seal("totp-secret", "JBSWY3DPEHPK3PXP", "user:1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open("totp-secret", sealed, "user:1")).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open("totp-secret", sealed, "user:2")).toBeNull();
    expect(box.open("two-factor-pending", sealed, "user:1")).toBeNull();
    expect(createSecretBox("b".repeat(32)).open("totp-secret", sealed, "user:1")).toBeNull();
    expect(box.open("totp-secret", `${sealed.slice(0, -2)}AA`, "user:1")).toBeNull();
  });
});
