/**
 * The one-way import rules of docs/decisions/011 (the layout by domain), checked over the source tree:
 * shared → features → routes on the client, nothing of either side in `shared/`, and `drizzle-orm` only
 * where data is stored. `scripts/import-rules.test.ts` runs it in `npm test`, so a broken rule fails the run.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type ImportFact = { file: string; specifier: string; target: string | null };
export type Violation = { file: string; specifier: string; rule: string };

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set(["node_modules", "build", ".react-router", ".tmp", "drizzle", "data", ".git"]);

/** Every import, export-from and dynamic import of a source text. */
export function specifiersOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm,
    /^\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+\w+)?\s+from\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) found.push(match[1]!);
  }
  return found;
}

/** The repository-relative file a specifier names, or null for a package. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const aliases: Record<string, string> = {
    "#shared/": "shared/",
    "#server/": "server/src/",
    "#app/": "app/",
  };
  for (const [alias, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.posix.join(folder, specifier.slice(alias.length));
  }
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(fromFile), specifier);
  return null;
}

/** Tests and their support files, which may reach into the database to check what a call stored. */
const isTest = (file: string) =>
  /\.test(-support)?\.tsx?$/.test(file) ||
  file.includes("/__tests__/") ||
  file.startsWith("server/src/test/") ||
  file.startsWith("app/test/");
const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);

/** The rules, each a name and a test of one import; the first broken rule is reported. */
export function checkImport(fact: ImportFact): string | null {
  const { file, specifier, target } = fact;
  if (file.startsWith("shared/")) {
    if (target && !target.startsWith("shared/")) return "shared/ imports only shared/";
    if (["react", "drizzle-orm", "fastify"].some((name) => isPackage(specifier, name)))
      return "shared/ describes the API and imports neither side's libraries";
  }
  if (file.startsWith("app/")) {
    if (target?.startsWith("server/")) return "the client never imports the server";
    const feature = featureOf(file);
    const targetFeature = target ? featureOf(target) : null;
    const isLower = /^app\/(components|lib|config|content)\//.test(file) && !isTest(file);
    if (isLower && (targetFeature || target?.startsWith("app/routes/")))
      return "components, lib, config and content import no feature and no route";
    if (feature && targetFeature && targetFeature !== feature)
      return "a feature never imports another feature";
    if (feature && target?.startsWith("app/routes/")) return "a feature never imports a route";
    // Every page, the public ones too, loads the fetch wrapper: a schema there puts zod in their first load.
    if (
      file === "app/lib/api-client.ts" &&
      (target?.startsWith("shared/schemas/") || isPackage(specifier, "zod"))
    )
      return "the fetch wrapper imports no schema (zod would load on every public page)";
  }
  if (file.startsWith("server/")) {
    if (target?.startsWith("app/")) return "the server never imports the client";
    const mayQuery =
      /\.(repository|table)\.ts$/.test(file) || file.startsWith("server/src/db/") || isTest(file);
    if (isPackage(specifier, "drizzle-orm") && !mayQuery)
      return "drizzle-orm only in repositories, tables, the database client and seed";
  }
  return null;
}

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(root, relative));
    else if (SOURCE.test(entry.name)) found.push(relative);
  }
  return found;
}

/** Every broken rule under app/, server/ and shared/ of the checkout at `root`. */
export function findViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const folder of ["app", "server", "shared"]) {
    for (const file of sourceFiles(root, folder)) {
      for (const specifier of specifiersOf(readFileSync(path.join(root, file), "utf8"))) {
        const rule = checkImport({ file, specifier, target: resolveSpecifier(file, specifier) });
        if (rule) violations.push({ file, specifier, rule });
      }
    }
  }
  return violations;
}
