/**
 * Validation texts are sentences (decision 051): for every API route, each field of its body,
 * query string and path is given the wrong values its own schema names (past its length or bounds, below
 * them, a fraction for a whole number, another type, a choice not offered, left out) and every message of the
 * answer, and of each of its `issues`, must be a sentence about the field: never a library's default wording.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS, type Kind } from "./test/access-table.ts";
import { type JsonSchema, seededRandom, validValue } from "./test/generated-inputs.ts";
import { type SignedInUser, setupTestApp } from "./test/test-app.ts";

/** zod's default texts, old and new ("String must contain at least 2 character(s)", "Too big: expected…"). */
const LIBRARY_WORDING =
  /character\(s\)|element\(s\)|must contain (at least|at most|exactly)|less than or equal|greater than or equal|Number must be|String must|Array must|Invalid input|Invalid enum|Invalid literal|Invalid url|Invalid email|Invalid string|Invalid option|Invalid element|Invalid key|^Invalid$|^Required$|Expected|expected|received|Too small|Too big|Unrecognized key|^Invalid date$/;

/** Calls that end the caller's session, or take a multipart file rather than JSON. */
const SKIPPED = new Set(["POST /api/logout", "POST /api/files"]);

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Parameter[];
};
type Location = "body" | "query" | "path";
type Target = {
  route: string;
  method: string;
  path: string;
  kind: Kind;
  location: Location;
  schema: JsonSchema;
};

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
const targets: Target[] = [];

beforeAll(async () => {
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const path = openApiPath.replace(/\{([^}]+)\}/g, ":$1");
      const route = `${method.toUpperCase()} ${path}`;
      const kind = ACCESS[route];
      if (!kind || SKIPPED.has(route)) continue;
      const base = { route, method: method.toUpperCase(), path, kind };
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      if (body) targets.push({ ...base, location: "body", schema: body });
      for (const location of ["query", "path"] as const) {
        const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === location);
        if (parameters.length === 0) continue;
        targets.push({
          ...base,
          location,
          schema: {
            type: "object",
            properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
            required: parameters.filter((p) => p.required).map((p) => p.name),
          },
        });
      }
    }
  }
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
});

/** The first member of a union that is not null (a nullable field's own schema). */
function own(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return own(choices.find((choice) => choice.type !== "null") ?? choices[0]!);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf);
  return schema;
}

/** The wrong values a field's own schema names, each with what it tries. */
function wrongValues(field: JsonSchema): [string, unknown][] {
  const schema = own(field);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const wrong: [string, unknown][] = [
    ["null", null],
    ["an object", { nested: true }],
  ];
  if (schema.enum || schema.const !== undefined) wrong.push(["a choice not offered", "not-a-choice"]);
  if (type === "string") {
    wrong.push(["a number", 12345], ["empty", ""], ["5,000 characters", "x".repeat(5000)]);
    if (schema.maxLength !== undefined) wrong.push(["one past the limit", "x".repeat(schema.maxLength + 1)]);
    if (schema.minLength !== undefined && schema.minLength > 1)
      wrong.push(["one short", "x".repeat(schema.minLength - 1)]);
  }
  if (type === "number" || type === "integer") {
    wrong.push(
      ["text", "twelve"],
      ["1001", 1001],
      ["-1", -1],
      ["0", 0],
      ["a fraction", 1.5],
      ["huge", 2 ** 53],
    );
    // Below the minimum first: what it says is compared with what one past the maximum says.
    if (schema.minimum !== undefined) wrong.push(["one below the minimum", schema.minimum - 1]);
    if (schema.maximum !== undefined) wrong.push(["one past the maximum", schema.maximum + 1]);
  }
  if (type === "boolean") wrong.push(["text", "yes"]);
  if (type === "array") {
    wrong.push(["text", "not a list"], ["a list of numbers", [1, 2]]);
    if (schema.maxItems !== undefined)
      wrong.push(["one too many", Array.from({ length: schema.maxItems + 1 }, (_, i) => `item${i}`)]);
    if (schema.minItems !== undefined && schema.minItems > 0) wrong.push(["too few", []]);
    if (schema.items) {
      const item = own(schema.items);
      if (item.type === "string" && item.maxLength !== undefined)
        wrong.push(["an item past its limit", ["x".repeat(item.maxLength + 1)]]);
      if (item.type === "object" && item.properties) {
        for (const [key, property] of Object.entries(item.properties)) {
          for (const [what, value] of wrongValues(property)) {
            const row = validValue(item, seededRandom(7)) as Record<string, unknown>;
            wrong.push([`an item's ${key} ${what}`, [{ ...row, [key]: value }]]);
          }
        }
      }
    }
  }
  return wrong;
}

/**
 * A field people type into, with a length limit: a value past it must be told so, not asked for again. A
 * time zone is a name the IANA database knows, and a longer one is told it is not one.
 */
function isFreeText(field: JsonSchema, key: string) {
  const schema = own(field);
  return (
    schema.type === "string" &&
    schema.maxLength !== undefined &&
    !schema.enum &&
    !schema.format &&
    !schema.pattern &&
    key !== "timeZone"
  );
}

/** A query string or path segment carries text: numbers and objects as their text. */
const asText = (value: unknown) =>
  typeof value === "string"
    ? value
    : value !== null && typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

type Answer = { status: number; message: string | null; issues: { path: string; message: string }[] };

/** One call of the route with `values` as its body, query or path (less `drop`): its answer's messages. */
async function answerTo(target: Target, values: unknown, drop?: string): Promise<Answer> {
  const caller = callers[target.kind];
  const fields = (values ?? {}) as Record<string, unknown>;
  let url = target.path;
  if (target.location === "path") {
    for (const [key, value] of Object.entries(fields)) {
      if (key !== drop) url = url.replace(`:${key}`, encodeURIComponent(asText(value)) || "%20");
    }
  }
  url = url.replace(/:id\b/g, "1").replace(/:[A-Za-z]+/g, "generated");
  if (target.location === "query") {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (key === drop || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
    }
    url += `?${search.toString()}`;
  }
  let payload: string | undefined;
  if (target.location === "body") {
    const body = Array.isArray(values) || typeof values !== "object" ? values : { ...fields };
    if (drop) delete (body as Record<string, unknown>)[drop];
    payload = JSON.stringify(body);
  }
  const response = await t.app.inject({
    method: target.method as "POST",
    url,
    headers: {
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
      ...(caller ? { cookie: caller.cookie } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  const json = String(response.headers["content-type"]).startsWith("application/json");
  if (response.statusCode < 400 || !json) return { status: response.statusCode, message: null, issues: [] };
  const answer = response.json() as { message?: unknown; issues?: { path: string; message: string }[] };
  return {
    status: response.statusCode,
    message: typeof answer.message === "string" ? answer.message : "",
    issues: answer.issues ?? [],
  };
}

const messagesOf = (answer: Answer) =>
  answer.message === null ? [] : [answer.message, ...answer.issues.map((issue) => issue.message)];

/** The messages an answer gives about one top-level field. */
const aboutField = (answer: Answer, key: string) =>
  answer.issues.filter((issue) => issue.path === key).map((issue) => issue.message);

describe("validation texts", () => {
  it("answers every field of every route's body, query and path with a sentence, never zod's wording", async () => {
    expect(targets.filter((target) => target.location === "body").length).toBeGreaterThan(30);
    expect(targets.filter((target) => target.location === "query").length).toBeGreaterThan(5);
    const wording: string[] = [];
    const tooLongAsMissing: string[] = [];
    let tried = 0;
    for (const target of targets) {
      const valid = validValue(target.schema, seededRandom(20261201)) as Record<string, unknown>;
      const where = `${target.route} ${target.location}`;
      const check = (what: string, answer: Answer) => {
        tried++;
        for (const message of messagesOf(answer)) {
          if (message === "" || LIBRARY_WORDING.test(message))
            wording.push(`${where}: ${what} → ${JSON.stringify(message.slice(0, 120))}`);
        }
      };
      for (const [key, field] of Object.entries(target.schema.properties ?? {})) {
        // What the field says when it is missing: a longer value must not be told the same.
        const missing = new Set<string>();
        // What a number says below its minimum: above its maximum it must say the maximum, or something else.
        const belowMinimum = new Set<string>();
        if (target.schema.required?.includes(key)) {
          const answer = await answerTo(target, valid, key);
          check(`${key} left out`, answer);
          for (const message of aboutField(answer, key)) missing.add(message);
        }
        for (const [what, value] of wrongValues(field)) {
          const answer = await answerTo(target, { ...valid, [key]: value });
          check(`${key} ${what}`, answer);
          if (what === "empty" || what === "null")
            for (const message of aboutField(answer, key)) missing.add(message);
          if (what === "one below the minimum")
            for (const message of aboutField(answer, key)) belowMinimum.add(message);
          if (what === "one past the maximum" && !key.endsWith("Id")) {
            const maximum = own(field).maximum!;
            const said = aboutField(answer, key);
            const named = (message: string) =>
              message.includes(String(maximum)) || message.includes(maximum.toLocaleString("en-GB"));
            if (said.length > 0 && said.every((message) => belowMinimum.has(message) && !named(message)))
              tooLongAsMissing.push(`${where}: ${key} ${what} → ${JSON.stringify(said)}`);
          }
          if ((what === "one past the limit" || what === "5,000 characters") && isFreeText(field, key)) {
            const said = aboutField(answer, key);
            if (said.length > 0 && said.every((message) => missing.has(message)))
              tooLongAsMissing.push(`${where}: ${key} ${what} → ${JSON.stringify(said)}`);
          }
        }
      }
      if (target.location === "body") {
        check("the body a list", await answerTo(target, [1, 2]));
        check("the body text", await answerTo(target, "x"));
        check("no body", await answerTo(target, null));
      }
    }
    expect(tried).toBeGreaterThan(1000);
    expect([...new Set(wording)]).toEqual([]);
    expect(tooLongAsMissing).toEqual([]);
  }, 600_000);
});

describe("the texts people met", () => {
  /** A call as the caller of its kind; its status, message and issues. */
  async function call(kind: Kind, method: "GET" | "POST", url: string, payload?: unknown) {
    const caller = callers[kind];
    const response = await t.app.inject({
      method,
      url,
      headers: caller ? { cookie: caller.cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    const body = response.statusCode >= 400 ? (response.json() as Answer) : null;
    return { status: response.statusCode, message: body?.message, issues: body?.issues };
  }

  it("tells a 5,000-character title it is too long, not to enter a title", async () => {
    const title = "x".repeat(5000);
    const tooLong = { path: "title", message: "Title must be at most 200 characters" };
    const inFuture = new Date(Date.now() + 86_400_000).toISOString();
    for (const [kind, url, body] of [
      ["tutor", "/api/live-sessions", { title, subject: "Mathematics", scheduledFor: inFuture }],
      ["tutor", "/api/resources", { title, subject: "Mathematics", externalUrl: "https://example.org/a" }],
      [
        "tutor",
        "/api/recorded-lessons",
        { title, subject: "Mathematics", videoUrl: "https://example.org/v" },
      ],
      [
        "admin",
        "/api/admin/scheduled-sessions",
        {
          title,
          description: "Ten characters at least",
          subject: "Mathematics",
          tutorId: callers.tutor!.user.id,
          scheduledFor: inFuture,
          duration: 60,
          academicYear: "Year 10",
        },
      ],
    ] as const) {
      const answer = await call(kind, "POST", url, body);
      expect(answer, url).toMatchObject({ status: 400, message: tooLong.message, issues: [tooLong] });
    }
    // An empty title is still asked for with the form's own text.
    const empty = await call("tutor", "POST", "/api/resources", {
      title: " ",
      subject: "Mathematics",
      externalUrl: "https://example.org/a",
    });
    expect(empty.message).toBe("Please enter a title");
  });

  it("answers 1,001 where at most 1,000 or 100 are allowed with the field and its limit", async () => {
    const code = await call("admin", "POST", "/api/admin/create-registration-code", {
      companyId: (await t.createCompany()).id,
      maxUses: 1001,
    });
    expect(code).toMatchObject({
      status: 400,
      message: "Max users must be a whole number from 1 to 1000",
      issues: [{ path: "maxUses", message: "Max users must be a whole number from 1 to 1000" }],
    });
    const generate = await call("admin", "POST", "/api/admin/generate-bulk-accounts", {
      companyId: (await t.createCompany()).id,
      count: 1001,
    });
    expect(generate.message).toBe("Cannot generate more than 1000 accounts at once");
    const upcoming = await call("family", "GET", "/api/scheduled-sessions/upcoming?limit=1001");
    expect(upcoming).toMatchObject({ status: 400, message: "The limit must be at most 100" });
    const library = await call("family", "GET", "/api/recorded-lessons?limit=1001");
    expect(library).toMatchObject({ status: 400, message: "limit must be a whole number from 1 to 100" });
  });

  it("answers a search by its length: one character searches the library, a family search says its limits", async () => {
    expect((await call("family", "GET", "/api/recorded-lessons?search=x")).status).toBe(200);
    expect((await call("family", "GET", "/api/student/resources?search=x")).status).toBe(200);
    const short = await call("tutor", "GET", "/api/students/family-accounts?search=x");
    expect(short).toMatchObject({ status: 400, message: "Type at least 2 characters to search" });
    const long = await call("tutor", "GET", `/api/students/family-accounts?search=${"x".repeat(101)}`);
    expect(long).toMatchObject({ status: 400, message: "Search for at most 100 characters" });
    const library = await call("family", "GET", `/api/recorded-lessons?search=${"x".repeat(201)}`);
    expect(library).toMatchObject({ status: 400, message: "Please search with at most 200 characters" });
  });

  it("names the company name and its limit, as DECISIONS.md's example does", async () => {
    const answer = await call("admin", "POST", "/api/admin/companies", {
      name: "x".repeat(201),
      contactName: "Pat Contact",
      contactEmail: "hr@company.example",
    });
    expect(answer).toMatchObject({ status: 400, message: "Company name must be at most 200 characters" });
  });
});
