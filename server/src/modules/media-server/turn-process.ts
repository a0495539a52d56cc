/**
 * Runs and supervises the product's own TURN server (coturn) beside its Janus: a child process started from
 * a configuration generated into a private run folder (turn-config.ts) with a secret of this run, restarted
 * with back-off when it dies unexpectedly, stopped (SIGTERM, then SIGKILL) with the app. Started as root, it
 * binds its ports and then runs as the media server's system user (`proc-user`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import type { JanusLog } from "./janus-process.ts";
import type { RunAs } from "./janus-user.ts";
import { type TurnConfigOptions, turnConfigFile } from "./turn-config.ts";

export type TurnSupervisorOptions = Omit<TurnConfigOptions, "dir" | "secret" | "procUser"> & {
  /** The `turnserver` program (Debian: /usr/bin/turnserver). */
  binary: string;
  /** The private run folder is made inside it (0700) and removed on stop. */
  workDir: string;
  runAs?: RunAs | null;
  log: JanusLog;
  /** How long a start may take before it counts as failed (default 5 s). */
  readyTimeoutMs?: number;
};

const STOP_GRACE_MS = 3_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/** Whether something accepts a TCP connection at host:port within `ms`. */
function accepts(host: string, port: number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function createTurnSupervisor(options: TurnSupervisorOptions) {
  const { log } = options;
  /** The shared secret of this run: the app signs every ticket's credentials with it. */
  const secret = randomBytes(32).toString("base64url");
  let dir: string | null = null;
  let child: ChildProcess | null = null;
  let stopping = false;
  let running = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let backoffMs = FIRST_BACKOFF_MS;
  const killOnExit = () => {
    if (child && !exited(child)) child.kill("SIGKILL");
  };
  /** Where readiness is checked: the first address it listens on, or loopback. */
  const probeHost = options.listeningIps[0] ?? "127.0.0.1";

  async function launch() {
    if (!dir) {
      await mkdir(options.workDir, { recursive: true });
      dir = await mkdtemp(path.join(options.workDir, "turn-run-"));
    }
    const config = turnConfigFile({ ...options, dir, secret, procUser: options.runAs?.name });
    await writeFile(config.file, config.text, { mode: 0o600 });
    // The log is written after the user is dropped: the folder is that user's.
    if (options.runAs) await chown(dir, options.runAs.uid, options.runAs.gid);
    const started = spawn(options.binary, ["-c", config.file], { stdio: ["ignore", "ignore", "pipe"] });
    const output: string[] = [];
    started.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8").trim()));
    started.on("error", (error) => output.push(`could not start ${options.binary}: ${error.message}`));
    child = started;
    const deadline = Date.now() + (options.readyTimeoutMs ?? 5_000);
    while (!(await accepts(probeHost, options.port, 500))) {
      if (exited(started) || Date.now() > deadline) {
        started.kill("SIGKILL");
        child = null;
        const logged = await readFile(path.join(dir, "turn.log"), "utf8").catch(() => "");
        const last = [...output, ...logged.trim().split("\n").slice(-4)].filter(Boolean).join(" | ");
        throw new Error(`The TURN server did not start: ${last || "no output"}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    started.once("exit", (code, signal) => {
      if (stopping || child !== started) return;
      child = null;
      running = false;
      log.error(`TURN server exited unexpectedly (${code ?? signal}); restarting in ${backoffMs} ms`);
      scheduleRestart();
    });
    running = true;
    log.info(`TURN server running, pid ${started.pid}, port ${options.port}`);
  }

  function scheduleRestart() {
    const wait = backoffMs;
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (stopping) return;
      launch().then(
        () => {
          backoffMs = FIRST_BACKOFF_MS;
        },
        (error: Error) => {
          log.error(error.message);
          if (!stopping) scheduleRestart();
        },
      );
    }, wait);
    restartTimer.unref();
  }

  return {
    secret,
    get running() {
      return running;
    },
    async start() {
      stopping = false;
      process.once("exit", killOnExit);
      try {
        await launch();
      } catch (error) {
        process.removeListener("exit", killOnExit);
        if (dir) await rm(dir, { recursive: true, force: true });
        dir = null;
        throw error;
      }
    },
    async stop() {
      stopping = true;
      running = false;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const current = child;
      child = null;
      if (current && !exited(current)) {
        current.kill("SIGTERM");
        const ended = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), STOP_GRACE_MS);
          current.once("exit", () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        if (!ended) current.kill("SIGKILL");
      }
      process.removeListener("exit", killOnExit);
      if (dir) await rm(dir, { recursive: true, force: true });
      dir = null;
    },
  };
}

export type TurnSupervisor = ReturnType<typeof createTurnSupervisor>;
