/**
 * `npm start`'s steps (issue 22 item 10): the client's build is quiet unless it fails; a failed build
 * prints its output and one clear line, starts nothing and ends with the build's exit code; a passing
 * build says one line and hands over to the server.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { start } from "./start-steps.mjs";

const folder = mkdtempSync(path.join(tmpdir(), "start-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A command running `code` on this Node. */
const node = (code: string) => ({ command: process.execPath, args: ["-e", code] });
/** A stand-in for the server: it leaves a file behind, says it listens, and exits. */
const server = (marker: string) =>
  node(
    `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "started"); ` +
      `console.log("Listening at http://localhost:5000"); process.exit(0);`,
  );
/** A build that writes 274 lines, then `error` on stderr and exits with `code`. */
const build = (code: number, error = "") =>
  node(
    `for (let i = 1; i <= 274; i++) console.log("build line " + i); ` +
      `${error ? `console.error(${JSON.stringify(error)}); ` : ""}process.exit(${code});`,
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
