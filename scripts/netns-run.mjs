#!/usr/bin/env node
/**
 * `node scripts/netns-run.mjs -- <command…>`: runs the command inside a network namespace of its own
 * (STACK-NOTES-3 "Testing the room"), so the media server, the app, PostgreSQL and Chromium it starts see
 * only the interfaces made here: `lo` and a veth pair v0 (10.77.0.1/24) and v1 (10.77.0.2/24). No media
 * traffic of a test can reach the machine's real interfaces. The command gets `JANUS_ICE_INTERFACE` (the
 * address the own Janus gathers ICE candidates on) and `ROOM_NETNS=1` (what the tests' guard looks for).
 * Needs root (`unshare -n`), `ip` (iproute2) and `unshare` (util-linux). The command's exit code is
 * forwarded, and so are the signals this script receives.
 */
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

const separator = process.argv.indexOf("--");
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error("Usage: node scripts/netns-run.mjs -- <command> [arguments…]");
  process.exit(2);
}

if (typeof process.getuid !== "function" || process.getuid() !== 0) {
  console.error(
    "The lesson room tests run in a network namespace of their own and need root (unshare -n): run npm test as root.",
  );
  process.exit(1);
}

/** Finds a program on PATH or in the system folders root's PATH may lack when started from npm. */
function findProgram(name) {
  const folders = [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    "/usr/sbin",
    "/sbin",
    "/usr/bin",
    "/bin",
  ];
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder; try the next.
    }
  }
  return undefined;
}

const ip = findProgram("ip");
const unshare = findProgram("unshare");
const missing = [
  ip ? null : '"ip" (Debian package "iproute2": apt-get install iproute2)',
  unshare ? null : '"unshare" (Debian package "util-linux": apt-get install util-linux)',
].filter(Boolean);
if (missing.length > 0) {
  console.error(
    `The lesson room tests need a network namespace, but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing.`,
  );
  process.exit(1);
}

// The namespace's setup runs as a shell prelude inside it, then `exec`s the command, so the command is the
// process unshare started: signals sent to it reach the command itself.
const setup = [
  `"$IP" link set lo up`,
  `"$IP" link add v0 type veth peer name v1`,
  `"$IP" addr add 10.77.0.1/24 dev v0`,
  `"$IP" addr add 10.77.0.2/24 dev v1`,
  `"$IP" link set v0 up`,
  `"$IP" link set v1 up`,
].join(" && ");
const child = spawn(unshare, ["-n", "--", "sh", "-c", `${setup} && exec "$@"`, "netns-run", ...command], {
  stdio: "inherit",
  env: { ...process.env, IP: ip, JANUS_ICE_INTERFACE: "10.77.0.1", ROOM_NETNS: "1" },
});

const forwarded = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on("error", (error) => {
  console.error(`Could not start ${unshare}: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  if (signal) {
    // Ends this script by the same signal, so whoever started it sees how the command ended.
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
