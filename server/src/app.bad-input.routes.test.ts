/**
 * Bad input never causes a 500: every API route, called anonymously, as a family and as an admin, with
 * malformed bodies, parameters and content types, answers a 4xx (or succeeds) with a JSON message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWith } from "./test/api-helpers.ts";
import { createTestApp, registeredRoutes, type TestContext } from "./test/test-app.ts";

let t: TestContext;
let routes: string[];
let callers: Array<{ name: string; headers: Record<string, string> }>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  // Logout last: it ends the callers' sessions, and every later call would stop at 401.
  routes = registeredRoutes(t.app)
    .filter((route) => route.split(" ")[1]!.startsWith("/api/"))
    .sort((a, b) => Number(a === "POST /api/logout") - Number(b === "POST /api/logout"));
  const admin = await t.asRole("admin");
  const parent = await t.asRole("parent");
  callers = [
    { name: "anonymous", headers: {} },
    { name: "parent", headers: { cookie: parent.cookie } },
    { name: "admin", headers: { cookie: admin.cookie } },
  ];
});
afterAll(async () => {
  await t.close();
});

const BAD_PARAMS = [
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "2147483648",
  "%00",
  "x".repeat(300),
  "%27%3B%20drop%20table%20users",
];
const BAD_BODIES: unknown[] = [
  {},
  [],
  "just a string",
  42,
  null,
  {
    username: { $gt: "" },
    password: ["x"],
    role: 7,
    email: 12,
    companyId: "one",
    count: -5,
    employees: "none",
  },
  { title: "x".repeat(100_000), scheduledFor: "not a date", tutorId: 1e308, duration: "long", maxUses: 1e9 },
  { employees: [{ fullName: null, email: {} }], companyId: 0, expiryDays: 99 },
  {
    username: "nul\u0000name",
    password: "pass\u0000word",
    fullName: "A\u0000B",
    email: "a\u0000@b.example",
    title: "\u0000",
  },
];

function fill(path: string, value: string) {
  return path.replace(/:[A-Za-z]+/g, value);
}

describe("bad input", () => {
  it("finds the API routes to exercise", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it("never answers 500 to malformed bodies or parameters, for any caller", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      const urls = path.includes(":") ? BAD_PARAMS.map((value) => fill(path, value)) : [path];
      const bodies = method === "GET" || method === "DELETE" ? [undefined] : BAD_BODIES;
      for (const caller of callers) {
        for (const url of urls) {
          for (const body of bodies) {
            const response = await t.app.inject({
              method: method as "GET",
              url,
              headers:
                body === undefined
                  ? caller.headers
                  : { ...caller.headers, "content-type": "application/json" },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
            if (
              response.statusCode >= 500 ||
              (response.statusCode >= 400 && typeof response.json().message !== "string")
            ) {
              failures.push(
                `${caller.name} ${method} ${url.slice(0, 60)} ${JSON.stringify(body)?.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route × caller × malformed input: a few thousand calls, which grow with each new route.
  }, 300_000);

  it("reads path ids as decimal digits only: 0x10, 1e3, a leading space, +1 or 1.0 answer 400 on every :id route", async () => {
    const admin = { cookie: (await t.asRole("admin")).cookie };
    const family = { cookie: (await t.asRole("parent")).cookie };
    // An employer's calls act on its HR manager's own company.
    const hr = { cookie: (await t.asRole("hr", { companyId: (await t.createCompany()).id })).cookie };
    const idRoutes = routes.filter((route) => route.includes("/:id"));
    expect(idRoutes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of idRoutes) {
      const [method, path] = route.split(" ") as [string, string];
      // Each route called by a role it admits, so the answer is about the id and not a 403.
      const caller = path.startsWith("/api/employer/")
        ? hr
        : path.startsWith("/api/family/") || path.startsWith("/api/bookings/")
          ? family
          : admin;
      for (const value of ["0x10", "1e3", "%201", "+1", "1.0", "010"]) {
        const response = await t.app.inject({
          method: method as "GET",
          url: path.replace(":id", value),
          headers:
            method === "GET" || method === "DELETE"
              ? caller
              : { ...caller, "content-type": "application/json" },
          payload: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        if (response.statusCode !== 400)
          wrong.push(`${method} ${path} with ${value} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("answers 400 to an otherwise valid body naming a row id beyond the database's integer range", async () => {
    // A session of its own: the sweep above also calls /api/logout with the shared admin session.
    const admin = { headers: { cookie: (await t.asRole("admin")).cookie } };
    const tooLarge = 2_147_483_648;
    const calls: Array<[string, unknown, string]> = [
      [
        "/api/admin/scheduled-sessions",
        {
          title: "Algebra revision",
          description: "Factorising quadratics and solving equations.",
          subject: "Mathematics",
          tutorId: tooLarge,
          scheduledFor: "2031-03-04T14:00:00.000Z",
          duration: 60,
          youtubeUrl: "",
          academicYear: "Year 10",
        },
        "Please select a teacher",
      ],
      ["/api/admin/create-registration-code", { companyId: tooLarge }, "Please select a company first"],
    ];
    for (const [url, payload, message] of calls) {
      const response = await postWith(t, url, admin.headers, payload as object);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("answers 415 to bodies that are not JSON and 400 to broken JSON", async () => {
    const form = await postWith(
      t,
      "/api/login",
      { "content-type": "application/x-www-form-urlencoded" },
      "username=admin&password=secret",
    );
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe("Send the request body as application/json.");
    const broken = await postWith(t, "/api/login", { "content-type": "application/json" }, "{ not json");
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().message).toBe("string");
  });
});
