/**
 * The generated bad-input sweep: for every API route with a request body, payloads generated
 * from that route's own schema (as the OpenAPI document gives it), sent by a caller the route admits so the
 * body is really read. At least 10,000 payloads in all — valid, mutated, oversized, wrong types, unicode and
 * NUL — and none may answer 5xx or an error without a message. Routes that take a query string get the
 * same treatment for it, so every route with an input is swept (path parameters: app.bad-input.routes.test.ts).
 * The one multipart route, `POST /api/files`, gets generated uploads: every accepted kind of file, cut,
 * flipped, spliced and padded, through the content checks of decision 045.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "./modules/files/files.fixtures.ts";
import { acceptedPdfs } from "./modules/files/files.refused-fixtures.ts";
import { onePart } from "./modules/files/files.test-support.ts";
import { addChild, book, makeSession, roomCalls } from "./modules/lesson-room/lesson-room.test-support.ts";
import { ACCESS, type Kind } from "./test/access-table.ts";
import { createFakeMediaServer } from "./test/fake-media-server.ts";
import { generatedPayload, type JsonSchema, seededRandom } from "./test/generated-inputs.ts";
import { type SignedInUser, setupTestApp } from "./test/test-app.ts";

const PAYLOADS = 10_500;
/**
 * Calls that would end the callers' sessions or change their credentials mid-sweep, swept elsewhere; and
 * the multipart upload, swept by generated files below.
 */
const SKIPPED = new Set(["POST /api/logout", "POST /api/files"]);

/** Generated uploads sent to `POST /api/files`. */
const UPLOADS = 600;

/** Query strings generated per route that takes one. */
const QUERIES_PER_ROUTE = 120;

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Parameter[];
};

const t = setupTestApp(
  {
    rateLimits: {
      loginPerIp: { max: 100_000, timeWindow: 60_000 },
      loginPerUsername: { max: 100_000, timeWindow: 60_000 },
      loginPerUsernameAllIps: { max: 100_000, timeWindow: 60_000 },
      recovery: { max: 100_000, timeWindow: 60_000 },
      register: { max: 100_000, timeWindow: 60_000 },
      publicForm: { max: 100_000, timeWindow: 60_000 },
      uploads: { max: 100_000, timeWindow: 60_000 },
    },
    // The lesson room's state call answers at once (it is swept, not waited on).
    roomStateWaitMs: 0,
  },
  createFakeMediaServer(),
);
const callers: Partial<Record<Kind, SignedInUser | null>> = {};
type Target = {
  route: string;
  method: string;
  path: string;
  schema: JsonSchema;
  kind: Kind;
  body?: JsonSchema;
};
let targets: Target[] = [];
let queryTargets: Target[] = [];

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
      if (!kind || SKIPPED.has(route)) continue;
      if (schema) targets.push({ route, method: method.toUpperCase(), path, schema, kind });
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
      if (query.length > 0) {
        // The query's parameters as one object schema, which the generator knows how to vary.
        const querySchema: JsonSchema = {
          type: "object",
          properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema ?? {}])),
          required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        };
        // A call with a body as well gets a generated one too (Fastify reads the body before the query).
        const body = schema ? { body: schema } : {};
        queryTargets.push({ route, method: method.toUpperCase(), path, schema: querySchema, kind, ...body });
      }
    }
  }
  targets = targets.sort((a, b) => a.route.localeCompare(b.route));
  // Leaving the lesson room goes last: the room's other calls are swept on someone still in it.
  const leaves = (target: Target) => (target.route.endsWith("/room/leave") ? 1 : 0);
  queryTargets = queryTargets.sort((a, b) => leaves(a) - leaves(b) || a.route.localeCompare(b.route));
  const family = await t.asRole("parent");
  callers.public = null;
  callers["signed-in"] = family;
  callers.account = family;
  // An employer's calls act on its HR manager's own company.
  callers.employer = await t.asRole("hr", { companyId: (await t.createCompany()).id });
  callers.family = family;
  callers.tutor = await t.asRole("tutor");
  callers.admin = await t.asRole("admin");
  callers["admin-hr"] = callers.admin;
  // The room's calls read their query only for someone in the room: the family is, in sessions 1–3
  // (the ids the sweep names), each with a child of its own booked in and let in by the tutor.
  for (let i = 0; i < 3; i++) {
    const session = await makeSession(t, callers.tutor!.user.id);
    const child = await addChild(t, family.user.id);
    await book(t, session.id, child);
    expect((await roomCalls(callers.tutor!, session.id).ticket()).statusCode).toBe(200);
    expect((await roomCalls(family, session.id).ticket({ studentId: child.id })).statusCode).toBe(200);
    expect((await roomCalls(callers.tutor!, session.id).post("admit", { all: true })).statusCode).toBe(204);
  }
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

  it(`answers ${QUERIES_PER_ROUTE} generated query strings on every route that takes one without a 5xx`, async () => {
    expect(queryTargets.length).toBeGreaterThan(5);
    const random = seededRandom(20261124);
    const failures: string[] = [];
    let accepted = 0;
    for (const target of queryTargets) {
      const caller = callers[target.kind];
      for (let i = 0; i < QUERIES_PER_ROUTE; i++) {
        const url = `${target.path
          .replace(/:id\b/g, String(random.int(1, 3)))
          .replace(
            /:[A-Za-z]+/g,
            "generated",
          )}?${queryString(generatedPayload(target.schema, random), target.schema)}`;
        const response = await t.app.inject({
          method: target.method as "GET",
          url,
          headers: {
            ...(target.body ? { "content-type": "application/json" } : {}),
            ...(caller ? { cookie: caller.cookie } : {}),
          },
          ...(target.body ? { payload: JSON.stringify(generatedPayload(target.body, random)) } : {}),
        });
        if (response.statusCode < 300) accepted++;
        const isJson = String(response.headers["content-type"]).startsWith("application/json");
        const body = response.statusCode >= 400 && isJson ? (response.json() as { message?: unknown }) : null;
        if (response.statusCode >= 500 || (response.statusCode >= 400 && typeof body?.message !== "string")) {
          failures.push(
            `${target.route} ${url.slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    // The valid share must get through here too (the handlers ran, not only the validator).
    expect(accepted).toBeGreaterThan(queryTargets.length * 10);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it(`answers ${UPLOADS} generated uploads to POST /api/files as their content deserves, none a 5xx`, async () => {
    expect(ACCESS["POST /api/files"]).toBe("tutor");
    // A tutor of its own: the sweeps before it may have ended the shared tutor's session (a generated
    // password change or deactivation is a valid payload too).
    const uploader = await t.asRole("tutor");
    const random = seededRandom(20261127);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < UPLOADS; index++) {
      const { bytes, expected } = generatedUpload(random);
      const body = onePart(`generated-${index}.bin`, bytes);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/files",
        headers: { cookie: uploader.cookie, ...body.headers },
        payload: body.payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const message = response.statusCode >= 400 ? (response.json() as { message?: unknown }).message : "";
      if (!expected.includes(response.statusCode) || typeof message !== "string") {
        failures.push(
          `upload ${index} (${bytes.length} bytes, expected ${expected}) → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Both sides were exercised: files stored, and broken ones refused.
    expect(statuses.get(201)).toBeGreaterThan(UPLOADS / 10);
    expect(statuses.get(415)).toBeGreaterThan(UPLOADS / 4);
  }, 600_000);
});

/** The files a tutor uploads, each whole: what the generated uploads are made from. */
const UPLOAD_SEEDS = [
  fixtures.pdf,
  fixtures.docx,
  fixtures.pptx,
  fixtures.xlsx,
  fixtures.doc,
  fixtures.png,
  fixtures.jpeg,
  fixtures.mp3,
  fixtures.mp4,
  fixtures.text,
  ...Object.values(acceptedPdfs),
];
const PAGE = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");

/** Seeds whose every byte is checked: cut short or carrying a page, they must be refused. */
const CHECKED_THROUGH = new Set([fixtures.png, fixtures.jpeg, fixtures.mp3, fixtures.mp4, fixtures.text]);

/**
 * One generated upload and the answers it may get: a whole file (stored), or one cut, flipped, spliced
 * with a page, padded, doubled or random (stored or refused as the content checks judge; refused when a
 * page was spliced into media or text, or media was cut short).
 */
function generatedUpload(random: ReturnType<typeof seededRandom>): { bytes: Buffer; expected: number[] } {
  const seed = random.pick(UPLOAD_SEEDS);
  const at = () => random.int(0, seed.length - 1);
  const either = [201, 415];
  switch (random.int(0, 7)) {
    case 0:
      return { bytes: seed, expected: [201] };
    case 1: {
      const bytes = seed.subarray(0, at());
      const cutShort = CHECKED_THROUGH.has(seed) && seed !== fixtures.text && seed !== fixtures.mp3;
      return { bytes, expected: bytes.length === 0 ? [400] : cutShort ? [415] : either };
    }
    case 2: {
      const flipped = Buffer.from(seed);
      for (let count = random.int(1, 8); count > 0; count--) flipped[at()] = random.int(0, 255);
      return { bytes: flipped, expected: either };
    }
    case 3: {
      const cut = at();
      const bytes = Buffer.concat([seed.subarray(0, cut), PAGE, seed.subarray(cut)]);
      return { bytes, expected: CHECKED_THROUGH.has(seed) ? [415] : either };
    }
    case 4:
      return {
        bytes: Buffer.concat([seed, Buffer.alloc(random.int(1, 4096), random.int(0, 255))]),
        expected: either,
      };
    case 5:
      return {
        bytes: Buffer.concat([seed.subarray(0, random.int(2, 16)), randomBytesOf(random, 2048)]),
        expected: either,
      };
    case 6:
      return { bytes: Buffer.concat([seed, seed]), expected: either };
    default:
      return { bytes: randomBytesOf(random, random.int(1, 65536)), expected: either };
  }
}

function randomBytesOf(random: ReturnType<typeof seededRandom>, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index++) bytes[index] = random.int(0, 255);
  return bytes;
}

/**
 * A generated query as the browser would send it: each field once (an array's items repeated), objects and
 * null as their JSON text; a value that is not an object goes under one of the query's names.
 */
function queryString(payload: unknown, schema: JsonSchema): string {
  const search = new URLSearchParams();
  const text = (value: unknown) =>
    typeof value === "string"
      ? value
      : value !== null && typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  const fields =
    payload !== null && typeof payload === "object" && !Array.isArray(payload)
      ? Object.entries(payload as Record<string, unknown>)
      : [[Object.keys(schema.properties ?? {})[0] ?? "q", payload] as const];
  for (const [name, value] of fields) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, text(item));
  }
  return search.toString();
}
