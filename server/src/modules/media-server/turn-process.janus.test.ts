/**
 * The product's own TURN server (coturn) as the app runs it, in the tests' network namespace: started from
 * its generated configuration, it relays for a ticket's credentials to the media server's address, and
 * coturn itself refuses a forged or an expired credential and a peer that is not the media server.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertInsideTestNamespace } from "./janus-test-support.ts";
import { janusRunAs } from "./janus-user.ts";
import { turnCredentials } from "./turn-credentials.ts";
import { createTurnSupervisor, type TurnSupervisor } from "./turn-process.ts";

assertInsideTestNamespace();

const MEDIA_IP = process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1";
const PORT = 3478;
const workDir = mkdtempSync(path.join(tmpdir(), "turn-test-"));
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let turn: TurnSupervisor;
/** UDP echo peers (coturn's own test peer): on the media server's address, and on loopback. */
const peers: Array<ReturnType<typeof spawn>> = [];

/**
 * One allocation over TCP from loopback with these credentials, relaying two messages to `peerIp`:
 * whether they came back through the relay.
 */
function relays(username: string, credential: string, peerIp = MEDIA_IP): boolean {
  const run = spawnSync(
    "turnutils_uclient",
    ["-t", "-n", "2", "-m", "1", "-u", username, "-w", credential, "-e", peerIp, "-r", "3480", "127.0.0.1"],
    { encoding: "utf8", timeout: 15_000 },
  );
  const output = `${run.stdout}${run.stderr}`;
  return /tot_recv_msgs=4\b/.test(output) && !output.includes("Cannot complete Allocation");
}

beforeAll(async () => {
  for (const ip of [MEDIA_IP, "127.0.0.1"])
    peers.push(spawn("turnutils_peer", ["-L", ip, "-p", "3480"], { stdio: "ignore" }));
  turn = createTurnSupervisor({
    binary: "/usr/bin/turnserver",
    workDir,
    listeningIps: [MEDIA_IP, "127.0.0.1"],
    relayIp: MEDIA_IP,
    port: PORT,
    realm: "lessons.test",
    mediaServerIps: [MEDIA_IP],
    relayPorts: { min: 40000, max: 40099 },
    runAs: await janusRunAs(),
    log: quiet,
  });
  await turn.start();
});

afterAll(async () => {
  await turn?.stop();
  for (const peer of peers) peer.kill();
  rmSync(workDir, { recursive: true, force: true });
});

describe("the product's own TURN server", () => {
  it("relays over TCP to the media server for a ticket's credentials", () => {
    const { username, credential } = turnCredentials(turn.secret, "ticket-1", new Date(Date.now() + 600_000));
    expect(relays(username, credential)).toBe(true);
  });

  it("refuses a forged and an expired credential itself", () => {
    const { username } = turnCredentials(turn.secret, "ticket-2", new Date(Date.now() + 600_000));
    expect(relays(username, "AAAAAAAAAAAAAAAAAAAAAAAAAAA=")).toBe(false);
    const expired = turnCredentials(turn.secret, "ticket-3", new Date(Date.now() - 60_000));
    expect(relays(expired.username, expired.credential)).toBe(false);
    const otherSecret = turnCredentials("not-the-secret", "ticket-4", new Date(Date.now() + 600_000));
    expect(relays(otherSecret.username, otherSecret.credential)).toBe(false);
  });

  it("relays to nobody but the media server (a peer answering on loopback is not reached)", () => {
    const { username, credential } = turnCredentials(turn.secret, "ticket-5", new Date(Date.now() + 600_000));
    expect(relays(username, credential, "127.0.0.1")).toBe(false);
  });

  it("runs without root and without its command line interface", () => {
    const pid = Number(readFileSync(path.join(workDir, readdirFirst(workDir), "turnserver.pid"), "utf8"));
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    expect(Number(/^Uid:\s+(\d+)/m.exec(status)?.[1])).not.toBe(0);
    const config = readFileSync(path.join(workDir, readdirFirst(workDir), "turnserver.conf"), "utf8");
    expect(config).toContain("no-cli\n");
    expect(config).toContain("use-auth-secret\n");
  });
});

/** The run folder the supervisor made. */
function readdirFirst(folder: string): string {
  return readdirSync(folder).find((name) => name.startsWith("turn-run-"))!;
}
