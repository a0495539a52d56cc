import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import staticClient, { contentSecurityPolicy, preferredEncoding } from "./static-client.ts";

const HTML = "<!DOCTYPE html><html><head><script>window.a=1</script></head><body><h1>Home</h1></body></html>";
const SCRIPT = `export const value = "${"x".repeat(2000)}";`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "static-client-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), HTML);
  writeFileSync(path.join(root, "__spa-fallback.html"), HTML);
  writeFileSync(path.join(root, "assets/app.js"), SCRIPT);
  writeFileSync(path.join(root, "assets/app.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, "assets/app.js.gz"), gzipSync(SCRIPT));
  app = Fastify();
  await app.register(staticClient, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("compressed responses", () => {
  it("picks brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("sends pages brotli-compressed to browsers that accept it, with the page's CSP", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(HTML);
  });

  it("sends pages uncompressed when no encoding is accepted", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(HTML);
  });

  it("serves the precompressed copy of an asset", async () => {
    const brotli = await app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe("landing-page sections", () => {
  it.each([
    ["/contact", "/#contact"],
    ["/contact/", "/#contact"],
    ["/services/overview", "/#services"],
  ])("%s is a permanent redirect to %s", async (url, location) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });
});

describe("addresses no client route serves", () => {
  let routedRoot: string;
  let routed: FastifyInstance;

  beforeAll(async () => {
    routedRoot = mkdtempSync(path.join(os.tmpdir(), "static-client-routes-"));
    writeFileSync(path.join(routedRoot, "index.html"), HTML);
    writeFileSync(path.join(routedRoot, "__spa-fallback.html"), HTML);
    writeFileSync(
      path.join(routedRoot, "__routes.json"),
      JSON.stringify(["/", "/admin", "/register/:code", "/student/lesson/:id"]),
    );
    routed = Fastify();
    await routed.register(staticClient, { root: routedRoot });
    await routed.ready();
  });

  afterAll(async () => {
    await routed.close();
    rmSync(routedRoot, { recursive: true, force: true });
  });

  it.each(["/admin", "/admin/", "/register/NWDEMO25", "/student/lesson/42"])(
    "%s is a client route: 200 with the app",
    async (url) => {
      const response = await routed.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(HTML);
    },
  );

  it.each(["/no-such-page", "/admin/extra", "/student/lesson", "/register/a/b"])(
    "%s is answered 404 with the app, which shows the not-found page",
    async (url) => {
      const response = await routed.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toBe(HTML);
    },
  );
});

describe("content security policy of the pages", () => {
  const directive = (name: string) =>
    contentSecurityPolicy()
      .split("; ")
      .find((part) => part.startsWith(`${name} `));

  it("frames only YouTube's privacy-enhanced player and plays media from https sources", () => {
    expect(directive("frame-src")).toBe("frame-src https://www.youtube-nocookie.com");
    expect(directive("media-src")).toBe("media-src 'self' https:");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("connects to the site itself, and to a media server's own WebSocket address when it has one", () => {
    expect(directive("connect-src")).toBe("connect-src 'self'");
    const withMedia = contentSecurityPolicy([], ["wss://media.example.org"]).split("; ");
    expect(withMedia).toContain("connect-src 'self' wss://media.example.org");
  });
});
