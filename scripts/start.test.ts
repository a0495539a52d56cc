/**
 * `npm start`'s steps: the client's build is quiet unless it fails; a failed build
 * prints its output and one clear line, starts nothing and ends with the build's exit code; a passing
 * build says one line and hands over to the server. Before the build, a missing media server
 * is installed as root or named, and the product starts either way: the decision is tested here
 * with stand-ins for the file check and the install, never by installing.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RECORDING_TOOLS as SERVER_RECORDING_TOOLS } from "../server/src/config/app-config.ts";
import {
  DEBIAN_JANUS,
  DISABLE_PACKAGE_SERVICE,
  ensureMediaServer,
  INSTALL_JANUS,
  INSTALL_RECORDING_TOOLS,
  mediaServerStep,
  RECORDING_TOOLS,
  start,
} from "./start-steps.mjs";

const folder = mkdtempSync(path.join(tmpdir(), "start-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A command running `code` on this Node. */
const node = (code: string) => ({ command: process.execPath, args: ["-e", code] });
/** A stand-in for the server: it leaves a file behind, says it listens, and exits. */
const server = (marker: string) =>
  node(
    `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "started"); ` +
      `console.log("Listening at http://localhost:5000");`,
  );
/**
 * A build that writes 274 lines, then `error` on stderr and exits with `code`. It sets `process.exitCode`
 * rather than calling `process.exit`, which may end the process before a pipe has taken all its output
 * (a busy CI machine got 189 of the 274 lines).
 */
const build = (code: number, error = "") =>
  node(
    `for (let i = 1; i <= 274; i++) console.log("build line " + i); ` +
      `${error ? `console.error(${JSON.stringify(error)}); ` : ""}process.exitCode = ${code};`,
  );

async function run(options: { build: ReturnType<typeof node> | null; marker: string }) {
  const lines: string[] = [];
  const code = await start({
    cwd: folder,
    build: options.build,
    server: server(options.marker),
    write: (line) => lines.push(...line.split("\n")),
  });
  return { code, lines };
}

describe("npm start", () => {
  it("shows a failed build's output and one clear last line, starts nothing and ends with its exit code", async () => {
    const marker = path.join(folder, "failed-build");
    const { code, lines } = await run({
      build: build(3, "app/routes/admin/admin.tsx(4,1): error TS2322: Type 'string' is not assignable"),
      marker,
    });
    expect(code).toBe(3);
    expect(lines).toContain("build line 1");
    expect(lines).toContain("build line 274");
    expect(lines).toContain("app/routes/admin/admin.tsx(4,1): error TS2322: Type 'string' is not assignable");
    expect(lines.at(-1)).toBe(
      "The client build failed (exit code 3): its output is above. Nothing was started; fix the error and run npm start again.",
    );
    expect(existsSync(marker)).toBe(false);
  });

  it("says so when the build cannot even start", async () => {
    const marker = path.join(folder, "missing-build");
    const { code, lines } = await run({
      build: { command: path.join(folder, "no-such-builder"), args: [] },
      marker,
    });
    expect(code).toBe(1);
    expect(lines.join("\n")).toContain("ENOENT");
    expect(lines.at(-1)).toMatch(/^The client build failed \(exit code 1\)/);
    expect(existsSync(marker)).toBe(false);
  });

  it("keeps a passing build's output to itself and starts the server", async () => {
    const marker = path.join(folder, "passing-build");
    const { code, lines } = await run({ build: build(0), marker });
    expect(code).toBe(0);
    expect(lines.some((line) => line.startsWith("build line"))).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe("Building the client (about a minute; its output is shown only if it fails)…");
    expect(lines[1]).toMatch(/^Client built in \d+ s\.$/);
    expect(existsSync(marker)).toBe(true);
  });

  it("starts the server at once when the build is up to date", async () => {
    const marker = path.join(folder, "no-build");
    const { code, lines } = await run({ build: null, marker });
    expect(code).toBe(0);
    expect(lines).toEqual([]);
    expect(existsSync(marker)).toBe(true);
  });
});

describe("npm start and the lesson room's media server", () => {
  const missing = { binary: DEBIAN_JANUS, installed: false };

  it("leaves it alone when it is installed, or when JANUS_MODE says external or off", () => {
    for (const mode of [undefined, "", "auto"]) {
      expect(mediaServerStep({ mode, binary: DEBIAN_JANUS, installed: true, isRoot: true })).toEqual({
        action: "none",
      });
    }
    for (const mode of ["external", "off"]) {
      expect(mediaServerStep({ mode, ...missing, isRoot: true })).toEqual({ action: "none" });
    }
  });

  it("installs Debian's janus as root, with the test command's apt flags and one update, saying so", () => {
    const step = mediaServerStep({ mode: undefined, ...missing, isRoot: true });
    expect(step).toEqual({
      action: "install",
      message: `Installing the lesson room's media server, what converts its recordings and its relay, Debian's packages "janus", "janus-tools", "ffmpeg" and "coturn" (${INSTALL_JANUS}), and disabling the package's own service (the app runs Janus with its own configuration)…`,
      command: { command: "sh", args: ["-c", `${INSTALL_JANUS} && ${DISABLE_PACKAGE_SERVICE}`] },
    });
    // The package's own service (public ports, a published admin secret) never runs beside the app's Janus.
    expect(DISABLE_PACKAGE_SERVICE).toBe(
      "if [ -d /run/systemd/system ]; then systemctl disable --now janus.service || echo 'The package janus.service could not be disabled: run systemctl disable --now janus' >&2; fi",
    );
    expect(INSTALL_JANUS).toBe(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=900 janus janus-tools ffmpeg coturn",
    );
    expect(mediaServerStep({ mode: "auto", ...missing, isRoot: true }).action).toBe("install");
  });

  it("names the missing package and starts without the room when it cannot install", () => {
    expect(mediaServerStep({ mode: undefined, ...missing, isRoot: false })).toEqual({
      action: "continue",
      message:
        'The lesson room needs Debian\'s package "janus" (/usr/bin/janus is missing), "janus-tools" and "ffmpeg" to record its lessons and "coturn" for networks that block UDP: the product starts without the lesson room. Install them as root with apt-get install janus janus-tools ffmpeg coturn and start again, or set JANUS_MODE=off to start without it.',
    });
    // A JANUS_BINARY elsewhere is not what the package installs: said, not installed.
    const elsewhere = mediaServerStep({
      mode: "auto",
      binary: "/opt/janus/bin/janus",
      installed: false,
      isRoot: true,
    });
    expect(elsewhere.action).toBe("continue");
    expect(elsewhere).toMatchObject({
      message: expect.stringContaining("missing at /opt/janus/bin/janus (JANUS_BINARY)"),
    });
  });

  it("installs the recording tools and the relay beside an installed Janus, or says what is missing", () => {
    const janusOnly = { mode: undefined, binary: DEBIAN_JANUS, installed: true, recordingTools: false };
    expect(mediaServerStep({ ...janusOnly, isRoot: true })).toEqual({
      action: "install",
      message: `Installing what records the room and relays it through networks that block UDP, Debian's packages "janus-tools", "ffmpeg" and "coturn" (${INSTALL_RECORDING_TOOLS})…`,
      command: { command: "sh", args: ["-c", INSTALL_RECORDING_TOOLS] },
    });
    expect(INSTALL_RECORDING_TOOLS).toMatch(
      /apt-get install -y -qq -o DPkg::Lock::Timeout=900 janus-tools ffmpeg coturn$/,
    );
    expect(mediaServerStep({ ...janusOnly, isRoot: false })).toEqual({
      action: "continue",
      message: `The room records its lessons with Debian's packages "janus-tools" and "ffmpeg" and reaches networks that block UDP with "coturn" (${[...RECORDING_TOOLS, "/usr/bin/turnserver"].join(", ")}): without them lessons are held but not recorded, or not reached from such networks. Install them as root with apt-get install janus-tools ffmpeg coturn and start again.`,
    });
    expect(RECORDING_TOOLS).toEqual(SERVER_RECORDING_TOOLS);
  });

  it("runs the install it decided on and says how it went, starting on either way", async () => {
    const ran: string[][] = [];
    const lines: string[] = [];
    let present = false;
    const installed = await ensureMediaServer({
      env: {},
      isRoot: true,
      exists: () => present,
      run: async (command, args) => {
        ran.push([command, ...args]);
        present = true;
        return 0;
      },
      write: (line) => lines.push(line),
    });
    expect(installed.action).toBe("install");
    expect(ran).toEqual([["sh", "-c", `${INSTALL_JANUS} && ${DISABLE_PACKAGE_SERVICE}`]]);
    expect(lines.at(-1)).toBe("The media server is installed.");

    const failedLines: string[] = [];
    await ensureMediaServer({
      env: {},
      isRoot: true,
      exists: () => false,
      run: async () => 100,
      write: (line) => failedLines.push(line),
    });
    expect(failedLines.at(-1)).toBe(
      'Installing Debian\'s package "janus" failed (exit code 100): the product starts without the lesson room. Run apt-get install janus janus-tools ffmpeg coturn as root and start again.',
    );

    const quiet: string[] = [];
    const none = await ensureMediaServer({
      env: { JANUS_MODE: "off" },
      isRoot: true,
      exists: () => false,
      run: async () => {
        throw new Error("nothing is installed with JANUS_MODE=off");
      },
      write: (line) => quiet.push(line),
    });
    expect(none).toEqual({ action: "none" });
    expect(quiet).toEqual([]);
  });
});
