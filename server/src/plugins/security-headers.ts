/**
 * Helmet's security headers on every answer, worked out once at start-up (decision 038): @fastify/helmet
 * builds helmet's middleware again on every request, a measurable cost on the hottest reads. Here
 * @fastify/helmet itself answers one request in a private Fastify instance, and the headers it set are
 * copied onto every reply, so the names and values stay exactly helmet's. A route that sets its own
 * header (a file's sandboxing Content-Security-Policy, the client page's) still replaces the default.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** What Fastify or Node set on any answer, not helmet: left out of the copied headers. */
const NOT_HELMETS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/** The headers @fastify/helmet sets with these options, as one answer of a throwaway instance shows them. */
export async function helmetHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get("/", async () => "");
  const answer = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (NOT_HELMETS.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeadersOf(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: "security-headers" });
