#!/usr/bin/env node
/**
 * `npm ci` refuses a lock file that lacks an entry for any optional dependency of a locked package,
 * even one built for another platform (a Windows or macOS binary of biome, rollup, tailwind's oxide).
 * The registry these machines reach does not always carry the newest builds for every platform; when it
 * lacks one, `npm install` silently leaves the entry out and CI's `npm ci` then fails. This check finds
 * that on the machine that changed the lock file, before it is committed: pin the package to a version
 * whose builds all exist (see docs/decisions/004-testing.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
const packages = lock.packages ?? {};

/** Node's resolution: the nearest node_modules folder up from the dependent that holds the package. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${location || "(root)"} → ${name}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional dependencies, so \`npm ci\` would fail:`);
  for (const line of missing.slice(0, 20)) console.error(`  ${line}`);
  if (missing.length > 20) console.error(`  … and ${missing.length - 20} more`);
  console.error(
    "Pin the dependent package to a version whose builds for every platform are in the registry.",
  );
  process.exit(1);
}
console.log(
  `package-lock.json: every optional dependency of ${Object.keys(packages).length} entries is locked`,
);
