/**
 * The steps of `npm start` (scripts/start.mjs), apart so a test can run them with other commands: is the
 * client's build missing or older than its sources, build it quietly, then run the server. The build's
 * few hundred lines are kept and shown only when it fails (issue 22 item 10): a successful start ends
 * with the server's address and the demo sign-ins, which the server prints once it listens.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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
  const stamp = path.join(clientDir, "__spa-fallback.html");
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
