/**
 * The API describes itself: an OpenAPI 3.1 document built from the routes' own zod schemas and access
 * rules at GET /api/openapi.json, and a reference page drawn from it at GET /api/docs (no script, its
 * own stylesheet, a CSP of its own). Register before the route modules: it collects routes as they
 * are added (docs/decisions/012-openapi.md).
 */
import { readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import fastifySwagger, { type SwaggerTransform } from "@fastify/swagger";
import type { FastifyInstance, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import {
  DOCS_CONTENT_SECURITY_POLICY,
  DOCS_STYLESHEET,
  DOCS_STYLESHEET_PATH,
  renderReferencePage,
} from "./openapi-page.ts";
import type { Access } from "./session.ts";

const OPENAPI_PATH = "/api/openapi.json";
const DOCS_PATH = "/api/docs";
const SESSION_SECURITY_SCHEME = "sessionCookie";

const packageVersion = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** Groups of the API by path: every admin route under `admin`, the rest by the flow they belong to. */
const TAG_BY_SEGMENT: Readonly<Record<string, string>> = {
  admin: "admin",
  user: "auth",
  login: "auth",
  logout: "auth",
  "change-password": "auth",
  "recover-username": "recovery",
  "reset-password": "recovery",
  "validate-reset-token": "recovery",
  register: "registration",
  "registration-codes": "registration",
  "validate-invite-token": "registration",
  "openapi.json": "documentation",
  docs: "documentation",
  healthz: "health",
};

const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  admin: "The admin dashboard's calls. Admin accounts only.",
  auth: "Signing in and out, the signed-in account, changing the password.",
  recovery: "A forgotten username or password.",
  registration: "Creating a family account from a registration code or an invitation.",
  enquiries: "The public website's enquiry form.",
  documentation: "This document and its reference page.",
  health: "Liveness and database check, for load balancers and monitoring.",
};

/** The tag of an /api path: its first segment, grouped by `TAG_BY_SEGMENT`. */
export function tagForPath(url: string): string {
  const first = url.replace(/^\/(api\/?)?/, "").split("/")[0] ?? "";
  return TAG_BY_SEGMENT[first] ?? first;
}

const ACTION_WORDS = new Set([
  "bulk",
  "change",
  "confirm",
  "create",
  "generate",
  "login",
  "logout",
  "recover",
  "register",
  "resend",
  "reset",
  "validate",
]);

const words = (segment: string) => segment.replaceAll("-", " ");
const singular = (phrase: string) => phrase.replace(/ies$/, "y").replace(/s$/, "");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A summary for a route that declares none, from its method and path: `PUT /api/admin/companies/:id`
 * is "Update company", `POST /api/admin/create-registration-code` "Create registration code".
 */
export function summaryForRoute(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\/(admin\/)?/, "")
    .split("/")
    .filter(Boolean);
  const lastIsParam = segments.at(-1)?.startsWith(":") ?? false;
  const named = segments.filter((segment) => !segment.startsWith(":"));
  const subject = words(named.at(-1) ?? "");
  const previous = named.length > 1 ? words(named.at(-2)!) : undefined;
  // The segment before the subject, and whether an id sits between them (`companies/:id/invite-links`).
  const ofParent =
    previous !== undefined && segments.indexOf(named.at(-1)!) - segments.indexOf(named.at(-2)!) > 1;
  if (ACTION_WORDS.has(subject.split(" ")[0]!)) {
    if (previous === undefined) return capitalise(subject);
    if (!ofParent) return capitalise(`${subject} ${previous}`);
    return capitalise(
      subject.includes(" ") ? `${subject} for a ${singular(previous)}` : `${subject} ${singular(previous)}`,
    );
  }
  const context = previous === undefined ? "" : ofParent ? ` of a ${singular(previous)}` : ` (${previous})`;
  switch (method) {
    case "GET":
      if (lastIsParam) return `Get ${singular(subject)}${context}`;
      return `${subject.endsWith("s") ? "List" : "Get"} ${subject}${context}`;
    case "POST":
      return `Create ${singular(subject)}${context}`;
    case "PUT":
    case "PATCH":
      return `Update ${singular(subject)}${context}`;
    case "DELETE":
      return `Delete ${singular(subject)}${context}`;
    default:
      return `${method} ${url}`;
  }
}

/** Who may call a route, in words. */
function describeAccess(access: Access | undefined): string {
  if (access === undefined) return "No access rule.";
  if (access === "public") return "Public: no session needed.";
  if (access === "signed-in") return "Any signed-in account.";
  return `Signed in as ${access.join(" or ")}.`;
}

const RESPONSE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "400": "Invalid input: `message`, and `issues` naming each field",
  "401": "Not signed in",
  "403": "Signed in, but not allowed (or a temporary password must be changed first)",
  "404": "Not found",
  "409": "Conflicts with existing data",
  "415": "The body is not JSON",
  "429": "Too many attempts; try again later",
};

type RouteSchema = Record<string, unknown> & { response?: Record<string, Record<string, unknown>> };

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The zod schemas turned into JSON Schema by fastify-type-provider-zod, plus what the routes carry
 * elsewhere: the tag, a summary, the access rule (`x-access`, the description and `security`) and a
 * description per response status.
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = zodTransform(input) as { schema?: RouteSchema; url: string };
  const route = input.route;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "GET";
  const access = route.config?.access;
  const declared = (schema ?? {}) as RouteSchema;
  if (declared.hide) return { schema: declared as FastifySchema, url };
  const notes = [describeAccess(access)];
  if (route.config?.allowWhilePasswordChangeRequired) {
    notes.push("Allowed while the account must still replace a temporary password.");
  }
  if (route.config && "rateLimit" in route.config && route.config.rateLimit) {
    notes.push("Rate limited: too many calls answer 429.");
  }
  const response = Object.fromEntries(
    Object.entries(declared.response ?? {}).map(([status, body]) => [
      status,
      {
        "x-response-description": RESPONSE_DESCRIPTIONS[status] ?? STATUS_CODES[Number(status)] ?? status,
        ...body,
      },
    ]),
  );
  return {
    url,
    schema: {
      ...declared,
      ...(declared.response ? { response } : {}),
      tags: (declared.tags as string[] | undefined) ?? [tagForPath(url)],
      summary: (declared.summary as string | undefined) ?? summaryForRoute(method, url),
      description: [declared.description, ...notes].filter(Boolean).join("\n\n"),
      security: access === "public" ? [] : [{ [SESSION_SECURITY_SCHEME]: [] }],
      "x-access": access ?? null,
      ...(route.config?.allowWhilePasswordChangeRequired
        ? { "x-allow-while-password-change-required": true }
        : {}),
    },
  };
};

async function openapiPlugin(app: FastifyInstance) {
  const brand = app.deps.config.brand;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${brand.name} API`,
        version: packageVersion,
        description: [
          `The HTTP API of ${brand.name}. Bodies and answers are JSON; an error is \`{ message, code?, issues? }\`.`,
          "Sign in with `POST /api/login`: it sets the `sid` session cookie that the other calls send back. " +
            "A state-changing call from a browser must come from this site (its Origin is checked).",
          `Reference page: ${DOCS_PATH}.`,
        ].join("\n\n"),
        contact: { name: brand.company, email: brand.supportEmail },
      },
      servers: [{ url: "/", description: "This server" }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: "sid",
            description: "The session cookie set by `POST /api/login` (HttpOnly, SameSite=Lax).",
          },
        },
      },
    },
    transform,
  });

  let page: string | undefined;
  const documentOf = () => app.swagger() as OpenAPIV3_1.Document;

  app.get(
    OPENAPI_PATH,
    {
      config: { access: "public" },
      schema: { summary: "This OpenAPI 3.1 document", tags: ["documentation"] },
    },
    async (_request, reply) => reply.header("cache-control", "no-cache").send(documentOf()),
  );

  app.get(
    DOCS_PATH,
    {
      config: { access: "public" },
      schema: { summary: "The API reference page (HTML)", tags: ["documentation"], produces: ["text/html"] },
    },
    async (_request, reply) => {
      page ??= renderReferencePage(documentOf(), { openapiPath: OPENAPI_PATH });
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .header("content-security-policy", DOCS_CONTENT_SECURITY_POLICY)
        .send(page);
    },
  );

  app.get(
    DOCS_STYLESHEET_PATH,
    {
      config: { access: "public" },
      schema: { summary: "The reference page's stylesheet", tags: ["documentation"], produces: ["text/css"] },
    },
    async (_request, reply) =>
      reply
        .header("content-type", "text/css; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(DOCS_STYLESHEET),
  );
}

export default fp(openapiPlugin, { name: "openapi", dependencies: ["session"] });
