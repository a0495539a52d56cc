import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJanusApi } from "./janus-api.ts";
import { generateJanusSecrets } from "./janus-config.ts";
import { createJanusSupervisor, type JanusEndpoints } from "./janus-process.ts";
import {
  assertInsideTestNamespace,
  type EventsSink,
  JANUS_BINARY,
  startEventsSink,
} from "./janus-test-support.ts";
import { basicAuthorised } from "./media-server.ts";

assertInsideTestNamespace();

const workDir = path.join(tmpdir(), `janus-supervisor-test-${process.pid}`);

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const secrets = generateJanusSecrets();
let sink: EventsSink;
let supervisor: ReturnType<typeof createJanusSupervisor>;
let first: JanusEndpoints;
let startMs = 0;
const restarts: number[] = [];

/** Whether something accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The local addresses of the listening TCP sockets on `port` (from /proc, IPv4 and IPv6). */
function listeners(port: number): string[] {
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue;
      const [address, hexPort] = local.split(":") as [string, string];
      if (Number.parseInt(hexPort, 16) === port) found.push(address);
    }
  }
  return found;
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

/** A run folder left by an app that was killed outright, with its "Janus" still running; and a live app's. */
const staleDir = path.join(workDir, "janus-run-stale");
const otherAppDir = path.join(workDir, "janus-run-other-app");
let staleJanus: ChildProcess;

beforeAll(async () => {
  await mkdir(staleDir, { recursive: true });
  await mkdir(otherAppDir, { recursive: true });
  const deadApp = spawnSync("true").pid;
  staleJanus = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)", staleDir], { stdio: "ignore" });
  await writeFile(path.join(staleDir, "owner"), String(deadApp));
  await writeFile(path.join(staleDir, "janus.pid"), String(staleJanus.pid));
  await writeFile(path.join(otherAppDir, "owner"), String(process.pid));
  sink = await startEventsSink();
  supervisor = createJanusSupervisor({
    binary: JANUS_BINARY,
    workDir,
    secrets,
    appOrigin: "http://127.0.0.1:3000",
    eventsUrl: sink.url,
    rtpPorts: { min: 20000, max: 20049 },
    iceInterface: process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1",
    log: quiet,
  });
  supervisor.onRestart(() => restarts.push(Date.now()));
  const started = Date.now();
  first = await supervisor.start();
  startMs = Date.now() - started;
});

afterAll(async () => {
  await supervisor?.stop();
  await sink?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("the own Janus, run by the supervisor", () => {
  it("starts from the generated configuration in under 5 s", () => {
    expect(startMs).toBeLessThan(5_000);
    expect(first.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/janus$/);
  });

  it("first removes the folders of an app killed outright and kills the Janus it left, not a live app's", async () => {
    expect(existsSync(staleDir)).toBe(false);
    expect(await until(() => staleJanus.exitCode !== null || staleJanus.signalCode !== null, 2_000)).toBe(
      true,
    );
    expect(staleJanus.signalCode).toBe("SIGKILL");
    expect(existsSync(otherAppDir)).toBe(true);
  });

  it("keeps its configuration in a private folder and loads only VideoRoom, two transports and the event handler", async () => {
    expect(statSync(first.dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(first.dir, "lib/plugins"))).toEqual(["libjanus_videoroom.so"]);
    const info = (await (await fetch(`${first.httpUrl}/info`)).json()) as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(info.plugins!)).toEqual(["janus.plugin.videoroom"]);
    expect(Object.keys(info.transports!).sort()).toEqual([
      "janus.transport.http",
      "janus.transport.websockets",
    ]);
    expect(Object.keys(info.events!)).toEqual(["janus.eventhandler.sampleevh"]);
    expect(Object.keys(info.loggers ?? {})).toEqual([]);
    expect(info.auth_token).toBe(true);
    expect(info.api_secret).toBe(true);
  });

  it("listens for its HTTP, admin and WebSocket APIs on 127.0.0.1 only", async () => {
    for (const url of [first.httpUrl, first.adminUrl, first.wsUrl]) {
      const port = Number(new URL(url).port);
      expect(listeners(port)).toEqual(["0100007F"]);
      expect(await accepts("127.0.0.1", port)).toBe(true);
      expect(await accepts("10.77.0.1", port)).toBe(false);
      expect(await accepts("10.77.0.2", port)).toBe(false);
    }
  });

  it("posts its events to the app with the events password (HTTP Basic)", async () => {
    expect(await until(() => sink.posts.length > 0, 3_000)).toBe(true);
    const started = sink.posts.find((post) => JSON.stringify(post.body).includes('"status":"started"'));
    expect(started).toBeDefined();
    expect(basicAuthorised(started!.authorization, secrets.eventsPassword, "janus")).toBe(true);
    expect(basicAuthorised(started!.authorization, "another-password", "janus")).toBe(false);
  });

  it("is restarted after it is killed, tells onRestart, and has lost its rooms", async () => {
    const api = createJanusApi({
      httpUrl: () => supervisor.endpoints()?.httpUrl ?? null,
      apiSecret: secrets.apiSecret,
      adminKey: secrets.adminKey,
    });
    const room = { room: 4_242_424_242, secret: "room-secret", publishers: 4, description: "restart" };
    await api.ensureRoom(room);
    expect((await api.videoroom({ request: "exists", room: room.room })).exists).toBe(true);
    process.kill(first.pid, "SIGKILL");
    expect(await until(() => restarts.length === 1, 8_000)).toBe(true);
    const now = supervisor.endpoints()!;
    expect(now.pid).not.toBe(first.pid);
    expect(now.dir).toBe(first.dir);
    api.reset();
    expect((await api.videoroom({ request: "exists", room: room.room })).exists).toBe(false);
    await api.close();
  });

  it("stops: no process is left and the folder is removed", async () => {
    const { pid, dir } = supervisor.endpoints()!;
    await supervisor.stop();
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    expect(existsSync(dir)).toBe(false);
    expect(supervisor.endpoints()).toBeNull();
  });
});
