/**
 * A phone on a slow mobile link (STACK-NOTES-4, "Two network namespaces"): a Chromium in a network namespace
 * of its own, holding the far end (v1) of the veth pair the media server gathers on (v0), both ends capped
 * with `tbf` (the phone's download and upload). The page still loads the app from its loopback origin: a
 * forwarder inside the phone's namespace carries that port over the capped link to the app. Media reaches
 * the media server straight over the pair, as a phone's would over its link. v1 comes back to the room
 * tests' namespace when the phone ends. Run as root, inside the room tests' namespace.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_PATH } from "../../support/constants.ts";
import { PHONE_SCREEN, ROOM_PORT, roomChromiumArgs } from "./constants.ts";
import { controls, turnOn } from "./lesson.ts";
import { book, contextFor, createChild, createPerson, createSession } from "./room-data.ts";

const NAME = `phone${process.pid}`;
/** The media server's end of the pair and the phone's (the addresses scripts/netns-run.mjs gives them). */
const HERE = "10.77.0.1";
const PHONE = "10.77.0.2";
const TMP = path.resolve(import.meta.dirname, "../../../.tmp/slow-phone");

const run = (...args: string[]) => execFileSync(args[0]!, args.slice(1), { stdio: "pipe" });
const inPhone = (...args: string[]) => run("ip", "netns", "exec", NAME, ...args);

/** Carries TCP from `listen` to `target` (both host:port), one connection for each connection made. */
const FORWARDER = `
const net = require("node:net");
const [host, port, toHost, toPort] = process.argv.slice(1);
net.createServer((socket) => {
  const upstream = net.connect(Number(toPort), toHost);
  socket.pipe(upstream).pipe(socket);
  const end = () => { socket.destroy(); upstream.destroy(); };
  socket.on("error", end); upstream.on("error", end);
}).listen(Number(port), host, () => console.log("ready"));
`;

export type SlowPhone = { browser: Browser; end: () => Promise<void> };

/** A phone's browser behind `rate` (tbf, e.g. "1mbit") both ways. */
export async function launchOnSlowPhone(rate: string): Promise<SlowPhone> {
  endNamespace();
  run("ip", "netns", "add", NAME);
  run("ip", "link", "set", "v1", "netns", NAME);
  inPhone("ip", "link", "set", "lo", "up");
  inPhone("ip", "addr", "add", `${PHONE}/24`, "dev", "v1");
  inPhone("ip", "link", "set", "v1", "up");
  inPhone("ip", "route", "add", "default", "via", HERE);
  // What the phone receives leaves v0; what it sends leaves v1.
  const cap = ["root", "tbf", "rate", rate, "burst", "32kbit", "latency", "400ms"];
  run("tc", "qdisc", "add", "dev", "v0", ...cap);
  inPhone("tc", "qdisc", "add", "dev", "v1", ...cap);

  // The app's origin inside the phone: its loopback port → this end of the link → the app's loopback port.
  const bridge = net.createServer((socket) => {
    const upstream = net.connect(ROOM_PORT, "127.0.0.1");
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on("error", end);
    upstream.on("error", end);
  });
  await new Promise<void>((resolve) => bridge.listen(ROOM_PORT, HERE, resolve));
  const forwarder: ChildProcess = spawn(
    "ip",
    [
      "netns",
      "exec",
      NAME,
      process.execPath,
      "-e",
      FORWARDER,
      "127.0.0.1",
      String(ROOM_PORT),
      HERE,
      String(ROOM_PORT),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    forwarder.stdout?.once("data", () => resolve());
    forwarder.once("exit", (code) => reject(new Error(`the phone's forwarder stopped (${code})`)));
  });

  mkdirSync(TMP, { recursive: true });
  const wrapper = path.join(TMP, "chromium-on-a-phone.sh");
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${NAME} ${CHROMIUM_PATH} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({ executablePath: wrapper, args: roomChromiumArgs() });
  return {
    browser,
    async end() {
      await browser.close();
      forwarder.kill();
      await new Promise<void>((resolve) => bridge.close(() => resolve()));
      endNamespace();
    },
  };
}

/** Brings v1 back to the room tests' namespace (deleting the phone's would delete the pair) and lifts the caps. */
function endNamespace() {
  spawnSync("ip", ["-n", NAME, "link", "set", "v1", "netns", String(process.pid)]);
  spawnSync("ip", ["netns", "del", NAME]);
  spawnSync("tc", ["qdisc", "del", "dev", "v0", "root"]);
  spawnSync("ip", ["addr", "replace", `${PHONE}/24`, "dev", "v1"]);
  spawnSync("ip", ["link", "set", "v1", "up"]);
}

/**
 * A lesson around the slow phone: a tutor whose camera is 640×480 (large enough for its qualities; the
 * children's are 320×240), in a browser of its own, and four children on 390 px pages, all cameras on. The
 * first child is on the slow phone, the others in `browser` (phones of the machine's own network, so the
 * two cores decode what a class's phones would). Answers once every camera is on.
 */
export async function lessonAroundSlowPhone(browser: Browser, phone: SlowPhone) {
  const tutorBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: roomChromiumArgs({ width: 640, height: 480 }),
  });
  const tutor = await createPerson("tutor");
  const sessionId = await createSession(tutor, { startsInMinutes: 2, duration: 30 });
  const host = await contextFor(tutorBrowser, tutor);
  await host.page.goto(`/room/${sessionId}`);
  await turnOn(host.page, "Camera");
  const kids: Page[] = [];
  for (const [index, name] of ["Pip", "Ola", "Ren", "Sam"].entries()) {
    const family = await createPerson("parent");
    const child = await createChild(family, name);
    await book(sessionId, family, child.id);
    const kid = await contextFor(index === 0 ? phone.browser : browser, family, PHONE_SCREEN);
    await kid.page.goto(`/room/${sessionId}?child=${child.id}`);
    await host.page.getByRole("button", { name: `Admit ${name}` }).click();
    await controls(kid.page).waitFor({ timeout: 30_000 });
    await turnOn(kid.page, "Camera");
    kids.push(kid.page);
  }
  return { host: host.page, slow: kids[0]!, close: () => tutorBrowser.close() };
}
