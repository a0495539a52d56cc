/**
 * Cross-site protection for the API: state-changing calls must come from this site (Origin check)
 * and carry JSON (Fastify answers 415 for other bodies once its text parser is removed).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function securityPlugin(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  const trustedOrigins = new Set([new URL(app.deps.config.appUrl).origin]);

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && !trustedOrigins.has(origin)) {
      throw forbidden("Cross-site request refused", "CROSS_SITE_REQUEST");
    }
  });
}

export default fp(securityPlugin, { name: "security" });
