/**
 * The lesson room, inside a network namespace of its own (it re-runs itself through
 * scripts/netns-run.mjs, as root): the built app with its own Janus and a throwaway PostgreSQL (the room
 * journeys' web server, e2e/room/support/room-server.ts, on its own port), and Debian's Chromium with a
 * fake 320×240 camera. Figures are printed, nothing is judged:
 * 1. Join → first decoded frame of the tutor's camera, for a child admitted at once (re-entering a lesson
 *    it was admitted to): 20 runs, median and p95 (goal ≤ 1.5 s on loopback); then the same from a browser
 *    whose every UDP packet is dropped, which joins through the product's TURN relay over TCP (goal ≤ 2 s).
 * 2. A slow link: a child's 390 px page behind 1 Mbit/s, four children's cameras on, for
 *    BENCH_ROOM_SLOW_SECONDS (120): the longest freeze of the tutor's camera and gap in its sound there
 *    (goal ≤ 1 s).
 * 3. 1 tutor + 12 children, 4 of them with the camera on, for BENCH_ROOM_MINUTES (5): CPU and memory of
 *    Janus and the app, and the longest freeze of any decoded video on each page (goal ≤ 1 s).
 * 4. The largest class: from 2 children, 2 more at a time (a camera on in every 3) held 30 s each, until a
 *    page's longest freeze passes 1 s or BENCH_ROOM_MAX (40) children.
 * Every page (the tutor's and each child's) is a Chromium tab on this same machine: on a small machine the
 * browsers, not Janus or the app, take the CPU, which the printed machine idle shows.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
const self = fileURLToPath(import.meta.url);

if (process.env.ROOM_NETNS !== "1") {
  // Janus and Chromium exchange real media: only inside the namespace netns-run makes.
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/netns-run.mjs"), "--", process.execPath, "--import", "tsx", self],
    { stdio: "inherit", env: process.env },
  );
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}

async function main() {
  process.env.ROOM_E2E_PORT ??= "5155";
  const { chromium } = await import("playwright-core");
  const { CHROMIUM_PATH } = await import("../../e2e/support/constants.ts");
  const { ROOM_BASE_URL, roomChromiumArgs } = await import("../../e2e/room/support/constants.ts");
  const data = await import("../../e2e/room/support/room-data.ts");
  const { inboundVideo, longestGaps, startCounting } = await import("../../e2e/room/support/media.ts");
  const { launchOnSlowPhone, lessonAroundSlowPhone } = await import("../../e2e/room/support/slow-phone.ts");
  const { launchOnSchoolNetwork, endSchoolNetwork } = await import(
    "../../e2e/room/support/school-network.ts"
  );
  type Page = import("playwright-core").Page;
  type Browser = import("playwright-core").Browser;

  const minutes = Number(process.env.BENCH_ROOM_MINUTES ?? 5);
  const maxChildren = Number(process.env.BENCH_ROOM_MAX ?? 40);
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "e2e/room/support/room-server.ts")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: process.env,
    },
  );
  const stopServer = () => server.kill("SIGTERM");
  process.on("exit", stopServer);
  await waitForHealth(`${ROOM_BASE_URL}/healthz`, server);
  // The own Janus starts once the app listens: give it a moment to appear.
  let pids = findPids(server.pid!);
  for (let tries = 0; pids.janus === null && tries < 40; tries++) {
    await sleep(250);
    pids = findPids(server.pid!);
  }
  console.log(
    `Room bench on ${os.cpus().length} cores; app pid ${pids.app}, Janus pid ${pids.janus ?? "none"}.`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: roomChromiumArgs() });
  try {
    await joinToFirstFrame(browser);
    // The same from a school's network: the child's browser has every UDP packet dropped, so it joins
    // through the product's TURN relay over TCP.
    const school = await launchOnSchoolNetwork();
    try {
      await joinToFirstFrame(
        browser,
        school,
        "Join through the relay over TCP (UDP blocked) → first frame",
        "≤ 2 s",
      );
    } finally {
      await school.close();
      endSchoolNetwork();
    }
    await slowLink(browser, Number(process.env.BENCH_ROOM_SLOW_SECONDS ?? 120));
    const classroom = await openClass(browser, 12, 4);
    const costs = await holdClass(classroom, minutes * 60_000, pids);
    report(`1 tutor + 12 children, 4 cameras, ${minutes} min`, costs);
    await closeClass(classroom);
    await largestClass(browser, pids);
  } finally {
    await browser.close();
    stopServer();
    await data.closeRoomDatabase();
  }

  /** A child whose page decodes the tutor's camera: Join pressed on the session's page, timed to its first frame. */
  /** The child's joins timed in `childBrowser` (the tutor is always in `browser`). */
  async function joinToFirstFrame(
    browser: Browser,
    childBrowser = browser,
    label = "Join → first frame of the tutor's camera",
    goal = "≤ 1.5 s",
  ) {
    const tutor = await data.createPerson("tutor");
    const family = await data.createPerson("parent");
    const child = await data.createChild(family, "Timed");
    const sessionId = await data.createSession(tutor, { startsInMinutes: 5, duration: 60 });
    await data.book(sessionId, family, child.id);
    const host = await data.contextFor(browser, tutor);
    await enter(host.page, sessionId, true);
    const kid = await data.contextFor(childBrowser, family);
    // The first entry is admitted by the tutor; every timed one after is let straight back in.
    await kid.page.goto(`/room/${sessionId}`);
    await host.page.getByRole("button", { name: "Admit all" }).click();
    await waitForFrames(kid.page, 1);
    await kid.page.close();
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      const page = await kid.context.newPage();
      await page.goto(`/student/lesson/${sessionId}`);
      const join = page.getByRole("link", { name: /Join Lesson/ });
      await join.waitFor();
      const started = performance.now();
      await join.click();
      await waitForFrames(page, 1, 20_000, 25);
      times.push(performance.now() - started);
      await page.close();
      await sleep(500);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    console.log(
      `${label} (20 runs): median ${(at(0.5) / 1000).toFixed(2)} s, ` +
        `p95 ${(at(0.95) / 1000).toFixed(2)} s, fastest ${(times[0]! / 1000).toFixed(2)} s, slowest ${(times.at(-1)! / 1000).toFixed(2)} s (goal ${goal})`,
    );
    await kid.context.close();
    await host.context.close();
  }

  /**
   * A child's 390 px page behind 1 Mbit/s both ways (its own namespace, tbf), with a tutor's 640×480 camera
   * and three more children on phones, all four children's cameras on: the longest time the slow page went
   * without a new frame of the tutor's camera or a packet of its sound, over `seconds`.
   */
  async function slowLink(browser: Browser, seconds: number) {
    const phone = await launchOnSlowPhone("1mbit");
    let lesson: Awaited<ReturnType<typeof lessonAroundSlowPhone>> | undefined;
    try {
      lesson = await lessonAroundSlowPhone(browser, phone);
      const slow = lesson.slow;
      await waitForFrames(slow, 1, 60_000);
      await startCounting(slow);
      await sleep(seconds * 1000);
      const gaps = Object.entries(await longestGaps(slow));
      const longest = (kind: string, of: "gap" | "stall") =>
        Math.max(0, ...gaps.filter(([key]) => key.startsWith(kind)).map(([, found]) => found[of]));
      const width = (await inboundVideo(slow))[0]?.frameWidth ?? 0;
      console.log(
        `Slow link (1 Mbit/s, 390 px, 4 cameras on, ${seconds} s): longest freeze of the tutor's camera ` +
          `${longest("video", "stall")} ms and of its sound ${longest("audio", "stall")} ms as the browser counts them ` +
          `(longest gap between readings ${longest("video", "gap")} ms and ${longest("audio", "gap")} ms), ` +
          `picture ${width} px wide (goal ≤ 1 s)`,
      );
    } finally {
      await lesson?.close();
      await phone.end();
    }
  }

  type Classroom = { sessionId: number; host: Page; pages: Page[]; cameras: number };

  /** A session with its tutor (camera on) and `children` children, `cameras` of them with the camera on. */
  async function openClass(browser: Browser, children: number, cameras: number): Promise<Classroom> {
    const tutor = await data.createPerson("tutor");
    const sessionId = await data.createSession(tutor, { startsInMinutes: 5, duration: 60 });
    const host = await data.contextFor(browser, tutor);
    await enter(host.page, sessionId, true);
    const classroom: Classroom = { sessionId, host: host.page, pages: [host.page], cameras: 1 };
    await addChildren(browser, classroom, children, cameras);
    return classroom;
  }

  async function addChildren(browser: Browser, classroom: Classroom, count: number, cameras: number) {
    for (let index = 0; index < count; index++) {
      const family = await data.createPerson("parent");
      const child = await data.createChild(family, `Child ${classroom.pages.length}`);
      await data.book(classroom.sessionId, family, child.id);
      const kid = await data.contextFor(browser, family);
      await kid.page.goto(`/room/${classroom.sessionId}`);
      classroom.pages.push(kid.page);
      await kid.page.getByText("Waiting for your tutor to let you in").waitFor({ timeout: 30_000 });
    }
    await classroom.host.getByRole("button", { name: "Admit all" }).click();
    const added = classroom.pages.slice(-count);
    for (const [index, page] of added.entries()) {
      await page.getByRole("toolbar", { name: "Lesson controls" }).waitFor({ timeout: 30_000 });
      if (index < cameras) {
        await page
          .getByRole("toolbar", { name: "Lesson controls" })
          .getByRole("button", { name: /^Camera/ })
          .click();
        classroom.cameras++;
      }
    }
    // Every page decodes every camera but its own before anything is measured.
    for (const page of classroom.pages) await waitForFrames(page, classroom.cameras - 1, 60_000);
  }

  type Costs = {
    cpu: Record<string, number>;
    rssMb: Record<string, number>;
    freezeMs: number[];
    machineIdle: number;
  };

  /** Holds the class for `ms`: CPU (share of one core) and peak memory of Janus and the app, each page's longest freeze. */
  async function holdClass(
    classroom: Classroom,
    ms: number,
    pids: { app: number; janus: number | null },
  ): Promise<Costs> {
    for (const page of classroom.pages) await startFreezeMonitor(page);
    const watched = { app: pids.app, janus: pids.janus };
    const cpuStart = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, cpuTicks(pid)]));
    const idleStart = machineTimes();
    const rss: Record<string, number> = { app: 0, janus: 0 };
    const started = Date.now();
    while (Date.now() - started < ms) {
      for (const [name, pid] of Object.entries(watched)) rss[name] = Math.max(rss[name]!, rssMb(pid));
      await sleep(1_000);
    }
    const seconds = (Date.now() - started) / 1000;
    const ticks = 100; // USER_HZ on Linux
    const cpu = Object.fromEntries(
      Object.entries(watched).map(([name, pid]) => [
        name,
        (cpuTicks(pid) - cpuStart[name]!) / ticks / seconds,
      ]),
    );
    const idleEnd = machineTimes();
    const machineIdle = (idleEnd.idle - idleStart.idle) / Math.max(1, idleEnd.total - idleStart.total);
    const freezeMs = [];
    for (const page of classroom.pages) freezeMs.push(await readFreezeMonitor(page));
    return { cpu, rssMb: rss, freezeMs, machineIdle };
  }

  function report(label: string, costs: Costs) {
    const worst = Math.max(...costs.freezeMs);
    console.log(
      `${label}: Janus ${(costs.cpu.janus! * 100).toFixed(0)} % of a core, ${costs.rssMb.janus!.toFixed(0)} MB; ` +
        `app ${(costs.cpu.app! * 100).toFixed(0)} % of a core, ${costs.rssMb.app!.toFixed(0)} MB; ` +
        `machine idle ${(costs.machineIdle * 100).toFixed(0)} %; longest freeze per page (ms) ` +
        `${costs.freezeMs.map((value) => value.toFixed(0)).join(", ")} — worst ${worst.toFixed(0)} ms (goal ≤ 1000)`,
    );
  }

  /** Leaves every page of a class (its tutor's last), so the next measure starts on a quiet machine. */
  async function closeClass(classroom: Classroom) {
    for (const page of classroom.pages.slice(1)) await page.context().close();
    await classroom.host.context().close();
  }

  /**
   * From 2 children (1 camera), 2 more at a time (1 camera in every 3 children), each size held 30 s,
   * until a page's longest freeze passes 1 s or BENCH_ROOM_MAX.
   */
  async function largestClass(browser: Browser, pids: { app: number; janus: number | null }) {
    const classroom = await openClass(browser, 2, 1);
    let held = 0;
    for (;;) {
      const children = classroom.pages.length - 1;
      const costs = await holdClass(classroom, 30_000, pids);
      report(`${children} children, ${classroom.cameras - 1} cameras (30 s)`, costs);
      if (Math.max(...costs.freezeMs) > 1_000) break;
      held = children;
      if (children + 2 > maxChildren) break;
      try {
        await addChildren(browser, classroom, 2, children % 3 === 1 ? 1 : 0);
      } catch (error) {
        console.log(`At ${children + 2} children the pages stopped decoding every camera: ${String(error)}`);
        break;
      }
    }
    console.log(
      held === 0
        ? "Largest class held without a freeze over 1 s: none of the sizes tried (from 2 children)."
        : `Largest class held without a freeze over 1 s: 1 tutor + ${held} children (browsers on the same machine).`,
    );
    await closeClass(classroom);
  }

  async function enter(page: Page, sessionId: number, camera: boolean) {
    await page.goto(`/room/${sessionId}`);
    const controls = page.getByRole("toolbar", { name: "Lesson controls" });
    await controls.waitFor({ timeout: 30_000 });
    const button = controls.getByRole("button", { name: /^Camera/ });
    if (camera && (await button.getAttribute("aria-pressed")) !== "true") await button.click();
  }

  async function waitForFrames(page: Page, streams: number, timeout = 30_000, interval = 100) {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const decoding = (await inboundVideo(page)).filter((video) => video.framesDecoded > 0).length;
      if (decoding >= streams) return;
      await sleep(interval);
    }
    throw new Error(`a page decoded fewer than ${streams} videos within ${timeout} ms`);
  }

  /** Inside the page, every 200 ms: the longest time any decoded video went without a new frame. */
  function startFreezeMonitor(page: Page) {
    return page.evaluate(() => {
      if ((window as unknown as { __freeze?: unknown }).__freeze) return;
      const state = { last: new Map<string, { frames: number; at: number }>(), longest: 0 };
      (window as unknown as { __freeze: typeof state }).__freeze = state;
      setInterval(async () => {
        const peers = (window as unknown as { __roomPeers?: RTCPeerConnection[] }).__roomPeers ?? [];
        const now = performance.now();
        for (const [index, peer] of peers.entries()) {
          if (peer.connectionState === "closed") continue;
          const stats = await peer.getStats();
          stats.forEach((report: Record<string, unknown>) => {
            if (report.type !== "inbound-rtp" || report.kind !== "video") return;
            const key = `${index}:${String(report.mid ?? report.id)}`;
            const frames = Number(report.framesDecoded ?? 0);
            const seen = state.last.get(key);
            if (!seen || frames > seen.frames) {
              if (seen) state.longest = Math.max(state.longest, now - seen.at);
              state.last.set(key, { frames, at: now });
            }
          });
        }
      }, 200);
    });
  }

  async function readFreezeMonitor(page: Page) {
    return page.evaluate(() => {
      const state = (
        window as unknown as { __freeze: { last: Map<string, { at: number }>; longest: number } }
      ).__freeze;
      const now = performance.now();
      // A video still without a new frame counts up to now; the monitor is reset for the next hold.
      let longest = state.longest;
      for (const seen of state.last.values()) longest = Math.max(longest, now - seen.at);
      state.longest = 0;
      for (const seen of state.last.values()) seen.at = now;
      return longest;
    });
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the room server stopped before answering");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within two minutes`);
}

/**
 * The app server and its Janus among the room server's descendants (`root`): the machine's other processes
 * (other servers and Janus, outside this network namespace) are visible here too and must not be counted.
 */
function findPids(root: number) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }));
  const descendants = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (descendants.has(row.ppid) && !descendants.has(row.pid)) {
        descendants.add(row.pid);
        grew = true;
      }
    }
  }
  const mine = rows.filter((row) => descendants.has(row.pid));
  const app = mine.find((row) => row.args.includes("server/src/server.ts"))?.pid ?? null;
  const janus = mine.find((row) => /(^|\/)janus\s/.test(row.args))?.pid ?? null;
  if (app === null) throw new Error("the app server's process was not found");
  return { app, janus };
}

function cpuTicks(pid: number | null) {
  if (pid === null) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function rssMb(pid: number | null) {
  if (pid === null) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function machineTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { idle: fields[3]! + fields[4]!, total: fields.reduce((sum, value) => sum + value, 0) };
}
