/**
 * Serves the built client: real files from build/client, prerendered pages as <path>/index.html, and
 * other routes rendered by the server build (decision 057), or the SPA fallback for a build without one.
 * A missing asset is a 404, never HTML. Each static HTML page gets a Content-Security-Policy that allows
 * exactly the inline scripts it contains, by hash; a server-rendered one, those carrying its nonce.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ROUTE_PRELOADS_FILE, ROUTES_FILE, type RoutePreloads } from "#shared/config/build-files.ts";
import { createPageRenderer, loadServerBuild, newNonce, sendRenderedPage } from "./server-render.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session.ts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The pages' policy: `scriptHashes` are the page's inline scripts; `connectSources` other origins the
 * pages may open connections to (a media server's WebSocket on its own address, JANUS_PUBLIC_WS_URL);
 * `nonce` the nonce a server-rendered answer's inline scripts carry (they differ per request).
 */
export function contentSecurityPolicy(
  scriptHashes: string[] = [],
  connectSources: string[] = [],
  nonce?: string,
): string {
  const scripts = [
    "'self'",
    ...scriptHashes.map((h) => `'${h}'`),
    ...(nonce ? [`'nonce-${nonce}'`] : []),
  ].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(" "),
    // Recordings on other sites play in a native <video>; streaming links are embedded only through
    // YouTube's privacy-enhanced host, which sets no cookies until the viewer presses play.
    "media-src 'self' https:",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export type HtmlPage = { body: string; csp: string; brotli: Buffer; gzip: Buffer };

function loadHtml(file: string, connectSources: string[]): HtmlPage {
  return htmlPage(readFileSync(file, "utf8"), connectSources);
}

/** An HTML page ready to send: its CSP (hashes of its inline scripts) and compressed copies. */
export function htmlPage(body: string, connectSources: string[] = []): HtmlPage {
  const hashes: string[] = [];
  for (const match of body.matchAll(INLINE_SCRIPT)) {
    const content = match[1] ?? "";
    if (content.trim() === "") continue;
    hashes.push(`sha256-${createHash("sha256").update(content).digest("base64")}`);
  }
  // Pages are compressed once, when first served: they only change with a new build.
  return {
    body,
    csp: contentSecurityPolicy(hashes, connectSources),
    brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * A signed-in screen's page: no cache may keep it, a shared one least of all. It names the
 * account's own data (the user it preloads), and a proxy must never hand one account's page to another.
 */
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

/**
 * Sends a page with its CSP, compressed as the client accepts; pages are not cached without asking, and
 * signed-in screens not at all.
 */
export function sendHtmlPage(reply: FastifyReply, html: HtmlPage, status = 200, signedIn = false) {
  reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", signedIn ? SIGNED_IN_CACHE_CONTROL : "no-cache")
    .header("content-security-policy", html.csp)
    .header("vary", "accept-encoding");
  const encoding = preferredEncoding(reply.request.headers["accept-encoding"]);
  if (encoding === "br") return reply.header("content-encoding", "br").send(html.brotli);
  if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(html.gzip);
  return reply.send(html.body);
}

/** The best encoding the client accepts among brotli and gzip, or null. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/**
 * Addresses the specification's sitemap names [2§2.18] that are sections of the landing page rather
 * than pages: typed or bookmarked, they land on the section instead of the not-found page.
 */
const SECTION_REDIRECTS: Readonly<Record<string, string>> = {
  "/contact": "/#contact",
  "/services/overview": "/#services",
};

/**
 * Matches the client's routes (written by the build into `__routes.json`); an address none matches is
 * answered with 404 and the SPA fallback, which renders the not-found page. Without the file (an
 * older build) every address is taken as a route.
 */
function createRouteMatcher(root: string): (urlPath: string) => boolean {
  const file = path.join(root, ROUTES_FILE);
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, "utf8")) as string[]).map(patternRegExp);
  return (urlPath) => patterns.some((pattern) => pattern.test(urlPath));
}

/** A route pattern (`/student/lesson/:id`) as a regular expression for a whole path. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source === "" ? "/" : source}/?$`, "i");
}

type RoutePreload = RoutePreloads[string] & { pattern: string; test: RegExp };

/** The build's per-route preloads (`__route-preloads.json`); an older build without them preloads nothing. */
function loadRoutePreloads(root: string): RoutePreload[] {
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const preloads = JSON.parse(readFileSync(file, "utf8")) as RoutePreloads;
  // Fixed segments before parameters: `/student/schedule` wins over `/student/:id`.
  return Object.entries(preloads)
    .map(([pattern, preload]) => ({ ...preload, pattern, test: patternRegExp(pattern) }))
    .sort((a, b) => Number(a.pattern.includes(":")) - Number(b.pattern.includes(":")));
}

/**
 * What every signed-in screen reads before it draws its frame: the current user and whether the demo
 * strip shows above it (the client's signed-in layout loader, decision 055).
 */
export const SIGNED_IN_READS = ["/api/user", "/api/demo-data"] as const;

/**
 * The fallback page for one route: its scripts as `modulepreload` links, so they load beside the entry
 * instead of after it has run; on a signed-in screen opened with a session cookie, also the reads every
 * signed-in screen waits for, asked for at once rather than after the scripts have run.
 */
export function withRoutePreloads(
  fallback: string,
  scripts: readonly string[],
  preloadUser: boolean,
): string {
  const links = [
    ...(preloadUser
      ? SIGNED_IN_READS.map(
          (read) => `<link rel="preload" href="${read}" as="fetch" crossorigin="use-credentials"/>`,
        )
      : []),
    ...scripts.map((script) => `<link rel="modulepreload" href="${script}"/>`),
  ];
  return fallback.replace("</head>", `${links.join("")}</head>`);
}

async function staticClientPlugin(
  app: FastifyInstance,
  options: { root: string; connectSources?: string[] },
) {
  const root = path.resolve(options.root);
  const isRoute = createRouteMatcher(root);
  const pages = new Map<string, HtmlPage>();
  const page = (file: string) => {
    let found = pages.get(file);
    if (!found) {
      found = loadHtml(file, options.connectSources ?? []);
      pages.set(file, found);
    }
    return found;
  };
  const fallback = path.join(root, "__spa-fallback.html");
  const sendHtml = (reply: FastifyReply, file: string, status = 200) =>
    sendHtmlPage(reply, page(file), status);
  const routePreloads = loadRoutePreloads(root);
  const serverBuild = await loadServerBuild(root);
  const renderPage = serverBuild ? createPageRenderer(app, serverBuild) : null;
  /**
   * A page rendered by the server for this request (decision 057): its own nonce in the policy, never
   * stored when it is a signed-in screen (it carries the account's data), 404 for an unknown address.
   */
  const sendServerRendered = async (
    render: NonNullable<typeof renderPage>,
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    known: boolean,
  ) => {
    const nonce = newNonce();
    const aborted = new AbortController();
    reply.raw.on("close", () => aborted.abort());
    const page = await render(request, nonce, aborted.signal);
    const signedIn = routePreloads.find((candidate) => candidate.test.test(urlPath))?.signedIn ?? false;
    // A signed-in screen's redirect (to the sign-in page) depends on the session: never stored either.
    if (page.status >= 300 && page.status < 400 && signedIn) {
      page.headers.set("cache-control", SIGNED_IN_CACHE_CONTROL);
    }
    // React Router's own answers (`/__manifest`, the routes a link may lead to) are not pages.
    const contentType = page.headers.get("content-type") ?? "";
    if (!contentType.startsWith("text/html")) {
      const text = /json|text|turbo-stream/.test(contentType);
      return sendRenderedPage(
        reply,
        page,
        text ? preferredEncoding(request.headers["accept-encoding"]) : null,
      );
    }
    page.headers.set("cache-control", signedIn ? SIGNED_IN_CACHE_CONTROL : "no-cache");
    page.headers.set(
      "content-security-policy",
      contentSecurityPolicy([], options.connectSources ?? [], nonce),
    );
    page.headers.set("vary", "accept-encoding");
    return sendRenderedPage(
      reply,
      known || page.status !== 200 ? page : { ...page, status: 404 },
      preferredEncoding(request.headers["accept-encoding"]),
    );
  };
  app.decorate("renderedPageHtml", async (request: FastifyRequest) => {
    if (!renderPage) return null;
    const page = await renderPage(request, newNonce(), new AbortController().signal);
    return page.body ? await new Response(page.body).text() : null;
  });
  const routePages = new Map<string, HtmlPage>();
  /** The fallback page for a route's address, with what that route loads preloaded (decision 055). */
  const sendRoutePage = (reply: FastifyReply, urlPath: string) => {
    const preload = routePreloads.find((candidate) => candidate.test.test(urlPath));
    if (!preload) return sendHtml(reply, fallback);
    // Only with a session cookie (either name): an anonymous visitor's request would answer 401, which
    // the browser reports as a console error. The cookie is not checked here; the API call checks it.
    const cookies = reply.request.cookies ?? {};
    const preloadUser =
      preload.signedIn && Boolean(cookies[SESSION_COOKIE] ?? cookies[SECURE_SESSION_COOKIE]);
    const key = `${preload.pattern} ${preloadUser}`;
    let found = routePages.get(key);
    if (!found) {
      const body = withRoutePreloads(readFileSync(fallback, "utf8"), preload.scripts, preloadUser);
      found = htmlPage(body, options.connectSources ?? []);
      routePages.set(key, found);
    }
    return sendHtmlPage(reply, found, 200, preload.signedIn);
  };

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: false,
    // The build writes .br and .gz beside each compressible asset (scripts/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      } else {
        reply.header("cache-control", "public, max-age=3600");
      }
    },
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split("?")[0] ?? "/");
      const normalised = path.posix.normalize(urlPath);
      if (normalised.startsWith("/api/") || normalised === "/api") {
        return reply.code(404).send({ message: "Not found", code: "NOT_FOUND" });
      }
      const section = SECTION_REDIRECTS[normalised.replace(/(.)\/$/, "$1")];
      if (section) return reply.redirect(section, 301);
      const target = path.join(root, normalised);
      if (!target.startsWith(root)) return reply.code(404).send({ message: "Not found", code: "NOT_FOUND" });
      if (normalised !== "/" && existsSync(target) && statSync(target).isFile()) {
        if (target.endsWith(".html")) return sendHtml(reply, target);
        return reply.sendFile(path.relative(root, target));
      }
      // A route's data for a client navigation (`/dashboard.data`), should a route ever ask the server.
      if (renderPage && normalised.endsWith(".data") && isRoute(normalised.slice(0, -".data".length))) {
        return sendServerRendered(renderPage, request, reply, normalised, true);
      }
      if (normalised.startsWith("/assets/") || path.posix.extname(normalised) !== "") {
        return reply.code(404).send({ message: "Not found", code: "NOT_FOUND" });
      }
      const prerendered = path.join(target, "index.html");
      if (existsSync(prerendered)) return sendHtml(reply, prerendered);
      if (renderPage) return sendServerRendered(renderPage, request, reply, normalised, isRoute(normalised));
      if (!isRoute(normalised)) return sendHtml(reply, fallback, 404);
      return sendRoutePage(reply, normalised);
    },
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The server-rendered page for a request's address, whole (the blog's post pages extend it), or null
     * with a build that has no server render.
     */
    renderedPageHtml(request: FastifyRequest): Promise<string | null>;
  }
}

export default fp(staticClientPlugin, { name: "static-client" });
