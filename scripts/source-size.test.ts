/**
 * No source file too long to hold in the head: every non-test source file of app/, server/
 * and shared/ stays within 350 lines; content (the site's words), seed data and scripts aside.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAX_LINES = 350;
const SKIPPED_DIRS = new Set([
  "node_modules",
  "build",
  ".react-router",
  ".tmp",
  "__tests__",
  "test",
  "seed",
  "content",
]);
const isTest = (name: string) => /\.(test|spec)\.tsx?$|\.test-support\.tsx?$|\.bench\.ts$/.test(name);

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(relative));
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !isTest(entry.name)) found.push(relative);
  }
  return found;
}

describe("source files", () => {
  it(`stay within ${MAX_LINES} lines each`, () => {
    const long = ["app", "server", "shared"]
      .flatMap(sourceFiles)
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("are found in every folder that holds them", () => {
    const files = ["app", "server", "shared"].flatMap(sourceFiles);
    expect(files).toContain("server/src/app.ts");
    expect(files).toContain("app/routes.ts");
    expect(files).toContain("shared/config/paths.ts");
    expect(files.some((file) => file.includes(".test."))).toBe(false);
  });
});
