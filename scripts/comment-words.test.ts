/**
 * Comments speak of the product, never of how it was built: no comment, JSDoc or test title in app/,
 * server/, shared/, scripts/ or e2e/ names a work item's number, a lane of work or a phase. Product
 * documents (docs/decisions/NNN, DECISIONS.md sections named without their phase) are fine. The words
 * looked for are built from pieces below, so this file does not name them itself.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FOLDERS = ["app", "server", "shared", "scripts", "e2e"];
const SKIPPED_DIRS = new Set(["node_modules", "build", ".react-router", ".tmp", "data", "drizzle"]);
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;

const [issue, lane, phase, finding] = ["iss" + "ue", "la" + "ne", "pha" + "se", "find" + "ing"];
const FORBIDDEN = new RegExp(
  [
    String.raw`\b${issue}s? #?\d+`,
    String.raw`\b${lane}s? [A-Z]\d?\b`,
    String.raw`\(${lane}\b`,
    String.raw`\b${phase}s? \d\b`,
    String.raw`\b${finding}s? \d`,
  ].join("|"),
  "i",
);

type Comment = { line: number; text: string };

/** Comments (a block whole, runs of `//` lines joined) and the titles of describe/it/test calls. */
function commentsOf(source: string): Comment[] {
  const found: Comment[] = [];
  let block: Comment | null = null;
  let lineRun: Comment | null = null;
  source.split("\n").forEach((text, index) => {
    const line = index + 1;
    if (block) {
      const end = text.indexOf("*/");
      block.text += ` ${end === -1 ? text : text.slice(0, end)}`;
      if (end !== -1) block = null;
      return;
    }
    for (const title of text.matchAll(
      /(?<![.\w])(?:describe|it|test)(?:\.\w+)*\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g,
    )) {
      found.push({ line, text: title[2] ?? "" });
    }
    const start = text.search(/\/\*/);
    const slashes = text.search(/(^|[^:])\/\//);
    if (start !== -1 && (slashes === -1 || start < slashes)) {
      lineRun = null;
      const rest = text.slice(start + 2);
      const end = rest.indexOf("*/");
      const comment = { line, text: end === -1 ? rest : rest.slice(0, end) };
      found.push(comment);
      if (end === -1) block = comment;
      return;
    }
    if (slashes === -1) {
      lineRun = null;
      return;
    }
    const rest = text.slice(text.indexOf("//", slashes) + 2);
    if (lineRun && /^\s*\/\//.test(text)) lineRun.text += ` ${rest}`;
    else {
      lineRun = { line, text: rest };
      found.push(lineRun);
    }
  });
  return found.map(({ line, text }) => ({ line, text: text.replace(/\s*\*\s+/g, " ").replace(/\s+/g, " ") }));
}

function walk(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const relative = path.posix.join(folder, entry.name);
    return entry.isDirectory() ? walk(relative) : [relative];
  });
}

/** The tracked source files of the five folders (every file on disk when there is no git checkout). */
function sourceFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync("git", ["ls-files", "--", ...FOLDERS], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    files = FOLDERS.flatMap(walk);
  }
  return files.filter((file) => SOURCE.test(file) && !file.split("/").some((part) => SKIPPED_DIRS.has(part)));
}

describe("comments and test titles", () => {
  it("name no work item, lane or phase", () => {
    const offending = sourceFiles().flatMap((file) =>
      commentsOf(readFileSync(path.join(root, file), "utf8"))
        .map(({ line, text }) => ({ line, text, at: text.search(FORBIDDEN) }))
        .filter(({ at }) => at !== -1)
        .map(({ line, text, at }) => `${file}:${line}: …${text.slice(Math.max(0, at - 40), at + 40)}…`),
    );
    expect(offending).toEqual([]);
  });

  it("are read from every folder that holds them", () => {
    const files = sourceFiles();
    for (const file of ["server/src/app.ts", "app/routes.ts", "shared/config/paths.ts", "e2e/auth.spec.ts"]) {
      expect(files).toContain(file);
    }
    expect(files).toContain("scripts/source-size.test.ts");
  });

  it("are told apart from the code and strings around them", () => {
    const numbered = `${issue} 24`;
    const source = [
      `/** The room (${numbered} item 1): it comes back. */`,
      "const a = 1; // the room, lane",
      ` // B's part`,
      "/**",
      ` * The lesson room (${phase}`,
      " * 4).",
      " */",
      `describe("the room (${numbered})", () => {});`,
      `test.describe(\`the room (${lane} A)\`, () => {});`,
      `const shown = "Subjects (item 2) ${numbered}"; // a product's words`,
      `expect(/x/.test("${numbered}")).toBe(false);`,
      "const url = 'https://example.org'; // decision 053, docs/decisions/053",
    ].join("\n");
    const flagged = commentsOf(source)
      .filter(({ text }) => FORBIDDEN.test(text))
      .map(({ line }) => line);
    expect(flagged).toEqual([1, 2, 4, 8, 9]);
  });
});
