#!/usr/bin/env node
/**
 * `npm start`: installs the lesson room's media server when it is missing (Debian's package "janus", as
 * root; otherwise it says so and the product starts without the room), builds the client when the build is
 * missing or older than its sources (quietly: its output is shown only if it fails, and then nothing is
 * started), then runs the server, which migrates, seeds an empty database, listens on PORT (default 5000),
 * starts the media server and ends its start with the address, the lesson room's state and the demo
 * sign-ins.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientBuildIsStale, ensureMediaServer, start } from "./start-steps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The same folder the build writes to (react-router.config.ts) and the server reads (app-config.ts);
// an empty variable counts as unset, as the server's configuration treats it.
const clientDir = path.resolve(
  root,
  process.env.CLIENT_DIR || path.join(process.env.BUILD_DIR || "build", "client"),
);
const sources = ["app", "shared", "public", "vite.config.ts", "react-router.config.ts", "package.json"].map(
  (p) => path.join(root, p),
);

await ensureMediaServer();
const code = await start({
  cwd: root,
  build: clientBuildIsStale(clientDir, sources)
    ? { command: process.execPath, args: [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"] }
    : null,
  server: { command: process.execPath, args: ["--import", "tsx", path.join(root, "server/src/server.ts")] },
});
process.exit(code);
