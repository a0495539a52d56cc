/**
 * Test and bench support: the real server (server.ts) as a child process on a free loopback port, with
 * its output kept for failure messages.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, below Linux's ephemeral range (32768–60999):
 * a server takes seconds to migrate before it listens, and a port from the ephemeral range could meanwhile
 * be given to some process's outgoing connection (a database pool's), failing the listen with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free loopback port between 20000 and 32000 after 200 tries");
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last 20,000 characters the server wrote. */
  output: () => string;
};

/** Starts server.ts on `port` with an embedded database in `dataDir`; `env` adds or overrides variables. */
export function startServerProcess(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/server.ts")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      APP_URL: baseUrl,
      LOG_LEVEL: "warn",
      // No Janus outside a network namespace: a test that wants the media server says so in `env`.
      JANUS_MODE: "off",
      ...options.env,
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, baseUrl, exited, output: () => output };
}

/** Milliseconds from `since` until /healthz first answers 200; throws if the server exits or times out. */
export async function waitForHealth(server: ServerProcess, since = performance.now(), timeoutMs = 90_000) {
  while (performance.now() - since < timeoutMs) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode} before answering`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no 200 from /healthz within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL if the server has not exited within `timeoutMs`. */
export async function stopServerProcess(server: ServerProcess, timeoutMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), timeoutMs);
  await server.exited;
  clearTimeout(timer);
}

/** Signs in over HTTP as the body says (username, password, role) and returns the `sid=…` cookie. */
export async function signInOverHttp(
  baseUrl: string,
  body: { username: string; password: string; role: string },
) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0]!;
}
