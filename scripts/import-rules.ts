/**
 * The one-way import rules of docs/decisions/011 (the layout by domain), checked over the source tree:
 * shared → features → routes on the client, nothing of either side in `shared/`, and `drizzle-orm` only
 * where data is stored. `scripts/import-rules.test.ts` runs it in `npm test`, so a broken rule fails the run.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type ImportFact = { file: string; specifier: string; target: string | null; typeOnly?: boolean };
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

/** Every import of a source text with whether it brings types alone (`import type`, `export type`). */
export function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const patterns = [
    /^\s*import\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm,
    /^\s*export\s+(type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+\w+)?\s+from\s+["']([^"']+)["']/gm,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern))
      found.push({ specifier: match[2]!, typeOnly: Boolean(match[1]) });
  }
  for (const match of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    found.push({ specifier: match[1]!, typeOnly: false });
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
/** The server module a file belongs to (`server/src/modules/<module>/…`), or null. */
export const moduleOf = (file: string) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/** What a module offers the others (decision 052): its tables, errors, services, pure rules and e-mail templates. */
const OFFERED = /\.(table|errors|service|rules|templates)\.ts$/;
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
    const from = moduleOf(file);
    const to = target ? moduleOf(target) : null;
    if (from && to && from !== to && !isTest(file) && !fact.typeOnly && !OFFERED.test(target!))
      return "a module uses another only through its tables, errors, services, rules and templates (decision 052)";
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
      for (const { specifier, typeOnly } of importsOf(readFileSync(path.join(root, file), "utf8"))) {
        const rule = checkImport({ file, specifier, target: resolveSpecifier(file, specifier), typeOnly });
        if (rule) violations.push({ file, specifier, rule });
      }
    }
  }
  return violations;
}

/**
 * The server's modules and the modules each imports (types included), over the non-test source files:
 * `module → modules it uses`.
 */
export function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root, "server")) {
    const from = moduleOf(file);
    if (!from || isTest(file)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { specifier } of importsOf(readFileSync(path.join(root, file), "utf8"))) {
      const target = resolveSpecifier(file, specifier);
      const to = target ? moduleOf(target) : null;
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Each circle of modules (a group that reaches itself through imports), as its sorted module names. */
export function moduleCircles(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components: every component of more than one module is a circle.
  let index = 0;
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string) => {
    indexOf.set(module, index);
    lowOf.set(module, index);
    index++;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(module, Math.min(lowOf.get(module)!, lowOf.get(next)!));
      } else if (onStack.has(next)) {
        lowOf.set(module, Math.min(lowOf.get(module)!, indexOf.get(next)!));
      }
    }
    if (lowOf.get(module) === indexOf.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const module of [...graph.keys()].sort()) if (!indexOf.has(module)) visit(module);
  return circles;
}

/** Modules whose routes may handle mail or files: those are what they are about. */
const ROUTES_MAY_REACH = new Set(["files", "mail"]);

/**
 * The wiring rules of decision 052 that are about what code does rather than what it imports: only the
 * container builds repositories and services; services and repositories never take the app's whole
 * dependencies; a route plugin outside the files and mail modules neither mails nor reaches storage.
 */
/** The container: `server/src/container.ts` and the parts it is split into (`container-*.ts`). */
const isContainer = (file: string) => /^server\/src\/container(-[a-z]+)*\.ts$/.test(file);

export function findWiringViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(root, "server")) {
    if (isTest(file) || isContainer(file)) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/(?<!function )\bcreate[A-Z]\w*(?:Repository|Service)\(/g)) {
      violations.push({
        file,
        specifier: match[0],
        rule: "only the container builds repositories and services",
      });
    }
    if (/\.(service|repository)\.ts$/.test(file) && /\bAppDeps\b|\.deps\b/.test(text)) {
      violations.push({
        file,
        specifier: "deps",
        rule: "a service or repository names what it uses, never the app's deps",
      });
    }
    const module = moduleOf(file);
    if (file.endsWith(".routes.ts") && module && !ROUTES_MAY_REACH.has(module)) {
      for (const match of text.matchAll(
        /\b(mailer|storage)\b|from "[^"]*(templates|files\.storage)[^"]*"/g,
      )) {
        violations.push({
          file,
          specifier: match[0],
          rule: "a route holds HTTP only: mail and files are a service's",
        });
      }
    }
  }
  return violations;
}
