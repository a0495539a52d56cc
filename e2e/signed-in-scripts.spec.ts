import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  matchedRouteIds,
  OVER_BUDGET_FOR_NOW,
  routeScriptBytes,
  SIGNED_IN_JS_BUDGET_KB,
  SIGNED_IN_SCREENS,
  SIGNED_IN_SCRIPT_FILES_BUDGET,
  scriptBudgetFailures,
  signedInRouteScripts,
} from "../scripts/audit-signed-in.ts";
import { readClientManifest } from "../scripts/route-preloads.ts";
import { paths, prerenderedPaths } from "../shared/config/paths.ts";

/** The build the end-to-end server serves (e2e/support/e2e-server.ts). */
const clientDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");

// The JavaScript budgets of the signed-in routes (decisions 055 and 057), held on every build `npm test`
// makes: the entry and every matched route's module and static imports, gzip, at most
// SIGNED_IN_JS_BUDGET_KB, in at most SIGNED_IN_SCRIPT_FILES_BUDGET files. No browser: the figures come from
// the build's route manifest, as the web audit counts them.
test("every signed-in route loads at most the signed-in JavaScript budgets before it draws", () => {
  const rows = signedInRouteScripts(clientDir);
  const routes = rows.map((row) => row.route);
  // The build lists the signed-in screens (a broken manifest would pass with none).
  for (const screen of SIGNED_IN_SCREENS) expect(routes).toContain(screen.route);
  const held = rows.filter((row) => !Object.hasOwn(OVER_BUDGET_FOR_NOW, row.route));
  expect(
    scriptBudgetFailures(held),
    `budgets ${SIGNED_IN_JS_BUDGET_KB} KB, ${SIGNED_IN_SCRIPT_FILES_BUDGET} files`,
  ).toEqual([]);
});

// The portal chunks hold what signed-in screens share (scripts/chunk-groups.ts). A marketing page or a blog
// post loads none; the pages that read the API before sign-in (the sign-in pages, the blog index: under the
// "public-app-providers" layout) load the data layer in `portal`, and no role's `portal-<role>` chunk.
test("no public page loads a signed-in screen's chunk", () => {
  const manifest = readClientManifest(clientDir);
  const portalChunk = /\/portal-[\w-]+\.js$/;
  const roleChunk = /\/portal-(family|tutor|admin|employer)-[\w-]+\.js$/;
  for (const page of prerenderedPaths) {
    const { files } = routeScriptBytes(clientDir, page);
    expect(files.length, page).toBeGreaterThan(2);
    const readsApi = matchedRouteIds(manifest, page).includes("public-app-providers");
    expect(
      files.filter((file) => (readsApi ? roleChunk : portalChunk).test(file)),
      page,
    ).toEqual([]);
  }
  const post = paths.blogPost("a-post");
  expect(matchedRouteIds(manifest, post)).not.toContain("public-app-providers");
  expect(routeScriptBytes(clientDir, post).files.filter((file) => portalChunk.test(file))).toEqual([]);
});
