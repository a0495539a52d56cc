/**
 * The real server as `npm start` runs it on the embedded database (decision 046): it
 * seeds the demo data by default, and its start-up log says the demo accounts sign in from this machine
 * only; a client a trusted proxy names as another machine gets the 401 of a wrong password. Started again
 * with SEED_DEMO=1 set explicitly, the log says they sign in from any address, and they do.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "./test/server-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "demo-sign-ins-test-"));
const started: ServerProcess[] = [];

async function start(seedDemo: string) {
  const server = startServerProcess({
    port: await freePort(),
    dataDir,
    // SEED_DEMO "" is unset: the embedded database's default, as a plain `npm start` has it.
    env: {
      SEED_DEMO: seedDemo,
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "info",
      CLIENT_DIR: path.join(dataDir, "no-client"),
    },
  });
  started.push(server);
  await waitForHealth(server);
  return server;
}

/** The demo admin's sign-in, from this machine or, through the trusted proxy, from `forwardedFor`. */
async function signInDemoAdmin(server: ServerProcess, forwardedFor?: string) {
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ username: "admin", password: "admin-demo-2025", role: "admin" }),
  });
  return { status: response.status, body: await response.json() };
}

afterAll(async () => {
  for (const server of started) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

// The log and the start's last lines are written in the background: read them once they have come.
describe("the demo sign-ins of a started server", () => {
  // Two servers start one after the other (migrations, seed): on a loaded 2-core machine that takes a while.
  it("are this machine's only by default, as the start-up log says, and every address's with SEED_DEMO=1", {
    timeout: 180_000,
  }, async () => {
    const byDefault = await start("");
    await expect
      .poll(() => byDefault.output())
      .toContain("(from this machine only; SEED_DEMO=1 allows every address)");
    await expect
      .poll(() => byDefault.output())
      .toContain("Demo accounts sign in only from this machine (loopback");
    expect((await signInDemoAdmin(byDefault)).status).toBe(200);
    const elsewhere = await signInDemoAdmin(byDefault, "203.0.113.9");
    expect(elsewhere).toMatchObject({ status: 401, body: { message: "Invalid username or password" } });
    await stopServerProcess(byDefault);

    const told = await start("1");
    await expect.poll(() => told.output()).toContain("Demo accounts sign in from any address (SEED_DEMO=1)");
    expect((await signInDemoAdmin(told, "203.0.113.9")).status).toBe(200);
  });
});
