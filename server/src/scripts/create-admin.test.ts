/**
 * create-admin reads the password from standard input when --password is left out (or --password-stdin
 * is given), so it never sits in shell history: the script is run as an operator would,
 * with the password piped in, against a temporary data folder.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { verifyPassword } from "../lib/password.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "create-admin-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(args: string[], stdin: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(root, "server/src/scripts/create-admin.ts"), ...args],
      {
        cwd: root,
        stdio: ["pipe", "pipe", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          LOG_LEVEL: "warn",
        },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

async function storedAdmin(username: string) {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select().from(users).where(eq(users.username, username)))[0];
  } finally {
    await database.close();
  }
}

const details = (username: string) => [
  "--username",
  username,
  "--email",
  `${username}@school.example`,
  "--full-name",
  "Operator Admin",
];

describe("create-admin", () => {
  it("takes the password from standard input when --password is left out", async () => {
    const password = "piped-Secret-2026-xyz";
    const run = await createAdmin(details("pipedadmin"), `${password}\n`);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Admin "pipedadmin" created');
    expect(run.output).not.toContain(password);
    const admin = await storedAdmin("pipedadmin");
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
  }, 60_000);

  it("takes it from standard input with --password-stdin, and refuses a too-short one", async () => {
    const run = await createAdmin(
      [...details("stdinadmin"), "--password-stdin"],
      "another-Secret-2026-abc\r\n",
    );
    expect(run.code, run.output).toBe(0);
    const admin = await storedAdmin("stdinadmin");
    expect(await verifyPassword(admin!.passwordHash, "another-Secret-2026-abc")).toBe(true);

    const short = await createAdmin(details("shortadmin"), "abc\n");
    expect(short.code).toBe(2);
    expect(short.output).toContain("--password: Password must be at least 6 characters");
    expect(await storedAdmin("shortadmin")).toBeUndefined();

    const both = await createAdmin([...details("bothadmin"), "--password-stdin", "--password", "x"], "");
    expect(both.code).toBe(2);
    expect(both.output).toContain("not both");
  }, 120_000);
});
