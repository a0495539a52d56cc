/**
 * Graceful shutdown of the real server process: on SIGTERM a request already being served (a
 * 1000-employee upload) still completes, the process exits 0, and the embedded database closes cleanly,
 * so the server starts again on the same data folder with the uploaded accounts in it.
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

const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-test-"));
const started: ServerProcess[] = [];

function startServer(port: number) {
  const server = startServerProcess({
    port,
    dataDir,
    env: { SEED_DEMO: "1", LOG_LEVEL: "info", CLIENT_DIR: path.join(dataDir, "no-client") },
  });
  started.push(server);
  return server;
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin-demo-2025", role: "admin" }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
  return cookie!.split(";")[0]!;
}

async function companyOf(baseUrl: string, cookie: string, name: string) {
  const response = await fetch(`${baseUrl}/api/admin/companies`, { headers: { cookie } });
  const list = (await response.json()) as Array<{ id: number; name: string; employeeCount: number }>;
  return list.find((company) => company.name === name)!;
}

afterAll(async () => {
  for (const server of started) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("server shutdown", () => {
  it("finishes the request in flight on SIGTERM, exits 0 and leaves the data folder ready to reopen", async () => {
    const port = await freePort();
    const first = startServer(port);
    const baseUrl = first.baseUrl;
    await waitForHealth(first);
    const cookie = await signInAdmin(baseUrl);
    const company = await companyOf(baseUrl, cookie, "Harbour Health Trust");

    const employees = Array.from({ length: 1000 }, (_, index) => ({
      fullName: `Shutdown Test ${index}`,
      email: `shutdown-${index}@harbourhealth.example`,
    }));
    const upload = fetch(`${baseUrl}/api/admin/bulk-upload-employees`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ companyId: company.id, role: "student", employees, sendEmails: false }),
    });
    // SIGTERM once the upload has reached the server and is being served.
    for (let attempt = 0; attempt < 200 && !first.output().includes("bulk-upload-employees"); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.child.kill("SIGTERM");

    const response = await upload;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { successCount: number }).successCount).toBe(1000);
    expect(await first.exited, first.output().slice(-3000)).toBe(0);
    expect(first.output()).toContain("shutting down: finishing in-flight requests");

    const second = startServer(port);
    await waitForHealth(second);
    const again = await companyOf(baseUrl, await signInAdmin(baseUrl), "Harbour Health Trust");
    expect(again.employeeCount).toBe(company.employeeCount + 1000);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 90_000);
});
