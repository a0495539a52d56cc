/**
 * The server's own secret (APP_SECRET), from which the keys that seal secrets at rest and sign short-lived
 * tokens are derived (decision 029, item 6). Unset, one is generated once into DATA_DIR/app-secret (mode
 * 0600) and read back on every start, so a single install needs no setup; several app servers sharing one
 * PostgreSQL database must all be given the same APP_SECRET.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env.ts";

export const APP_SECRET_FILE = "app-secret";

/** APP_SECRET, else the secret kept in DATA_DIR (written there the first time). */
export function resolveAppSecret(env: Pick<Env, "APP_SECRET" | "DATA_DIR">): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.resolve(env.DATA_DIR, APP_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  // "wx": never overwrite a secret another process wrote in between (it would unseal nothing any more).
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw new Error(
      `APP_SECRET is not set and ${file} cannot be written (${(error as Error).message}): set APP_SECRET (at least 32 characters) or make DATA_DIR writable`,
    );
  }
  chmodSync(file, 0o600);
  return secret;
}
