/**
 * Runs and supervises the app's own Janus (docs/decisions/053): a child process started from a
 * configuration generated into a private 0700 folder (janus-config.ts), on free loopback ports, restarted
 * with back-off when it dies unexpectedly, and stopped (SIGTERM, then SIGKILL after 3 s) with the app. A
 * restarted Janus has lost every room: `onRestart` listeners hear of it so rooms are made again.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { type JanusSecrets, janusConfigFolder, protectedFoldersFor } from "./janus-config.ts";
import { handOver, handOverReadOnly, letThrough, type RunAs } from "./janus-user.ts";

export type JanusLog = {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export type JanusSupervisorOptions = {
  binary: string;
  /** The private run folder is made inside it (0700) and removed on stop. */
  workDir: string;
  secrets: JanusSecrets;
  appOrigin: string;
  eventsUrl: string;
  rtpPorts: { min: number; max: number };
  iceInterface?: string;
  natMapping?: string;
  log: JanusLog;
  /** Where Janus's module files are (default: Debian's folder). */
  modulesDir?: string;
  /** Where rooms record (made 0700 here); Janus's protected folders leave a way through to it. */
  recordingsDir?: string | null;
  /** How long a start may take before it counts as failed (default 5 s). */
  readyTimeoutMs?: number;
  /**
   * The system user Janus runs as (janus-user.ts; the app runs as root): it owns the recordings folder and
   * reads its configuration. Null: Janus runs as the app's own user.
   */
  runAs?: RunAs | null;
};

/** Where the running Janus answers: all on 127.0.0.1. */
export type JanusEndpoints = { httpUrl: string; adminUrl: string; wsUrl: string; pid: number; dir: string };

const STOP_GRACE_MS = 3_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** A Janus that ran this long without dying starts the back-off afresh when it next dies. */
const STABLE_MS = 60_000;

/** A loopback port nobody listens on now (the OS picks it). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free loopback port"))));
    });
  });
}

/**
 * Makes the recordings folder (0700) and answers Janus's protected folders with a way through to its
 * real path (a DATA_DIR under /var), or the defaults when nothing is recorded.
 */
async function recordingsAllowed(
  recordingsDir: string | null,
  runAs: RunAs | null,
): Promise<readonly string[] | undefined> {
  if (recordingsDir === null) return undefined;
  await mkdir(recordingsDir, { recursive: true, mode: 0o700 });
  if (runAs) {
    await letThrough(recordingsDir);
    await handOver(recordingsDir, runAs);
  }
  return protectedFoldersFor(await realpath(recordingsDir), (folder) => {
    try {
      return readdirSync(folder);
    } catch {
      return [];
    }
  });
}

/** The prefix of every run folder in the work folder. */
const RUN_PREFIX = "janus-run-";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the run folders an app left behind when it was killed outright (SIGKILL runs no exit hook), and
 * kills the Janus still running from one. A folder whose app is alive is another app process's: left.
 */
export async function removeStaleRuns(workDir: string, log: JanusLog): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(workDir)).filter((name) => name.startsWith(RUN_PREFIX));
  } catch {
    return; // No work folder yet.
  }
  for (const name of names) {
    const dir = path.join(workDir, name);
    const owner = Number(await readFile(path.join(dir, "owner"), "utf8").catch(() => ""));
    if (owner > 0 && alive(owner)) continue;
    const janusPid = Number(await readFile(path.join(dir, "janus.pid"), "utf8").catch(() => ""));
    if (janusPid > 0 && alive(janusPid)) {
      // Only a process started from this folder is ours to kill (the pid may have been reused).
      const commandLine = await readFile(`/proc/${janusPid}/cmdline`, "utf8").catch(() => "");
      if (commandLine.includes(dir)) {
        log.warn(`Killing the media server (Janus, pid ${janusPid}) a previous app process left running`);
        process.kill(janusPid, "SIGKILL");
      }
    }
    await rm(dir, { recursive: true, force: true });
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(exited(child)), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function createJanusSupervisor(options: JanusSupervisorOptions) {
  const { log } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 5_000;
  const restartListeners: Array<() => void> = [];
  let dir: string | null = null;
  let child: ChildProcess | null = null;
  let endpoints: JanusEndpoints | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let backoffMs = FIRST_BACKOFF_MS;
  let startedAt = 0;
  // If the app ends without stop() (an uncaught error, process.exit), its Janus must not outlive it.
  const killOnExit = () => {
    if (child && !exited(child)) child.kill("SIGKILL");
  };

  async function writeConfig(runDir: string) {
    const [httpPort, adminPort, wsPort] = await Promise.all([
      freeLoopbackPort(),
      freeLoopbackPort(),
      freeLoopbackPort(),
    ]);
    const folder = janusConfigFolder({
      dir: runDir,
      httpPort,
      adminPort,
      wsPort,
      secrets: options.secrets,
      eventsUrl: options.eventsUrl,
      rtpPorts: options.rtpPorts,
      iceInterface: options.iceInterface,
      natMapping: options.natMapping,
      appOrigin: options.appOrigin,
      modulesDir: options.modulesDir,
      protectedFolders: await recordingsAllowed(options.recordingsDir ?? null, options.runAs ?? null),
    });
    await rm(path.join(runDir, "etc"), { recursive: true, force: true });
    await rm(path.join(runDir, "lib"), { recursive: true, force: true });
    for (const folderPath of folder.folders) await mkdir(folderPath, { recursive: true, mode: 0o700 });
    for (const [linkPath, target] of Object.entries(folder.links)) await symlink(target, linkPath);
    for (const [filePath, text] of Object.entries(folder.files)) {
      await writeFile(filePath, text, { mode: 0o600 });
    }
    if (options.runAs) {
      // Janus reads its configuration and writes nothing there.
      await letThrough(runDir);
      await handOverReadOnly(runDir, options.runAs);
    }
    return { folder, httpPort, adminPort, wsPort };
  }

  /** Polls `GET /janus/info` until Janus answers, it exits, or the time is up. */
  async function waitUntilReady(janus: ChildProcess, infoUrl: string, output: string[]) {
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      if (exited(janus)) break;
      try {
        const answer = await fetch(infoUrl, { signal: AbortSignal.timeout(1_000) });
        if (answer.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const how = exited(janus)
      ? `exited (${janus.exitCode ?? janus.signalCode})`
      : `did not answer within ${readyTimeoutMs} ms`;
    throw new Error(`Janus ${how}: ${output.slice(-8).join(" | ") || "no output"}`);
  }

  async function launch(): Promise<JanusEndpoints> {
    if (!dir) {
      await mkdir(options.workDir, { recursive: true });
      dir = await mkdtemp(path.join(options.workDir, RUN_PREFIX));
      await writeFile(path.join(dir, "owner"), String(process.pid), { mode: 0o600 });
    }
    const { folder, httpPort, adminPort, wsPort } = await writeConfig(dir);
    const started = spawn(
      options.binary,
      ["-C", folder.mainConfig, "-F", folder.configFolder, "--disable-colors"],
      {
        stdio: ["ignore", "pipe", "pipe"],
        ...(options.runAs ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
      },
    );
    const output: string[] = [];
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        output.push(line.trim());
        if (output.length > 50) output.shift();
        log.debug(`janus: ${line.trim()}`);
      }
    };
    started.stdout?.on("data", onOutput);
    started.stderr?.on("data", onOutput);
    started.on("error", (error) => output.push(`could not start ${options.binary}: ${error.message}`));
    child = started;
    if (started.pid) await writeFile(path.join(dir, "janus.pid"), String(started.pid), { mode: 0o600 });
    try {
      await waitUntilReady(started, `http://127.0.0.1:${httpPort}/janus/info`, output);
    } catch (error) {
      started.kill("SIGKILL");
      await waitForExit(started, STOP_GRACE_MS);
      child = null;
      throw error;
    }
    started.once("exit", (code, signal) => onUnexpectedExit(started, code, signal));
    startedAt = Date.now();
    endpoints = {
      httpUrl: `http://127.0.0.1:${httpPort}/janus`,
      adminUrl: `http://127.0.0.1:${adminPort}/admin`,
      wsUrl: `ws://127.0.0.1:${wsPort}`,
      pid: started.pid ?? 0,
      dir,
    };
    log.info(`Media server (Janus) running, pid ${started.pid}, API on 127.0.0.1:${httpPort}`);
    return endpoints;
  }

  function onUnexpectedExit(janus: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (stopping || child !== janus) return;
    child = null;
    endpoints = null;
    if (Date.now() - startedAt > STABLE_MS) backoffMs = FIRST_BACKOFF_MS;
    log.error(`Media server (Janus) exited unexpectedly (${code ?? signal}); restarting in ${backoffMs} ms`);
    scheduleRestart();
  }

  function scheduleRestart() {
    const wait = backoffMs;
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    restartTimer = setTimeout(async () => {
      restartTimer = null;
      if (stopping) return;
      try {
        await launch();
      } catch (error) {
        log.error(`Media server (Janus) restart failed: ${(error as Error).message}`);
        if (!stopping) scheduleRestart();
        return;
      }
      // Every room lived only in the process that died.
      for (const listener of restartListeners) {
        try {
          listener();
        } catch (error) {
          log.error(`A media-server restart listener failed: ${(error as Error).message}`);
        }
      }
    }, wait);
    restartTimer.unref();
  }

  return {
    /** Starts Janus and resolves once its API answers; throws (after cleaning up) when it cannot. */
    async start(): Promise<JanusEndpoints> {
      if (endpoints) return endpoints;
      stopping = false;
      backoffMs = FIRST_BACKOFF_MS;
      await removeStaleRuns(options.workDir, log);
      process.once("exit", killOnExit);
      try {
        return await launch();
      } catch (error) {
        process.removeListener("exit", killOnExit);
        if (dir) await rm(dir, { recursive: true, force: true });
        dir = null;
        throw error;
      }
    },
    /** Stops Janus (SIGTERM, SIGKILL after 3 s) and removes its folder; a restart pending is dropped. */
    async stop(): Promise<void> {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const running = child;
      child = null;
      endpoints = null;
      if (running && !exited(running)) {
        running.kill("SIGTERM");
        if (!(await waitForExit(running, STOP_GRACE_MS))) {
          log.warn("Media server (Janus) did not stop within 3 s of SIGTERM; killing it");
          running.kill("SIGKILL");
          await waitForExit(running, STOP_GRACE_MS);
        }
      }
      process.removeListener("exit", killOnExit);
      if (dir) await rm(dir, { recursive: true, force: true });
      dir = null;
    },
    /** Where Janus answers now; null while it is not running (stopped, or between a crash and its restart). */
    endpoints(): JanusEndpoints | null {
      return endpoints;
    },
    /** Hears of every restart after an unexpected exit (the rooms are gone). */
    onRestart(listener: () => void): void {
      restartListeners.push(listener);
    },
  };
}

export type JanusSupervisor = ReturnType<typeof createJanusSupervisor>;
