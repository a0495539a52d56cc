/**
 * A school network inside the room tests' namespace (STACK-NOTES-4, "a lighter school network"): a Chromium
 * run as a system user of its own whose every outgoing UDP packet is dropped by nftables, so WebRTC can
 * reach the lesson only through the product's TURN relay over TCP. The page keeps the app's loopback
 * origin; the media server and the relay are untouched. Run as root, inside the namespace only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_PATH } from "../../support/constants.ts";
import { roomChromiumArgs } from "./constants.ts";

const USER = "tuition-school-pupil";
const TABLE = "school";
/** The table that cuts the pupil's browser off altogether, for a dropped link. */
const CUT = "cut";
const TMP = path.resolve(import.meta.dirname, "../../../.tmp/school-network");

function userIds(): { uid: number; gid: number } {
  const found = spawnSync("getent", ["passwd", USER], { encoding: "utf8" });
  if (found.status !== 0) {
    execFileSync("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      USER,
    ]);
    return userIds();
  }
  const [, , uid, gid] = found.stdout.trim().split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** Drops every UDP packet the school's user sends (counted), in this namespace only. */
function blockUdp(uid: number) {
  spawnSync("nft", ["delete", "table", "inet", TABLE]);
  execFileSync("nft", ["add", "table", "inet", TABLE]);
  execFileSync("nft", ["add", "chain", "inet", TABLE, "out", "{ type filter hook output priority 0; }"]);
  execFileSync("nft", [
    "add",
    "rule",
    "inet",
    TABLE,
    "out",
    "meta",
    "skuid",
    String(uid),
    "meta",
    "l4proto",
    "udp",
    "counter",
    "drop",
  ]);
}

/** How many UDP packets the school's browser tried to send (all dropped). */
export function droppedUdpPackets(): number {
  const listed = execFileSync("nft", ["list", "table", "inet", TABLE], { encoding: "utf8" });
  return Number(/counter packets (\d+)/.exec(listed)?.[1] ?? 0);
}

/**
 * A Chromium on the school network: run as the school's user (its profile and home handed to it), every UDP
 * packet it sends dropped (unless `udp` is true: a pupil's browser whose link a test cuts).
 */
export async function launchOnSchoolNetwork({ udp = false } = {}): Promise<Browser> {
  const { uid, gid } = userIds();
  if (!udp) blockUdp(uid);
  mkdirSync(path.join(TMP, "home"), { recursive: true });
  execFileSync("chown", ["-R", `${uid}:${gid}`, TMP]);
  const wrapper = path.join(TMP, "chromium-at-school.sh");
  writeFileSync(
    wrapper,
    [
      "#!/bin/sh",
      // Playwright makes the profile folder as root: hand it to the pupil's user.
      `for arg in "$@"; do case "$arg" in --user-data-dir=*) chown -R ${uid}:${gid} "$\{arg#--user-data-dir=}";; esac; done`,
      `export HOME=${path.join(TMP, "home")}`,
      `exec setpriv --reuid=${uid} --regid=${gid} --clear-groups ${CHROMIUM_PATH} "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(wrapper, 0o755);
  return chromium.launch({ executablePath: wrapper, args: roomChromiumArgs() });
}

/** Removes the school's rules (the namespace goes with the run anyway). */
export function endSchoolNetwork() {
  spawnSync("nft", ["delete", "table", "inet", TABLE]);
  spawnSync("nft", ["delete", "table", "inet", CUT]);
}

/** Cuts the pupil's browser off the network, every packet it sends or is sent dropped, or restores it. */
export function cutPupilLink(cut: boolean) {
  spawnSync("nft", ["delete", "table", "inet", CUT]);
  if (!cut) return;
  const { uid } = userIds();
  execFileSync("nft", ["add", "table", "inet", CUT]);
  execFileSync("nft", ["add", "chain", "inet", CUT, "out", "{ type filter hook output priority 0; }"]);
  execFileSync("nft", ["add", "rule", "inet", CUT, "out", "meta", "skuid", String(uid), "drop"]);
}

const EVENTS_CUT = "events";

/**
 * Cuts the media server's events off the app (every TCP packet the media server's user sends to `port`
 * dropped: the event handler is unreachable), or lets them through again.
 */
export function cutMediaServerEvents(cut: boolean, port: number) {
  spawnSync("nft", ["delete", "table", "inet", EVENTS_CUT]);
  if (!cut) return;
  const found = spawnSync("getent", ["passwd", "tuition-janus"], { encoding: "utf8" });
  const uid = found.stdout.split(":")[2];
  if (!uid) throw new Error("the media server's user tuition-janus is missing");
  execFileSync("nft", ["add", "table", "inet", EVENTS_CUT]);
  execFileSync("nft", ["add", "chain", "inet", EVENTS_CUT, "out", "{ type filter hook output priority 0; }"]);
  execFileSync("nft", [
    "add",
    "rule",
    "inet",
    EVENTS_CUT,
    "out",
    "meta",
    "skuid",
    uid,
    "tcp",
    "dport",
    String(port),
    "drop",
  ]);
}
