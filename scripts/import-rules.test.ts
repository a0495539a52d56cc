import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  checkImport,
  findViolations,
  findWiringViolations,
  moduleCircles,
  moduleGraph,
  resolveSpecifier,
  specifiersOf,
} from "./import-rules.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = (file: string, specifier: string) =>
  checkImport({ file, specifier, target: resolveSpecifier(file, specifier) });

describe("import rules (docs/decisions/011)", () => {
  it("hold across app/, server/ and shared/", () => {
    expect(findViolations(root)).toEqual([]);
  });

  it("refuse a feature importing another feature, by alias or relative path", () => {
    expect(check("app/features/companies/components/a.tsx", "#app/features/tutors/api/get-tutors.ts")).toBe(
      "a feature never imports another feature",
    );
    expect(check("app/features/companies/components/a.tsx", "../../tutors/api/get-tutors.ts")).toBe(
      "a feature never imports another feature",
    );
    expect(check("app/features/companies/components/a.tsx", "../api/get-companies.ts")).toBeNull();
  });

  it("keep components, lib and features below the routes", () => {
    expect(
      check("app/components/ui/table.tsx", "#app/features/companies/api/get-companies.ts"),
    ).not.toBeNull();
    expect(check("app/lib/api-client.ts", "#app/routes/admin/admin.tsx")).not.toBeNull();
    expect(check("app/features/companies/components/a.tsx", "#app/routes/admin/admin.tsx")).not.toBeNull();
    expect(check("app/routes/admin/admin.tsx", "#app/features/companies/api/get-companies.ts")).toBeNull();
  });

  it("keep zod out of the fetch wrapper every page loads", () => {
    expect(check("app/lib/api-client.ts", "#shared/schemas/library-page.ts")).not.toBeNull();
    expect(check("app/lib/api-client.ts", "zod")).not.toBeNull();
    expect(check("app/lib/api-client.ts", "#shared/config/list-pages.ts")).toBeNull();
  });

  it("keep shared/ free of either side", () => {
    expect(check("shared/schemas/users.ts", "#server/db/client.ts")).not.toBeNull();
    expect(check("shared/schemas/users.ts", "../../app/lib/utils.ts")).not.toBeNull();
    expect(check("shared/schemas/users.ts", "drizzle-orm")).not.toBeNull();
    expect(check("shared/schemas/users.ts", "./common.ts")).toBeNull();
  });

  it("allow drizzle-orm only in repositories, tables, the database folder and tests", () => {
    expect(check("server/src/modules/companies/admin-companies.routes.ts", "drizzle-orm")).not.toBeNull();
    expect(check("server/src/modules/companies/companies.service.ts", "drizzle-orm/pg-core")).not.toBeNull();
    expect(check("server/src/modules/companies/companies.repository.ts", "drizzle-orm")).toBeNull();
    expect(check("server/src/modules/companies/companies.table.ts", "drizzle-orm/pg-core")).toBeNull();
    expect(check("server/src/db/seed/index.ts", "drizzle-orm")).toBeNull();
    expect(check("server/src/app.ts", "#app/lib/utils.ts")).not.toBeNull();
  });

  it("read static, type-only, re-exported and dynamic imports", () => {
    const text = [
      'import a from "./a.ts";',
      'import type { B } from "#shared/b.ts";',
      'import "./side-effect.css";',
      'export { c } from "../c.ts";',
      'export * from "./d.ts";',
      'const e = await import("./e.ts");',
    ].join("\n");
    expect(specifiersOf(text)).toEqual([
      "./a.ts",
      "#shared/b.ts",
      "./side-effect.css",
      "../c.ts",
      "./d.ts",
      "./e.ts",
    ]);
  });

  it("let a server module use another only through its tables, errors, services, rules and templates", () => {
    const from = "server/src/modules/bookings/bookings.service.ts";
    const checkFrom = (specifier: string, typeOnly = false) =>
      checkImport({ file: from, specifier, target: resolveSpecifier(from, specifier), typeOnly });
    expect(checkFrom("../students/students.repository.ts")).not.toBeNull();
    expect(checkFrom("../students/students.repository.ts", true)).toBeNull();
    expect(checkFrom("../students/students.table.ts")).toBeNull();
    expect(checkFrom("../students/students.errors.ts")).toBeNull();
    expect(checkFrom("../students/students.rules.ts")).toBeNull();
    expect(checkFrom("./bookings.repository.ts")).toBeNull();
  });

  it("find no circle between server modules, types included (decision 052)", () => {
    expect(moduleCircles(moduleGraph(root))).toEqual([]);
  });

  it("name every module of a circle, and only those", () => {
    const graph = new Map([
      ["auth", new Set(["users"])],
      ["users", new Set(["companies", "auth"])],
      ["companies", new Set<string>()],
      ["bookings", new Set(["students", "sessions"])],
      ["sessions", new Set(["students", "bookings"])],
      ["students", new Set<string>()],
    ]);
    expect(moduleCircles(graph).sort()).toEqual([
      ["auth", "users"],
      ["bookings", "sessions"],
    ]);
    expect(
      moduleCircles(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  it("wire the server through the container alone, with routes holding HTTP only (decision 052)", () => {
    expect(findWiringViolations(root)).toEqual([]);
  });
});
