/**
 * The signed-in screens in the web audit (decision 055): which screens Lighthouse measures as
 * which demo account, how the audit signs in, and the JavaScript each signed-in route loads.
 *
 * `npm run audit:web -- --signed-in` measures only these screens (`AUDIT_SCREENS=/dashboard,/admin` only
 * those); `AUDIT_RUNS=3` runs Lighthouse that many times per screen and reports the median run (a shared
 * machine's load moves single runs by 20 points).
 *
 * `node --import tsx scripts/audit-signed-in.ts` prints every signed-in route's JavaScript from a build
 * (BUILD_DIR, default build) without a server or Lighthouse, and exits 1 when one is over the budget;
 * `e2e/signed-in-scripts.spec.ts` holds the build `npm test` makes to the same budget.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from "../shared/config/build-files.ts";
import { paths, patterns } from "../shared/config/paths.ts";
import { runtimeTimeZone, VIEWER_ZONE_COOKIE } from "../shared/config/viewer-zone.ts";
import { readClientManifest } from "./route-preloads.ts";

export type DemoRole = "tutor" | "parent" | "admin";

/** The demo sign-ins the README publishes (server/src/db/seed): they sign in only from this machine. */
export const DEMO_SIGN_INS: Record<DemoRole, { username: string; password: string; role: string }> = {
  tutor: { username: "tutor", password: "tutor-demo-2025", role: "tutor" },
  parent: { username: "parent", password: "parent-demo-2025", role: "student" },
  admin: { username: "admin", password: "admin-demo-2025", role: "admin" },
};

/** The nine signed-in screens measured, each opened as the account that uses it every day. */
export const SIGNED_IN_SCREENS: readonly { route: string; role: DemoRole }[] = [
  { route: paths.dashboard, role: "tutor" },
  { route: paths.schedule, role: "tutor" },
  { route: paths.recordedLessons, role: "tutor" },
  { route: paths.resources, role: "tutor" },
  { route: paths.parentDashboard, role: "parent" },
  { route: paths.student, role: "parent" },
  { route: paths.studentSchedule, role: "parent" },
  { route: paths.account, role: "parent" },
  { route: paths.admin, role: "admin" },
];

/** Lighthouse mobile figures every signed-in screen must reach. */
export const SIGNED_IN_TARGETS = { performance: 90, accessibility: 100, "best-practices": 100 } as const;
export const SIGNED_IN_LCP_MS = 2500;
export const SIGNED_IN_TBT_MS = 200;

/** Signs a demo account in and returns its `Cookie` header, for Lighthouse's `extraHeaders`. */
export async function signInCookie(baseUrl: string, role: DemoRole): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_SIGN_INS[role]),
  });
  if (!response.ok) throw new Error(`signing in as the demo ${role} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (cookies.length === 0) throw new Error(`signing in as the demo ${role} set no cookie`);
  // A returning visitor: the browser has told the server its time zone (decision 057), so the server draws
  // the screen's times and not only its frame. Lighthouse's Chromium runs on this machine, in this zone.
  cookies.push(`${VIEWER_ZONE_COOKIE}=${encodeURIComponent(runtimeTimeZone())}`);
  return cookies.join("; ");
}

/** The median of a list of numbers (the middle run of an odd count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Manifest = ReturnType<typeof readClientManifest>;
type ManifestRoute = Manifest["routes"][string] & { parentId?: string; path?: string };

/** The route ids a path matches, root first (the manifest's patterns, parameters as one segment). */
export function matchedRouteIds(manifest: Manifest, urlPath: string): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return own === "" ? base : `${base.replace(/\/$/, "")}/${own}`;
  };
  const leaf = Object.values(manifest.routes).find((route) => {
    if (route.path === undefined || route.path === "*") return false;
    const pattern = fullPath(route)
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment))
      .join("/");
    return new RegExp(`^/?${pattern.replace(/^\//, "")}/?$`).test(urlPath);
  });
  if (!leaf) throw new Error(`no route matches ${urlPath}`);
  const chain: string[] = [];
  for (
    let route: ManifestRoute | undefined = leaf;
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route.id);
  return chain;
}

/**
 * The gzip size of the JavaScript a signed-in route loads before it draws: the entry, and each matched
 * route's module with the chunks it imports statically (what React Router preloads for the route).
 */
export function routeScriptBytes(clientDir: string, urlPath: string): { files: string[]; gzipBytes: number } {
  const manifest = readClientManifest(clientDir);
  const sources = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of matchedRouteIds(manifest, urlPath)) {
    const route = manifest.routes[id]!;
    sources.add(route.module);
    for (const file of route.imports ?? []) sources.add(file);
  }
  let gzipBytes = 0;
  for (const source of sources)
    gzipBytes += gzipSync(readFileSync(path.join(clientDir, source.replace(/^\//, ""))), { level: 9 }).length;
  return { files: [...sources], gzipBytes };
}

export type LighthouseRow = {
  route: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  metrics: Record<string, string>;
  failing: string[];
};

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

type LighthouseOptions = {
  url: string;
  chromePath: string;
  chromeFlags: string[];
  categories: string[];
  headers?: Record<string, string>;
};

/** How many times a run that Lighthouse itself could not record (`runtimeError`) is tried in all. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run (mobile preset) of `url` in a fresh Chromium, with `headers` on every request. A run
 * whose trace Lighthouse could not read (a `runtimeError` such as NO_NAVSTART, which says "run Lighthouse
 * again") is run again, up to LIGHTHOUSE_ATTEMPTS in all: it scored 0 and pulled a screen's median down.
 * A run that fails every time is returned as it is, its error among the failing audits.
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    const { row, runtimeError } = await runLighthouseOnce(options);
    if (!runtimeError || attempt >= LIGHTHOUSE_ATTEMPTS) return row;
    console.log(`  Lighthouse could not record ${row.route} (${runtimeError}): running it again`);
  }
}

async function runLighthouseOnce(
  options: LighthouseOptions,
): Promise<{ row: LighthouseRow; runtimeError: string | null }> {
  // Loaded here, not at the top: the unit tests of this file's budget need neither.
  const chromeLauncher = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: options.chromeFlags,
  });
  try {
    const result = await lighthouse(options.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: options.categories,
      // AUDIT_THROTTLING=devtools slows the browser for real instead of simulating the slow phone from a
      // fast load (the preset's "simulate"): a second view, for when the simulation's model is in doubt.
      ...(process.env.AUDIT_THROTTLING === "devtools" ? { throttlingMethod: "devtools" as const } : {}),
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${options.url}`);
    // AUDIT_SAVE_DIR keeps each run's whole report, to read where a screen's time goes.
    if (process.env.AUDIT_SAVE_DIR) {
      const { mkdirSync, writeFileSync } = await import("node:fs");
      mkdirSync(process.env.AUDIT_SAVE_DIR, { recursive: true });
      const name = new URL(options.url).pathname.replace(/\W+/g, "_") || "_";
      writeFileSync(`${process.env.AUDIT_SAVE_DIR}/${name}-${Date.now()}.json`, JSON.stringify(lhr));
    }
    const scores: Record<string, number> = {};
    for (const key of options.categories) scores[key] = Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .filter((audit) => audit.scoreDisplayMode === "binary" || (audit.score ?? 1) < 0.9)
      .map((audit) => {
        // The issues' own words (a console error's text, a policy violation's), where the audit lists them.
        const items = (audit.details as { items?: unknown } | undefined)?.items;
        const detail = (Array.isArray(items) ? (items as { description?: unknown }[]) : [])
          .map((item) => (typeof item.description === "string" ? item.description : ""))
          .filter(Boolean)
          .slice(0, 3)
          .join(" | ");
        return `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}${detail ? `: ${detail}` : ""}`;
      });
    const metrics: Record<string, string> = {};
    for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? "";
    const runtimeError = lhr.runtimeError?.code ?? null;
    const row: LighthouseRow = {
      route: new URL(options.url).pathname,
      scores,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      metrics,
      failing: runtimeError ? [`runtime-error (${runtimeError})`, ...failing] : failing,
    };
    return { row, runtimeError };
  } finally {
    chrome.kill();
  }
}

/** Gzip JavaScript a signed-in route may load before it draws (decisions 055 and 057). */
export const SIGNED_IN_JS_BUDGET_KB = 200;

/**
 * Script files a signed-in route may ask for before it draws, besides the route list (decision 057): on a
 * phone's six connections, each one more costs a round trip. Fifteen to thirty-one before the portal
 * chunks, ten to twelve since.
 */
export const SIGNED_IN_SCRIPT_FILES_BUDGET = 12;

/**
 * Measures the signed-in screens on a running server: Lighthouse `runs` times each (the median run by
 * performance is reported and held to the targets) and each route's JavaScript against its budget.
 * Prints the figures and returns the number of missed budgets.
 */
export async function auditSignedIn(options: {
  baseUrl: string;
  clientDir: string;
  chromePath: string;
  chromeFlags: string[];
  runs: number;
}): Promise<number> {
  let failures = 0;
  const cookies = new Map<DemoRole, string>();
  const rows: (LighthouseRow & { runs: string; kb: number; files: number })[] = [];
  // AUDIT_SCREENS=/dashboard,/admin measures only those screens (while working on one).
  const only = process.env.AUDIT_SCREENS?.split(",").filter(Boolean);
  for (const { route, role } of SIGNED_IN_SCREENS.filter((screen) => !only || only.includes(screen.route))) {
    // Sign in once per account: each sign-in adds a login session, and the demo accounts are rate limited.
    if (!cookies.has(role)) cookies.set(role, await signInCookie(options.baseUrl, role));
    const runs: LighthouseRow[] = [];
    for (let run = 0; run < options.runs; run++) {
      runs.push(
        await runLighthouse({
          url: `${options.baseUrl}${route}`,
          chromePath: options.chromePath,
          chromeFlags: options.chromeFlags,
          categories: Object.keys(SIGNED_IN_TARGETS),
          headers: { Cookie: cookies.get(role)! },
        }),
      );
    }
    const performances = runs.map((run) => run.scores.performance ?? 0);
    const middle = runs.find((run) => run.scores.performance === median(performances)) ?? runs[0]!;
    const scripts = routeScriptBytes(options.clientDir, route);
    rows.push({
      ...middle,
      runs: runs
        .map(
          (run) =>
            `${run.scores.performance}/${run.metrics["largest-contentful-paint"]}/${run.metrics["total-blocking-time"]}`,
        )
        .join(" · "),
      kb: scripts.gzipBytes / 1024,
      files: scripts.files.length,
    });
  }
  console.log(
    `\nLighthouse (mobile), signed in — median of ${options.runs} run(s); every run as performance/LCP/TBT`,
  );
  console.table(
    rows.map((row) => ({
      route: row.route,
      performance: row.scores.performance,
      accessibility: row.scores.accessibility,
      "best practices": row.scores["best-practices"],
      LCP: row.metrics["largest-contentful-paint"],
      TBT: row.metrics["total-blocking-time"],
      "JS KB gzip": Number(row.kb.toFixed(1)),
      "JS files": row.files,
      runs: row.runs,
    })),
  );
  for (const row of rows) {
    for (const [key, target] of Object.entries(SIGNED_IN_TARGETS)) {
      if ((row.scores[key] ?? 0) < target) {
        failures++;
        console.log(`  ✗ ${row.route}: ${key} ${row.scores[key]} < ${target}`);
      }
    }
    if (row.lcpMs > SIGNED_IN_LCP_MS || row.tbtMs > SIGNED_IN_TBT_MS) {
      failures++;
      console.log(`  ✗ ${row.route}: LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms`);
    }
    if (row.failing.length > 0)
      console.log(`  audits below full marks on ${row.route}: ${row.failing.join("; ")}`);
  }
  for (const failure of scriptBudgetFailures(rows)) {
    failures++;
    console.log(`  ✗ ${failure}`);
  }
  return failures;
}

/**
 * Every signed-in route of a build (its pattern, `:id` as written) with its JavaScript in gzip KB and its
 * number of script files, largest first.
 */
export function signedInRouteScripts(clientDir: string): { route: string; kb: number; files: number }[] {
  const preloads = JSON.parse(
    readFileSync(path.join(clientDir, ROUTE_PRELOADS_FILE), "utf8"),
  ) as RoutePreloads;
  return Object.entries(preloads)
    .filter(([, entry]) => entry.signedIn)
    .map(([route]) => {
      const scripts = routeScriptBytes(clientDir, route);
      return { route, kb: scripts.gzipBytes / 1024, files: scripts.files.length };
    })
    .sort((a, b) => b.kb - a.kb);
}

/**
 * Signed-in routes the budget does not hold yet, each with the reason (decision 055): every other
 * signed-in route of the build must stay within `SIGNED_IN_JS_BUDGET_KB`.
 */
export const OVER_BUDGET_FOR_NOW: Readonly<Record<string, string>> = {
  [patterns.lessonRoom]: "the lesson room's media client and its chat form (zod) load with the room",
  [patterns.adminCompanyUtilisation]:
    "the utilisation chart (its charting library, about 110 KB) is the page's content",
};

/** The routes whose JavaScript (gzip KB, or files) is over the signed-in budgets, as sentences. */
export function scriptBudgetFailures(
  rows: readonly { route: string; kb: number; files: number }[],
): string[] {
  return rows.flatMap((row) => [
    ...(row.kb > SIGNED_IN_JS_BUDGET_KB
      ? [`${row.route}: ${row.kb.toFixed(1)} KB of JavaScript > ${SIGNED_IN_JS_BUDGET_KB} KB`]
      : []),
    ...(row.files > SIGNED_IN_SCRIPT_FILES_BUDGET
      ? [`${row.route}: ${row.files} script files > ${SIGNED_IN_SCRIPT_FILES_BUDGET}`]
      : []),
  ]);
}

// `node --import tsx scripts/audit-signed-in.ts`: every signed-in route's JavaScript in a build, no server.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const rows = signedInRouteScripts(clientDir);
  console.table(
    rows.map((row) => ({
      route: row.route,
      "JS KB gzip": Number(row.kb.toFixed(1)),
      "JS files": row.files,
      "over for now": OVER_BUDGET_FOR_NOW[row.route] ?? "",
    })),
  );
  const failures = scriptBudgetFailures(rows.filter((row) => !(row.route in OVER_BUDGET_FOR_NOW)));
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}
