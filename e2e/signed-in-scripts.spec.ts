import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  OVER_BUDGET_FOR_NOW,
  SIGNED_IN_JS_BUDGET_KB,
  SIGNED_IN_SCREENS,
  scriptBudgetFailures,
  signedInRouteScripts,
} from "../scripts/audit-signed-in.ts";

/** The build the end-to-end server serves (e2e/support/e2e-server.ts). */
const clientDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");

// The JavaScript budget of the signed-in routes (decision 055), held on every build `npm test` makes: the
// entry and every matched route's module and static imports, gzip, at most SIGNED_IN_JS_BUDGET_KB. No
// browser: the figures come from the build's route manifest, as the web audit counts them.
test("every signed-in route loads at most the signed-in JavaScript budget before it draws", () => {
  const rows = signedInRouteScripts(clientDir);
  const routes = rows.map((row) => row.route);
  // The build lists the signed-in screens (a broken manifest would pass with none).
  for (const screen of SIGNED_IN_SCREENS) expect(routes).toContain(screen.route);
  const held = rows.filter((row) => !Object.hasOwn(OVER_BUDGET_FOR_NOW, row.route));
  expect(scriptBudgetFailures(held), `budget ${SIGNED_IN_JS_BUDGET_KB} KB`).toEqual([]);
});
