import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyPluginAsync } from "fastify";
import { describe, expect, it } from "vitest";
import securityHeadersPlugin from "./security-headers.ts";

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false as const,
};

/** One instance with `plugin`, a route answering 200, one throwing a 400, one replacing the CSP, and the 404. */
async function answersWith(plugin: FastifyPluginAsync<typeof options>) {
  const app = Fastify();
  await app.register(plugin, options);
  app.get("/ok", async () => ({ ok: true }));
  app.get("/bad", async () => {
    throw Object.assign(new Error("bad"), { statusCode: 400 });
  });
  app.get("/own-policy", async (_request, reply) =>
    reply.header("content-security-policy", "sandbox").send("file"),
  );
  const answers = [];
  for (const url of ["/ok", "/bad", "/own-policy", "/missing"]) {
    const { date: _date, ...headers } = (await app.inject({ method: "GET", url })).headers;
    answers.push(headers);
  }
  await app.close();
  return answers;
}

describe("security headers worked out once", () => {
  it("sets exactly the headers @fastify/helmet sets, on success, errors, 404 and a route's own policy", async () => {
    const once = await answersWith(securityHeadersPlugin as FastifyPluginAsync<typeof options>);
    const helmetPerRequest = await answersWith(
      fastifyHelmet as unknown as FastifyPluginAsync<typeof options>,
    );
    expect(once).toEqual(helmetPerRequest);
    expect(once[0]?.["content-security-policy"]).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
    expect(once[0]?.["x-frame-options"]).toBe("SAMEORIGIN");
    expect(once[0]?.["strict-transport-security"]).toContain("max-age=");
    expect(once[2]?.["content-security-policy"]).toBe("sandbox");
  });
});
