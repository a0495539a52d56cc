/**
 * The real server's start ends with its address and the demo sign-ins, after every log
 * line: on the first start, which adds the demo data; on a later one, while the demo accounts exist; and
 * with the address alone on a database without them. Nothing is asked of the server before its output is
 * read, so no request's log line can follow.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveBrand } from "#shared/config/brand.ts";
import { DEMO_SIGN_INS } from "./db/seed/users.ts";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "./test/server-process.ts";

/** The brand the server reads from the environment, as the tests run it. */
const brand = resolveBrand(process.env);
const folders: string[] = [];
const started: ServerProcess[] = [];

afterAll(async () => {
  for (const server of started) await stopServerProcess(server);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Starts the server on `dataDir` as `npm start` does (log level info) and waits for its start to end. */
async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = startServerProcess({
    port: await freePort(),
    dataDir,
    env: { LOG_LEVEL: "info", SEED_DEMO: "", CLIENT_DIR: path.join(dataDir, "no-client"), ...env },
  });
  started.push(server);
  const deadline = Date.now() + 90_000;
  while (!server.output().includes(`is running at ${server.baseUrl}`)) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no start banner within 90 s: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Whatever the server writes right after the banner would show up here.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await stopServerProcess(server);
  const lines = server.output().trimEnd().split("\n");
  const end = lines.findIndex((line) => line.startsWith("{") && line.includes("shutting down"));
  return { server, lines: end === -1 ? lines : lines.slice(0, end) };
}

/** The servers run without a media server (server-process.ts: JANUS_MODE=off), and the start says so. */
const roomLine = "Lesson room unavailable: The media server is switched off (JANUS_MODE=off).";
const signInLines = DEMO_SIGN_INS.map(
  (signIn) =>
    `  ${signIn.label.padEnd(8)} username ${signIn.username.padEnd(10)} password ${signIn.password.padEnd(18)} 'I am a' ${signIn.iAmA}`,
);

describe("the end of a server's start", () => {
  it("is the address and the demo sign-ins, after the log lines, on the first start and the next", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "start-banner-test-"));
    folders.push(dataDir);
    const first = await start(dataDir);
    expect(first.lines.slice(-(4 + signInLines.length))).toEqual([
      `${brand.name} is running at ${first.server.baseUrl}`,
      roomLine,
      `Demo data added. Sign in at ${first.server.baseUrl}/auth with:`,
      ...signInLines,
      "  (from this machine only; SEED_DEMO=1 allows every address)",
    ]);
    // The log lines come before it: the listening address and the Node version among them.
    const before = first.lines.slice(0, -7).join("\n");
    expect(before).toContain('"msg":"Server listening at');
    expect(before).toContain('"msg":"running on Node');
    expect(before).not.toContain("admin-demo-2025");

    const next = await start(dataDir);
    expect(next.lines.slice(-(4 + signInLines.length))).toEqual([
      `${brand.name} is running at ${next.server.baseUrl}`,
      roomLine,
      `Demo sign-ins at ${next.server.baseUrl}/auth (unless their passwords were changed):`,
      ...signInLines,
      "  (from this machine only; SEED_DEMO=1 allows every address)",
    ]);
    expect(next.lines.join("\n")).not.toContain("Demo data added");
  }, 240_000);

  it("is the address and the lesson room's state alone without the demo accounts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "start-banner-empty-"));
    folders.push(dataDir);
    const { server, lines } = await start(dataDir, { SEED_DEMO: "0" });
    expect(lines.slice(-2)).toEqual([`${brand.name} is running at ${server.baseUrl}`, roomLine]);
    expect(lines.join("\n")).not.toContain("Demo");
  }, 120_000);
});
