import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE, SIGNED_IN_LAYOUT_ID } from "../shared/config/build-files.ts";
import {
  OVER_BUDGET_FOR_NOW,
  routeScriptBytes,
  SIGNED_IN_JS_BUDGET_KB,
  SIGNED_IN_SCREENS,
  SIGNED_IN_SCRIPT_FILES_BUDGET,
  scriptBudgetFailures,
  signedInRouteScripts,
} from "./audit-signed-in.ts";
import { routePreloads, writeRoutePreloads } from "./route-preloads.ts";

/** A route table as React Router hands it to `buildEnd`: public pages and a signed-in layout. */
const ROUTES = {
  root: { id: "root", path: "" },
  "routes/layouts/public-layout": { id: "routes/layouts/public-layout", parentId: "root" },
  "routes/public/home": { id: "routes/public/home", parentId: "routes/layouts/public-layout", index: true },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/layouts/public-layout", path: "*" },
  "app-providers": { id: "app-providers", parentId: "root" },
  [SIGNED_IN_LAYOUT_ID]: { id: SIGNED_IN_LAYOUT_ID, parentId: "app-providers" },
  "routes/tutor/dashboard": {
    id: "routes/tutor/dashboard",
    parentId: SIGNED_IN_LAYOUT_ID,
    path: "dashboard",
  },
  "routes/student/lesson": {
    id: "routes/student/lesson",
    parentId: SIGNED_IN_LAYOUT_ID,
    path: "student/lesson/:id",
  },
  "routes/auth/register": { id: "routes/auth/register", parentId: "app-providers", path: "register/:code" },
};

/** The client manifest of that table: the entry, the root and each route's module with its imports. */
const MANIFEST = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/app-core.js"] },
    "routes/layouts/public-layout": {
      id: "routes/layouts/public-layout",
      parentId: "root",
      module: "/assets/public-layout.js",
    },
    "routes/public/home": {
      id: "routes/public/home",
      parentId: "routes/layouts/public-layout",
      index: true,
      module: "/assets/home.js",
    },
    "app-providers": {
      id: "app-providers",
      parentId: "root",
      module: "/assets/app-providers.js",
      imports: ["/assets/portal.js"],
    },
    [SIGNED_IN_LAYOUT_ID]: {
      id: SIGNED_IN_LAYOUT_ID,
      parentId: "app-providers",
      module: "/assets/signed-in.js",
      imports: ["/assets/portal.js", "/assets/react.js"],
    },
    "routes/tutor/dashboard": {
      id: "routes/tutor/dashboard",
      parentId: SIGNED_IN_LAYOUT_ID,
      path: "dashboard",
      module: "/assets/dashboard.js",
    },
    "routes/student/lesson": {
      id: "routes/student/lesson",
      parentId: SIGNED_IN_LAYOUT_ID,
      path: "student/lesson/:id",
      module: "/assets/lesson.js",
    },
    "routes/auth/register": {
      id: "routes/auth/register",
      parentId: "app-providers",
      path: "register/:code",
      module: "/assets/register.js",
    },
  },
};

/** A built client folder holding that manifest and a script of `bytes` random-looking bytes per file. */
function fakeClient(bytes: Record<string, number>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "route-preloads-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "assets/manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
  );
  for (const [file, size] of Object.entries(bytes)) {
    // Incompressible content, so the gzip size follows the file's size.
    const content = Array.from({ length: size }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 89))).join(
      "",
    );
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe("route preloads (decision 055)", () => {
  it("names each route's own scripts beyond the entry's and the root's, and which routes are signed in", () => {
    const preloads = routePreloads(ROUTES, MANIFEST, ["/"]);
    expect(preloads).toEqual({
      "/dashboard": {
        scripts: [
          "/assets/app-providers.js",
          "/assets/portal.js",
          "/assets/signed-in.js",
          "/assets/dashboard.js",
        ],
        signedIn: true,
      },
      "/student/lesson/:id": {
        scripts: [
          "/assets/app-providers.js",
          "/assets/portal.js",
          "/assets/signed-in.js",
          "/assets/lesson.js",
        ],
        signedIn: true,
      },
      "/register/:code": {
        scripts: ["/assets/app-providers.js", "/assets/portal.js", "/assets/register.js"],
        signedIn: false,
      },
    });
  });

  it("writes them beside the build from the client's manifest", () => {
    const dir = fakeClient({});
    try {
      writeRoutePreloads(dir, ROUTES, ["/"]);
      const written = JSON.parse(readFileSync(path.join(dir, ROUTE_PRELOADS_FILE), "utf8"));
      expect(Object.keys(written).sort()).toEqual(["/dashboard", "/register/:code", "/student/lesson/:id"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the signed-in screens' JavaScript budget", () => {
  const files = {
    "assets/entry.js": 3000,
    "assets/react.js": 5000,
    "assets/root.js": 1000,
    "assets/app-core.js": 2000,
    "assets/app-providers.js": 500,
    "assets/portal.js": 4000,
    "assets/signed-in.js": 800,
    "assets/dashboard.js": 700,
    "assets/lesson.js": 60_000,
    "assets/public-layout.js": 9000,
    "assets/home.js": 9000,
  };

  it("counts the entry and every matched route's module and imports once, gzip", () => {
    const dir = fakeClient(files);
    try {
      const dashboard = routeScriptBytes(dir, "/dashboard");
      expect(dashboard.files.sort()).toEqual(
        [
          "/assets/app-core.js",
          "/assets/app-providers.js",
          "/assets/dashboard.js",
          "/assets/entry.js",
          "/assets/portal.js",
          "/assets/react.js",
          "/assets/root.js",
          "/assets/signed-in.js",
        ].sort(),
      );
      const expected = dashboard.files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file.slice(1))), { level: 9 }).length,
        0,
      );
      expect(dashboard.gzipBytes).toBe(expected);
      expect(routeScriptBytes(dir, "/student/lesson/42").files).toContain("/assets/lesson.js");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists every signed-in route of a build with its JavaScript, largest first, and no public one", () => {
    const dir = fakeClient(files);
    try {
      writeRoutePreloads(dir, ROUTES, ["/"]);
      const rows = signedInRouteScripts(dir);
      expect(rows.map((row) => row.route)).toEqual(["/student/lesson/:id", "/dashboard"]);
      expect(rows[1]!.kb).toBe(routeScriptBytes(dir, "/dashboard").gzipBytes / 1024);
      expect(rows[1]!.files).toBe(routeScriptBytes(dir, "/dashboard").files.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("excuses only routes it gives a reason for", () => {
    for (const [route, reason] of Object.entries(OVER_BUDGET_FOR_NOW)) {
      expect(route).toMatch(/^\//);
      expect(reason.length).toBeGreaterThan(20);
    }
    expect(Object.keys(OVER_BUDGET_FOR_NOW)).not.toContain("/dashboard");
  });

  it("fails a route over either budget, bytes or files, and passes one under both", () => {
    const files = SIGNED_IN_SCRIPT_FILES_BUDGET;
    const under = { route: "/dashboard", kb: SIGNED_IN_JS_BUDGET_KB - 0.1, files };
    const over = { route: "/admin", kb: SIGNED_IN_JS_BUDGET_KB + 0.1, files };
    const tooMany = { route: "/schedule", kb: 100, files: files + 1 };
    expect(scriptBudgetFailures([under, over, tooMany])).toEqual([
      `/admin: ${over.kb.toFixed(1)} KB of JavaScript > ${SIGNED_IN_JS_BUDGET_KB} KB`,
      `/schedule: ${files + 1} script files > ${files}`,
    ]);
  });

  it("covers the nine signed-in screens the audit measures, as tutor, parent and admin", () => {
    expect(SIGNED_IN_SCREENS.map((screen) => `${screen.role} ${screen.route}`)).toEqual([
      "tutor /dashboard",
      "tutor /schedule",
      "tutor /recorded-lessons",
      "tutor /resources",
      "parent /parent-dashboard",
      "parent /student",
      "parent /student/schedule",
      "parent /account",
      "admin /admin",
    ]);
  });
});
