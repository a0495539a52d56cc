/**
 * The access matrix: every registered route × {anonymous, family, tutor, admin, hr} against ONE
 * table of expected outcomes. A route registered without a row here fails the run, so each new route's
 * access is decided on purpose. "ok" means the access rule let the call through (any answer but 401 and
 * 403: a missing row's 404 or a bad body's 400 are the handler's business).
 *
 * Kinds: public (nobody is refused by the access rule), signed-in (any account of the teaching side),
 * account (any account, HR managers included), employer (HR managers), family, tutor (tutors and admins),
 * admin. Rules on rows (whose lesson, whose child, whose thread) are each domain's own tests.
 */
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS, type Kind } from "./test/access-table.ts";
import { registeredRoutes, type SignedInUser, setupTestApp } from "./test/test-app.ts";

type Caller = "anonymous" | "family" | "tutor" | "admin" | "hr";
type Outcome = "ok" | 401 | 403 | "not 403";

// An employer's HR manager (`hr`) reaches only its own account's calls and `/api/employer/*`: every call
// of the teaching side is refused it (DECISIONS.md: HR sees no family's data).
const EXPECTED: Record<Kind, Record<Caller, Outcome>> = {
  public: { anonymous: "not 403", family: "not 403", tutor: "not 403", admin: "not 403", hr: "not 403" },
  "signed-in": { anonymous: 401, family: "ok", tutor: "ok", admin: "ok", hr: 403 },
  account: { anonymous: 401, family: "ok", tutor: "ok", admin: "ok", hr: "ok" },
  employer: { anonymous: 401, family: 403, tutor: 403, admin: 403, hr: "ok" },
  family: { anonymous: 401, family: "ok", tutor: 403, admin: 403, hr: 403 },
  tutor: { anonymous: 401, family: 403, tutor: "ok", admin: "ok", hr: 403 },
  admin: { anonymous: 401, family: 403, tutor: 403, admin: "ok", hr: 403 },
  "admin-hr": { anonymous: 401, family: 403, tutor: 403, admin: "ok", hr: "ok" },
  "scim-token": { anonymous: 401, family: 401, tutor: 401, admin: 401, hr: 401 },
};

const t = setupTestApp();
let routes: string[];
const signedIn: Partial<Record<Exclude<Caller, "anonymous">, SignedInUser>> = {};

beforeAll(async () => {
  await t.app.ready();
  // Every route, the API's and the two outside it (the health check, the calendar feed); the built client's
  // static files are not served by the test app.
  routes = registeredRoutes(t.app)
    // Logout last: it ends the caller's session.
    .sort((a, b) => Number(a === "POST /api/logout") - Number(b === "POST /api/logout"));
  signedIn.family = await t.asRole("parent");
  signedIn.tutor = await t.asRole("tutor");
  signedIn.admin = await t.asRole("admin");
  signedIn.hr = await t.asRole("hr", { companyId: (await t.createCompany()).id });
});

/** A path with its parameters filled by values that name no row, so no call changes anything that exists. */
function concrete(path: string) {
  return path.replace(/:id\b/g, "999999").replace(/:[A-Za-z]+/g, "nothing-here");
}

function matches(status: number, outcome: Outcome) {
  if (outcome === "ok") return status !== 401 && status !== 403;
  if (outcome === "not 403") return status !== 403;
  return status === outcome;
}

describe("the access matrix", () => {
  it("has exactly one row per registered API route", () => {
    expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it("answers every route for every caller as the table says", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const kind = ACCESS[route];
      if (!kind) continue;
      const [method, path] = route.split(" ") as [InjectOptions["method"], string];
      const hasBody = method !== "GET" && method !== "DELETE";
      for (const caller of ["anonymous", "family", "tutor", "admin", "hr"] as const) {
        const cookie = caller === "anonymous" ? undefined : signedIn[caller]!.cookie;
        const response = await t.app.inject({
          method,
          url: concrete(path),
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(hasBody ? { "content-type": "application/json" } : {}),
          },
          payload: hasBody ? "{}" : undefined,
        });
        const outcome = EXPECTED[kind][caller];
        if (!matches(response.statusCode, outcome)) {
          wrong.push(
            `${route} as ${caller}: expected ${outcome}, got ${response.statusCode} ${response.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
