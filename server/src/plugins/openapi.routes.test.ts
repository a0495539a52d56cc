/**
 * The API's own description: /api/openapi.json is valid OpenAPI 3.1 and lists every /api route with the
 * constraints and access rules the routes carry; /api/docs is a page whose assets load under its CSP.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBrand } from "#shared/config/brand.ts";
import { ROUTES_FILE } from "#shared/config/build-files.ts";
import { PASSWORD_MIN, USERNAME_MIN } from "#shared/schemas/common.ts";
import { createTestApp, registeredRoutes, type TestContext } from "../test/test-app.ts";
import { summaryForRoute, tagForPath } from "./openapi.ts";

const SPA_HTML = "<!DOCTYPE html><html><body><h1>Client app</h1></body></html>";

let t: TestContext;
let clientDir: string;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "openapi-client-"));
  writeFileSync(path.join(clientDir, "__spa-fallback.html"), SPA_HTML);
  writeFileSync(path.join(clientDir, ROUTES_FILE), JSON.stringify(["/", "/auth"]));
  // With a client build, so the SPA fallback is registered too and must not take the docs' addresses.
  t = await createTestApp({ clientDir });
  await t.app.ready();
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

type Method = "get" | "post" | "put" | "patch" | "delete";

/** "METHOD /path" of each route that has no operation in the document (`:id` written `{id}` there). */
function missingOperations(routes: string[], openapi: OpenAPIV3_1.Document): string[] {
  return routes.filter((route) => {
    const [method, url] = route.split(" ") as [string, string];
    const item = openapi.paths?.[url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")];
    return !item?.[method.toLowerCase() as Method];
  });
}

function operation(method: Method, url: string) {
  const found = document.paths?.[url]?.[method];
  if (!found) throw new Error(`no ${method} ${url} in the document`);
  return found as OpenAPIV3_1.OperationObject & { "x-access"?: unknown };
}

function jsonBodySchema(method: Method, url: string) {
  const body = operation(method, url).requestBody as OpenAPIV3_1.RequestBodyObject;
  return body.content["application/json"]!.schema as OpenAPIV3_1.SchemaObject & {
    properties: Record<string, OpenAPIV3_1.SchemaObject>;
  };
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document, public, named after the brand and versioned like the package", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(response.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    const packageJson = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
    expect(document.info.title).toContain(defaultBrand.name);
    expect(document.info.version).toBe(packageJson.version);
    expect(document.servers).toEqual([{ url: "/", description: "This server" }]);
    expect(document.components?.securitySchemes?.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "sid",
    });
  });

  it("has every registered /api route, with its method", () => {
    const apiRoutes = registeredRoutes(t.app).filter((route) => route.split(" ")[1]!.startsWith("/api/"));
    expect(apiRoutes.length).toBeGreaterThan(20);
    expect(apiRoutes).toContain("POST /api/login");
    expect(missingOperations(apiRoutes, document)).toEqual([]);
  });

  it("would report a route that the document lacks", () => {
    const { "/api/admin/companies": _dropped, ...paths } = document.paths ?? {};
    expect(
      missingOperations(["GET /api/admin/companies", "POST /api/login"], { ...document, paths }),
    ).toEqual(["GET /api/admin/companies"]);
    const login = document.paths?.["/api/login"];
    const withoutPost = {
      ...document,
      paths: { ...document.paths, "/api/login": { ...login, post: undefined } },
    };
    expect(missingOperations(["POST /api/login"], withoutPost)).toEqual(["POST /api/login"]);
  });

  it("gives every operation a tag, a summary and its access rule", () => {
    for (const [url, item] of Object.entries(document.paths ?? {})) {
      for (const [method, value] of Object.entries(item ?? {})) {
        const op = value as OpenAPIV3_1.OperationObject & { "x-access"?: unknown };
        expect(op.tags?.length, `${method} ${url}`).toBe(1);
        expect(op.summary, `${method} ${url}`).toBeTruthy();
        expect(op["x-access"], `${method} ${url}`).toBeDefined();
      }
    }
    const admin = operation("post", "/api/admin/companies");
    expect(admin.tags).toEqual(["admin"]);
    expect(admin.summary).toBe("Create company");
    expect(admin["x-access"]).toEqual(["admin"]);
    expect(admin.security).toEqual([{ sessionCookie: [] }]);
    expect(admin.description).toContain("Signed in as admin.");
    const login = operation("post", "/api/login");
    expect(login.tags).toEqual(["auth"]);
    expect(login["x-access"]).toBe("public");
    expect(login.security).toEqual([]);
    expect(operation("post", "/api/change-password")["x-access"]).toBe("signed-in");
    expect(operation("get", "/api/docs")["x-access"]).toBe("public");
  });

  it("carries the zod constraints of request bodies and parameters", () => {
    const changePassword = jsonBodySchema("post", "/api/change-password");
    expect(changePassword.properties.newPassword?.minLength).toBe(PASSWORD_MIN);
    expect(changePassword.required).toContain("currentPassword");
    const login = jsonBodySchema("post", "/api/login");
    expect(login.properties.username?.minLength).toBe(USERNAME_MIN);
    expect(login.properties.role?.enum).toEqual(["admin", "tutor", "student", "hr"]);
    const update = operation("put", "/api/admin/companies/{id}");
    expect(update.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "id", in: "path", required: true })]),
    );
  });

  it("lists the answers per status that the route schemas declare", () => {
    const create = operation("post", "/api/admin/companies");
    expect(Object.keys(create.responses ?? {}).sort()).toEqual(["201", "400", "401", "403", "409"]);
    const created = create.responses?.["201"] as OpenAPIV3_1.ResponseObject;
    expect(created.content?.["application/json"]?.schema).toMatchObject({ type: "object" });
    const unauthorised = create.responses?.["401"] as OpenAPIV3_1.ResponseObject | undefined;
    expect(unauthorised?.description).toBe("Not signed in");
  });
});

describe("GET /api/docs", () => {
  it("answers a public HTML page with its own CSP, naming every operation", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.body).not.toContain(SPA_HTML);
    for (const url of Object.keys(document.paths ?? {}))
      expect(response.body).toContain(`<code>${url}</code>`);
    expect(response.body).toContain('href="/api/openapi.json"');
  });

  it("loads every asset it links, from this server", async () => {
    const page = (await t.app.inject({ method: "GET", url: "/api/docs" })).body;
    expect(page).not.toMatch(/<script|\sstyle=/);
    const assets = [...page.matchAll(/<(?:link|img|script)\b[^>]*\b(?:href|src)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, "same origin").toMatch(/^\/(?!\/)/);
      const response = await t.app.inject({ method: "GET", url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    const stylesheet = await t.app.inject({ method: "GET", url: "/api/docs/reference.css" });
    expect(stylesheet.headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  it("leaves unknown addresses to the not-found handling", async () => {
    const missingAsset = await t.app.inject({ method: "GET", url: "/api/docs/missing.js" });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().code).toBe("NOT_FOUND");
    const missingApi = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json().code).toBe("NOT_FOUND");
    const missingPage = await t.app.inject({ method: "GET", url: "/docs/nothing" });
    expect(missingPage.statusCode).toBe(404);
    expect(missingPage.body).toBe(SPA_HTML);
  });
});

describe("derived tags and summaries", () => {
  it.each([
    ["GET", "/api/admin/companies/:id/invite-links", "admin", "List invite links of a company"],
    ["POST", "/api/admin/invite-links/:token/resend", "admin", "Resend invite link"],
    ["POST", "/api/reset-password/confirm", "recovery", "Confirm reset password"],
    ["DELETE", "/api/admin/recorded-lessons/:id", "admin", "Delete recorded lesson"],
    ["GET", "/api/registration-codes/:code", "registration", "Get registration code"],
  ])("%s %s → %s, %s", (method, url, tag, summary) => {
    expect(tagForPath(url)).toBe(tag);
    expect(summaryForRoute(method, url)).toBe(summary);
  });
});
