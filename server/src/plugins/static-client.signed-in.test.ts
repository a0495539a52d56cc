import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE, ROUTES_FILE } from "#shared/config/build-files.ts";
import { SESSION_COOKIE } from "./session.ts";
import staticClient, { SIGNED_IN_CACHE_CONTROL, withRoutePreloads } from "./static-client.ts";

const FALLBACK =
  "<!DOCTYPE html><html><head><script>window.a=1</script></head><body><p>Loading</p></body></html>";
const HOME = "<!DOCTYPE html><html><head></head><body><h1>Home</h1></body></html>";

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "static-client-signed-in-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), HOME);
  writeFileSync(path.join(root, "__spa-fallback.html"), FALLBACK);
  writeFileSync(
    path.join(root, ROUTES_FILE),
    JSON.stringify(["/", "/dashboard", "/student/lesson/:id", "/help"]),
  );
  writeFileSync(
    path.join(root, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      "/dashboard": { scripts: ["/assets/dashboard-1.js", "/assets/query-2.js"], signedIn: true },
      "/student/lesson/:id": { scripts: ["/assets/lesson-3.js"], signedIn: true },
      "/help": { scripts: ["/assets/help-4.js"], signedIn: false },
    }),
  );
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(staticClient, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("signed-in screens' pages", () => {
  it("are never stored by a cache, with or without a session", async () => {
    for (const cookies of [{}, { [SESSION_COOKIE]: "token" }] as Record<string, string>[]) {
      const response = await app.inject({ method: "GET", url: "/dashboard", cookies });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(SIGNED_IN_CACHE_CONTROL);
    }
    const withParameter = await app.inject({ method: "GET", url: "/student/lesson/12" });
    expect(withParameter.headers["cache-control"]).toBe("private, no-store");
  });

  it("preload the route's own scripts beside the entry", async () => {
    const response = await app.inject({ method: "GET", url: "/student/lesson/12" });
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/lesson-3.js"/></head>');
    expect(response.body).not.toContain("dashboard-1.js");
  });

  it("ask for the current user at once only when the browser has a session cookie", async () => {
    const userPreload = '<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials"/>';
    const signedIn = await app.inject({
      method: "GET",
      url: "/dashboard",
      cookies: { [SESSION_COOKIE]: "t" },
    });
    expect(signedIn.body).toContain(userPreload);
    expect(signedIn.body).toContain('<link rel="modulepreload" href="/assets/query-2.js"/>');
    const anonymous = await app.inject({ method: "GET", url: "/dashboard" });
    expect(anonymous.body).not.toContain("/api/user");
    expect(anonymous.body).toContain('<link rel="modulepreload" href="/assets/dashboard-1.js"/>');
  });

  it("keep the fallback's CSP hashes: the links add no inline script", async () => {
    const plain = await app.inject({ method: "GET", url: "/nowhere" });
    const dashboard = await app.inject({
      method: "GET",
      url: "/dashboard",
      cookies: { [SESSION_COOKIE]: "t" },
    });
    expect(plain.statusCode).toBe(404);
    expect(dashboard.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
  });

  it("leave public pages and routes outside the signed-in layout revalidated but storable", async () => {
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.headers["cache-control"]).toBe("no-cache");
    const help = await app.inject({ method: "GET", url: "/help", cookies: { [SESSION_COOKIE]: "t" } });
    expect(help.headers["cache-control"]).toBe("no-cache");
    expect(help.body).toContain("help-4.js");
    expect(help.body).not.toContain("/api/user");
  });

  it("writes the links into the head", () => {
    expect(withRoutePreloads("<html><head></head></html>", ["/assets/a.js"], true)).toBe(
      '<html><head><link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials"/>' +
        '<link rel="preload" href="/api/demo-data" as="fetch" crossorigin="use-credentials"/>' +
        '<link rel="modulepreload" href="/assets/a.js"/></head></html>',
    );
  });
});
