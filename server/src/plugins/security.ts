/**
 * Cross-site protection for the API: state-changing calls must come from this site (Origin check)
 * and carry JSON (Fastify answers 415 for other bodies once its text parser is removed). No API answer
 * is stored by a browser or a shared cache: some carry credentials (bulk passwords, invite links).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest, forbidden } from "../errors.ts";
import { isApiRequest } from "./api-request.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** PostgreSQL text cannot hold NUL characters; find them anywhere in a request value. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}

async function securityPlugin(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  const trustedOrigins = new Set([new URL(app.deps.config.appUrl).origin]);

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && !trustedOrigins.has(origin)) {
      throw forbidden("Cross-site request refused", "CROSS_SITE_REQUEST");
    }
  });

  app.addHook("onSend", async (request, reply) => {
    if (isApiRequest(request)) reply.header("cache-control", "no-store");
  });

  app.addHook("preValidation", async (request) => {
    if (!isApiRequest(request)) return;
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest("Text may not contain NUL characters.", "NUL_CHARACTER");
    }
  });
}

export default fp(securityPlugin, { name: "security" });
