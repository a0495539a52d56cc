/**
 * Graceful shutdown of the real server process: on SIGTERM a request already being served (a
 * 1000-employee upload) still completes, the process exits 0, and the embedded database closes cleanly,
 * so the server starts again on the same data folder with the uploaded accounts in it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-test-"));
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/server.ts")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "1",
      LOG_LEVEL: "info",
      CLIENT_DIR: path.join(dataDir, "no-client"),
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  started.push(child);
  return { child, exited, output: () => output };
}

async function waitForHealth(baseUrl: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not answer /healthz within 30 s");
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

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("server shutdown", () => {
  it("finishes the request in flight on SIGTERM, exits 0 and leaves the data folder ready to reopen", async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = startServer(port);
    await waitForHealth(baseUrl);
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
    await waitForHealth(baseUrl);
    const again = await companyOf(baseUrl, await signInAdmin(baseUrl), "Harbour Health Trust");
    expect(again.employeeCount).toBe(company.employeeCount + 1000);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 90_000);
});
