/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts in turn, each in its own Node process so one
 * bench's servers, caches and JIT state cannot colour the next. Figures are printed, nothing is judged.
 * `npm run bench -- auth` runs only the files whose name contains "auth".
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const benchDir = import.meta.dirname;
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.log(filters.length ? `No bench file matches ${filters.join(", ")}.` : "No *.bench.ts files.");
  process.exit(0);
}

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(benchDir, file)], {
      stdio: "inherit",
      env: process.env,
    });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results: { file: string; code: number; seconds: number }[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = performance.now();
  const code = await run(file);
  results.push({ file, code, seconds: (performance.now() - started) / 1000 });
}

console.log("\n=== summary ===");
for (const { file, code, seconds } of results) {
  console.log(`${file.padEnd(32)} ${code === 0 ? "ran" : `exited with ${code}`} in ${seconds.toFixed(1)} s`);
}
// A bench that crashed gave no figures: say so through the exit code.
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
