/**
 * The steps of `npm start` (scripts/start.mjs), apart so a test can run them with other commands: the
 * lesson room's media server installed when missing, is the client's build missing or
 * older than its sources, build it quietly, then run the server. The build's few hundred lines are kept
 * and shown only when it fails: a successful start ends with the server's address, the
 * lesson room's state and the demo sign-ins, which the server prints once it listens.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Where Debian's package "janus" puts the media server the app runs (JANUS_BINARY's default). */
export const DEBIAN_JANUS = "/usr/bin/janus";
/**
 * What converts the room's recordings (Debian's "janus-tools" and "ffmpeg"); the server records rooms
 * only when these are there (RECORDING_TOOLS in server/src/config/app-config.ts, the same list).
 */
export const RECORDING_TOOLS = ["/usr/bin/janus-pp-rec", "/usr/bin/ffmpeg", "/usr/bin/ffprobe"];
/** The TURN relay the app runs beside its Janus (Debian's "coturn"), for networks that block UDP. */
export const ROOM_RELAY = "/usr/bin/turnserver";
/** What the room needs beside Janus: its recording tools and its relay. */
export const ROOM_TOOLS = [...RECORDING_TOOLS, ROOM_RELAY];
const APT_INSTALL =
  "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=900";
/** The install, with the same apt flags as `npm test`'s (scripts/test-all.mjs): one update, then the packages. */
export const INSTALL_JANUS = `${APT_INSTALL} janus janus-tools ffmpeg coturn`;
export const INSTALL_RECORDING_TOOLS = `${APT_INSTALL} janus-tools ffmpeg coturn`;
/**
 * The package enables a systemd service of its own with unsafe defaults (public ports, a published admin
 * secret, demo rooms: STACK-NOTES-3); the app runs Janus from a configuration it generates, so that
 * service is stopped and disabled where systemd runs.
 */
export const DISABLE_PACKAGE_SERVICE =
  "if [ -d /run/systemd/system ]; then systemctl disable --now janus.service || echo 'The package janus.service could not be disabled: run systemctl disable --now janus' >&2; fi";

/**
 * What `npm start` does about the lesson room's media server before it builds: nothing
 * when told to use a Janus run elsewhere or none (JANUS_MODE external/off) or when the program is there;
 * as root, install Debian's package; otherwise say which package is missing and start without the room
 * (the server says so too). `mode` is JANUS_MODE as set (empty: auto); an unknown value is left to the
 * server, which refuses it with the other bad settings.
 */
export function mediaServerStep({ mode, binary, installed, isRoot, recordingTools = true }) {
  if ((mode ?? "") !== "" && mode !== "auto") return { action: "none" };
  if (installed && recordingTools) return { action: "none" };
  if (installed) {
    // The room works without them, but is not recorded: never silently (docs/decisions/054).
    return isRoot
      ? {
          action: "install",
          message: `Installing what records the room and relays it through networks that block UDP, Debian's packages "janus-tools", "ffmpeg" and "coturn" (${INSTALL_RECORDING_TOOLS})…`,
          command: { command: "sh", args: ["-c", INSTALL_RECORDING_TOOLS] },
        }
      : {
          action: "continue",
          message: `The room records its lessons with Debian's packages "janus-tools" and "ffmpeg" and reaches networks that block UDP with "coturn" (${ROOM_TOOLS.join(", ")}): without them lessons are held but not recorded, or not reached from such networks. Install them as root with apt-get install janus-tools ffmpeg coturn and start again.`,
        };
  }
  const then = "or set JANUS_MODE=off to start without it";
  if (binary !== DEBIAN_JANUS) {
    return {
      action: "continue",
      message: `The lesson room's media server is missing at ${binary} (JANUS_BINARY): the product starts without the lesson room. Point JANUS_BINARY at Janus, install Debian's package "janus" (apt-get install janus), ${then}.`,
    };
  }
  if (!isRoot) {
    return {
      action: "continue",
      message: `The lesson room needs Debian's package "janus" (${binary} is missing), "janus-tools" and "ffmpeg" to record its lessons and "coturn" for networks that block UDP: the product starts without the lesson room. Install them as root with apt-get install janus janus-tools ffmpeg coturn and start again, ${then}.`,
    };
  }
  return {
    action: "install",
    message: `Installing the lesson room's media server, what converts its recordings and its relay, Debian's packages "janus", "janus-tools", "ffmpeg" and "coturn" (${INSTALL_JANUS}), and disabling the package's own service (the app runs Janus with its own configuration)…`,
    command: { command: "sh", args: ["-c", `${INSTALL_JANUS} && ${DISABLE_PACKAGE_SERVICE}`] },
  };
}

/**
 * Runs `mediaServerStep` for this environment: installs Janus when it says so, showing apt's output, and
 * starts without the room (saying so) when the install fails. `exists` and `run` are the file check and
 * the command runner (a test gives its own).
 */
export async function ensureMediaServer({
  env = process.env,
  isRoot = typeof process.getuid === "function" && process.getuid() === 0,
  exists = existsSync,
  run = runShown,
  write = (line) => console.log(line),
} = {}) {
  const binary = env.JANUS_BINARY || DEBIAN_JANUS;
  const recordingTools = () => ROOM_TOOLS.every((tool) => exists(tool));
  const step = mediaServerStep({
    mode: env.JANUS_MODE,
    binary,
    installed: exists(binary),
    isRoot,
    recordingTools: recordingTools(),
  });
  if (step.action === "none") return step;
  write(step.message);
  if (step.action === "install") {
    const code = await run(step.command.command, step.command.args);
    write(
      code === 0 && exists(binary) && recordingTools()
        ? "The media server is installed."
        : exists(binary)
          ? `Installing Debian's packages "janus-tools", "ffmpeg" and "coturn" failed (exit code ${code}): lessons may not be recorded or reached from networks that block UDP. Run apt-get install janus-tools ffmpeg coturn as root and start again.`
          : `Installing Debian's package "janus" failed (exit code ${code}): the product starts without the lesson room. Run apt-get install janus janus-tools ffmpeg coturn as root and start again.`,
    );
  }
  return step;
}

/** Runs `command` with this terminal (its output shown as it comes); resolves with its exit code. */
function runShown(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether the client in `clientDir` is missing or older than any of `sources` (files or folders). */
export function clientBuildIsStale(clientDir, sources) {
  // The route list, written at the end of every build (a server-rendered build has no SPA fallback, decision 057).
  const stamp = path.join(clientDir, "__routes.json");
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt;
}

/**
 * Runs `command` with `args` in `cwd`, keeping everything it writes (both streams, in order) instead of
 * showing it. Resolves with its exit code (1 when a signal ended it or it could not start) and output.
 */
export function runQuietly(command, args, cwd) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    let failedToStart = false;
    child.on("error", (error) => {
      failedToStart = true;
      chunks.push(Buffer.from(`${error.message}\n`));
    });
    child.on("close", (code) =>
      resolve({
        code: failedToStart || code === null || code < 0 ? 1 : code,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

/**
 * `npm start`: builds the client when `build` is given (quietly: its output is printed only when it
 * fails, followed by one line saying so, and nothing is started), then runs `server` with this
 * terminal, passing on Ctrl+C and termination. Resolves with the exit code `npm start` should end with.
 * `write` prints a line (to the console unless a test listens).
 */
export async function start({ cwd, build, server, write = (line) => console.log(line) }) {
  if (build) {
    write("Building the client (about a minute; its output is shown only if it fails)…");
    const startedAt = Date.now();
    const result = await runQuietly(build.command, build.args, cwd);
    if (result.code !== 0) {
      write(result.output.trimEnd());
      write("");
      write(
        `The client build failed (exit code ${result.code}): its output is above. Nothing was started; ` +
          "fix the error and run npm start again.",
      );
      return result.code;
    }
    write(`Client built in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
  }
  return new Promise((resolve) => {
    const child = spawn(server.command, server.args, { cwd, stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const name of ["SIGINT", "SIGTERM"]) process.off(name, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
