/**
 * Server rendering of the pages that are not prerendered (decision 057): React Router's request handler
 * with the server build, a Fastify request turned into a Web Request, a per-request nonce for the inline
 * scripts the render writes, and the API reached in-process with the visitor's own cookie.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import { createBrotliCompress, createGzip, constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

/** The server build beside the client's (`<build>/server/index.js`), or null when the build has none. */
export async function loadServerBuild(clientRoot: string): Promise<ServerBuild | null> {
  const file = path.join(clientRoot, "..", "server", "index.js");
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** Request headers a loader's API call carries over from the page's request: who is asking, and how. */
const FORWARDED_HEADERS = ["cookie", "user-agent", "accept-language"];

/**
 * A fetch for the loaders of one page request: it calls this Fastify app in-process (`inject`), as the
 * visitor (their cookie), never over the network. Only the API's own paths.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") forwarded[name] = value;
  }
  // The address and scheme Fastify resolved for the page's request (its own proxy rules), never the raw
  // headers a visitor could have written.
  forwarded["x-forwarded-for"] = request.ip;
  forwarded["x-forwarded-proto"] = request.protocol;
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(url, "http://in-process");
    if (!target.pathname.startsWith("/api/")) throw new TypeError(`not an API address: ${url}`);
    const headers: Record<string, string> = { ...forwarded };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: target.pathname + target.search,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The Web Request React Router reads, from Fastify's. */
function webRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(url, { method: request.method, headers, signal });
}

/** A fresh nonce for one answer's inline scripts: 128 random bits. */
export const newNonce = () => randomBytes(16).toString("base64");

export type RenderedPage = { status: number; headers: Headers; body: ReadableStream<Uint8Array> | null };

/** Renders one page request with the server build. */
export function createPageRenderer(app: FastifyInstance, build: ServerBuild) {
  const handle = createRequestHandler(build, "production");
  return async (request: FastifyRequest, nonce: string, signal: AbortSignal): Promise<RenderedPage> => {
    const context: AppLoadContext = { nonce, apiFetch: inProcessFetch(app, request) };
    const response = await handle(webRequest(request, signal), context);
    return { status: response.status, headers: response.headers, body: response.body };
  };
}

/**
 * Streams a rendered page back, compressed as the client accepts (flushed as React writes, so the shell
 * reaches the browser before the rest has rendered).
 */
export function sendRenderedPage(
  reply: FastifyReply,
  page: RenderedPage,
  encoding: "br" | "gzip" | null,
): FastifyReply {
  for (const [name, value] of page.headers) {
    if (name === "content-length" || name === "set-cookie") continue;
    reply.header(name, value);
  }
  for (const cookie of page.headers.getSetCookie()) reply.header("set-cookie", cookie);
  reply.code(page.status);
  if (!page.body || reply.request.method === "HEAD") return reply.send();
  const body = Readable.fromWeb(page.body as NodeReadableStream<Uint8Array>);
  if (encoding) reply.header("vary", "accept-encoding");
  if (encoding === "br") {
    const brotli = createBrotliCompress({
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header("content-encoding", "br").send(body.pipe(brotli));
  }
  if (encoding === "gzip") {
    return reply
      .header("content-encoding", "gzip")
      .send(body.pipe(createGzip({ flush: zlibConstants.Z_SYNC_FLUSH })));
  }
  return reply.send(body);
}
