#!/usr/bin/env node
/**
 * `npm start`: builds the client when the build is missing or older than its sources, then runs the
 * server (which migrates, seeds an empty database and listens on PORT, default 5000).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The same folder the build writes to (react-router.config.ts) and the server reads (app-config.ts);
// an empty variable counts as unset, as the server's configuration treats it.
const clientDir = path.resolve(
  root,
  process.env.CLIENT_DIR || path.join(process.env.BUILD_DIR || "build", "client"),
);
const stamp = path.join(clientDir, "__spa-fallback.html");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["app", "shared", "public", "vite.config.ts", "react-router.config.ts", "package.json"].map(
  (p) => path.join(root, p),
);
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building the client…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
