/**
 * `npm run audit:web`: measures the public website against its budgets on a built app.
 *
 * - Builds the client into BUILD_DIR (default build-audit) unless it is already built (AUDIT_REBUILD=1
 *   forces a fresh build).
 * - Starts the server on a free loopback port with a throwaway database.
 * - Lighthouse 12 (mobile, the default config) on /, /services/pricing, /benefits/employers and a
 *   published post's page (a demo post, so the server runs with demo data): performance ≥ 95,
 *   accessibility, best practices and SEO 100.
 * - axe-core on every public route and that post's page: no violations.
 * - The JavaScript each public page loads before interaction (the built HTML's module scripts,
 *   modulepreloads and imports), gzip: at most 130 KB.
 * - The signed-in screens (scripts/audit-signed-in.ts, decision 055): Lighthouse signed in as the demo
 *   tutor, parent and admin, performance ≥ 90 with LCP ≤ 2.5 s and TBT ≤ 200 ms, accessibility and best
 *   practices 100, and each screen's JavaScript under its budget. `--signed-in` runs only these.
 * - AUDIT_RUNS=n runs Lighthouse n times per page (the median is reported), AUDIT_SAVE_DIR keeps each
 *   report, AUDIT_THROTTLING=devtools slows the browser for real instead of simulating it (decision 057).
 * Prints a table of figures, stops the server and exits 1 when a budget is missed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "../server/src/test/server-process.ts";
import { ROUTES_FILE } from "../shared/config/build-files.ts";
import { paths, prerenderedPaths } from "../shared/config/paths.ts";
import { auditSignedIn } from "./audit-signed-in.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build-audit");
const clientDir = path.join(buildDir, "client");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/** Every prerendered public route is checked with axe; the JavaScript budget applies to the marketing
 * pages (the sign-in screen and the blog load the data layer and forms by design). */
export const PUBLIC_ROUTES = prerenderedPaths;
const APP_ROUTES = new Set(["/auth", "/about/blog"]);
/** A published demo post (server/src/db/seed/blog-posts.ts): the server writes its page (decision 022). */
export const BLOG_POST_ROUTE = paths.blogPost("five-ways-to-support-gcse-revision-at-home");
export const LIGHTHOUSE_ROUTES = ["/", "/services/pricing", "/benefits/employers", BLOG_POST_ROUTE];
export const JS_BUDGET_KB = 130;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;

function ensureBuild() {
  if (process.env.AUDIT_REBUILD !== "1" && existsSync(path.join(clientDir, ROUTES_FILE))) return;
  console.log(`Building the client into ${path.relative(root, buildDir)}…`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } },
  );
  if (result.status !== 0) throw new Error("the build failed");
}

/** The gzip size of every script a page loads before any interaction. */
export function pageScriptBytes(
  htmlFile: string,
  assetsRoot: string,
): { files: string[]; gzipBytes: number } {
  const html = readFileSync(htmlFile, "utf8");
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\(["']([^"']+)["']\)/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\s+["']([^"']+\.js)["']/g)) sources.add(match[1]!);
  let gzipBytes = 0;
  for (const source of sources) {
    const file = path.join(assetsRoot, source.replace(/^\//, ""));
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { files: [...sources], gzipBytes };
}

function htmlFileOf(route: string): string {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route, "index.html");
}

async function waitForHealth(baseUrl: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the server did not become healthy");
}

/** The public pages: JavaScript per page, axe on every route, Lighthouse; returns the missed budgets. */
async function auditPublic(baseUrl: string): Promise<number> {
  let failures = 0;
  // JavaScript per page.
  const jsRows = PUBLIC_ROUTES.map((route) => {
    const { gzipBytes, files } = pageScriptBytes(htmlFileOf(route), clientDir);
    return { route, kb: gzipBytes / 1024, files: files.length };
  });

  // axe on every public route, in Playwright's Chromium.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const axeRows: { route: string; violations: string[]; consoleErrors: string[] }[] = [];
  try {
    for (const route of [...PUBLIC_ROUTES, BLOG_POST_ROUTE]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      const result = await new AxeBuilder({ page }).analyze();
      axeRows.push({
        route,
        violations: result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`),
        consoleErrors,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }

  // Lighthouse, mobile preset (the default configuration).
  const lighthouseRows: {
    route: string;
    scores: Record<string, number>;
    metrics: Record<string, string>;
    failing: string[];
  }[] = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(LIGHTHOUSE_TARGETS),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${route}`);
      const scores: Record<string, number> = {};
      for (const key of Object.keys(LIGHTHOUSE_TARGETS)) {
        scores[key] = Math.round((lhr.categories[key]?.score ?? 0) * 100);
      }
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
        )
        .filter((audit) => audit.scoreDisplayMode === "binary" || (audit.score ?? 1) < 0.9)
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      const metrics: Record<string, string> = {};
      for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? "";
      lighthouseRows.push({ route, scores, metrics, failing });
    } finally {
      chrome.kill();
    }
  }

  console.log("\nLighthouse (mobile)");
  console.table(
    lighthouseRows.map((row) => ({
      route: row.route,
      performance: row.scores.performance,
      accessibility: row.scores.accessibility,
      "best practices": row.scores["best-practices"],
      seo: row.scores.seo,
      FCP: row.metrics["first-contentful-paint"],
      LCP: row.metrics["largest-contentful-paint"],
      TBT: row.metrics["total-blocking-time"],
      CLS: row.metrics["cumulative-layout-shift"],
      SI: row.metrics["speed-index"],
    })),
  );
  for (const row of lighthouseRows) {
    for (const [key, target] of Object.entries(LIGHTHOUSE_TARGETS)) {
      if ((row.scores[key] ?? 0) < target) {
        failures++;
        console.log(`  ✗ ${row.route}: ${key} ${row.scores[key]} < ${target}`);
      }
    }
    if (row.failing.length > 0)
      console.log(`  audits below full marks on ${row.route}: ${row.failing.join(", ")}`);
  }

  const postAxe = axeRows.find((row) => row.route === BLOG_POST_ROUTE)!;
  console.log(
    `\naxe-core on ${BLOG_POST_ROUTE}: ${postAxe.violations.length === 0 ? 0 : postAxe.violations.join(", ")} violations, ${postAxe.consoleErrors.length} console errors`,
  );
  console.log("\naxe-core and JavaScript before interaction (gzip)");
  console.table(
    PUBLIC_ROUTES.map((route) => {
      const axe = axeRows.find((row) => row.route === route)!;
      const js = jsRows.find((row) => row.route === route)!;
      return {
        route,
        "axe violations": axe.violations.length === 0 ? 0 : axe.violations.join(", "),
        "console errors": axe.consoleErrors.length,
        "JS KB gzip": Number(js.kb.toFixed(1)),
        "JS files": js.files,
      };
    }),
  );
  for (const row of axeRows) {
    if (row.violations.length > 0) {
      failures++;
      console.log(`  ✗ axe on ${row.route}: ${row.violations.join(", ")}`);
    }
    for (const error of row.consoleErrors) console.log(`  ! console error on ${row.route}: ${error}`);
  }
  for (const row of jsRows) {
    if (row.kb > JS_BUDGET_KB && !APP_ROUTES.has(row.route)) {
      failures++;
      console.log(`  ✗ ${row.route}: ${row.kb.toFixed(1)} KB of JavaScript > ${JS_BUDGET_KB} KB`);
    }
  }
  return failures;
}

async function main() {
  ensureBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "audit-web-"));
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/server.ts")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      CLIENT_DIR: clientDir,
      // The audit measures the pages: no lesson room, so no Janus starts.
      JANUS_MODE: "off",
    },
  });
  let failures = 0;
  try {
    await waitForHealth(baseUrl);

    const runs = Number(process.env.AUDIT_RUNS ?? "1");
    if (!process.argv.includes("--signed-in")) failures += await auditPublic(baseUrl);
    failures += await auditSignedIn({ baseUrl, clientDir, chromePath, chromeFlags, runs });
    console.log(failures === 0 ? "\nEvery budget is met." : `\n${failures} budget(s) missed.`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
