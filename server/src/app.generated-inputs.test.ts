/**
 * The generated bad-input sweep (issue 14): for every API route with a request body, payloads generated
 * from that route's own schema (as the OpenAPI document gives it), sent by a caller the route admits so the
 * body is really read. At least 10,000 payloads in all — valid, mutated, oversized, wrong types, unicode and
 * NUL — and none may answer 5xx or an error without a message.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS, type Kind } from "./test/access-table.ts";
import { generatedPayload, type JsonSchema, seededRandom } from "./test/generated-inputs.ts";
import { type SignedInUser, setupTestApp } from "./test/test-app.ts";

const PAYLOADS = 10_500;
/** Calls that would end the callers' sessions or change their credentials mid-sweep; swept elsewhere. */
const SKIPPED = new Set(["POST /api/logout", "POST /api/files"]);

type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

const t = setupTestApp({
  rateLimits: {
    loginPerIp: { max: 100_000, timeWindow: 60_000 },
    loginPerUsername: { max: 100_000, timeWindow: 60_000 },
    loginPerUsernameAllIps: { max: 100_000, timeWindow: 60_000 },
    recovery: { max: 100_000, timeWindow: 60_000 },
    register: { max: 100_000, timeWindow: 60_000 },
    publicForm: { max: 100_000, timeWindow: 60_000 },
  },
});
const callers: Partial<Record<Kind, SignedInUser | null>> = {};
let targets: Array<{ route: string; method: string; path: string; schema: JsonSchema; kind: Kind }> = [];

beforeAll(async () => {
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.["application/json"]?.schema;
      const path = openApiPath.replace(/\{([^}]+)\}/g, ":$1");
      const route = `${method.toUpperCase()} ${path}`;
      const kind = ACCESS[route];
      if (!schema || !kind || SKIPPED.has(route)) continue;
      targets.push({ route, method: method.toUpperCase(), path, schema, kind });
    }
  }
  targets = targets.sort((a, b) => a.route.localeCompare(b.route));
  const family = await t.asRole("parent");
  callers.public = null;
  callers["signed-in"] = family;
  callers.family = family;
  callers.tutor = await t.asRole("tutor");
  callers.admin = await t.asRole("admin");
});

describe("generated inputs", () => {
  it(`answers ${PAYLOADS.toLocaleString("en-GB")} generated payloads across every route with a body without a 5xx`, async () => {
    expect(targets.length).toBeGreaterThan(30);
    const random = seededRandom(20261123);
    const failures: string[] = [];
    const perRoute = Math.ceil(PAYLOADS / targets.length);
    let sent = 0;
    // The valid share must get through, or the sweep would only ever test the validator.
    let accepted = 0;
    for (const target of targets) {
      const caller = callers[target.kind];
      for (let i = 0; i < perRoute; i++) {
        const payload = generatedPayload(target.schema, random);
        const url = target.path
          .replace(/:id\b/g, String(random.int(1, 3)))
          .replace(/:[A-Za-z]+/g, "generated");
        const response = await t.app.inject({
          method: target.method as "POST",
          url,
          headers: { "content-type": "application/json", ...(caller ? { cookie: caller.cookie } : {}) },
          payload: JSON.stringify(payload),
        });
        sent++;
        if (response.statusCode < 300) accepted++;
        const body = response.statusCode >= 400 ? (response.json() as { message?: unknown }) : null;
        if (response.statusCode >= 500 || (body && typeof body.message !== "string")) {
          failures.push(
            `${target.route} ${JSON.stringify(payload).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(accepted).toBeGreaterThan(500);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
