#!/usr/bin/env node
/** `npm run dev`: the API server (restarting on change) on :5000 and the Vite dev server on :5173. */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn(
    process.execPath,
    ["--watch-path=server", "--watch-path=shared", "--import", "tsx", "server/src/server.ts"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "development", CLIENT_DIR: path.join(root, ".tmp/no-client") },
    },
  ),
  spawn(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "dev"], {
    cwd: root,
    stdio: "inherit",
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
