/**
 * `/scim/v2` (DECISIONS.md "Provisioning"): the SCIM service an employer's HR system calls with one of the
 * company's bearer tokens. Outside `/api`, so the session plugin's access rules, the cross-site check and
 * the API's error shape do not apply: this plugin's own hooks authenticate the token (401), count its
 * requests (429), read `application/scim+json` bodies and answer every error in SCIM's error schema.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { SCIM_BASE_PATH } from "#shared/schemas/scim.ts";
import { AppError } from "../../errors.ts";
import { routeModule } from "../../http/route-options.ts";
import { ScimRefusal } from "./scim.errors.ts";
import type { ScimClient } from "./scim.service.ts";

const NUL_REFUSED = "Text may not contain the NUL character.";

import { type ListQuery, type ScimContext, scimErrorBody, scimUsers } from "./scim-users.resource.ts";

const SCIM_MEDIA_TYPE = "application/scim+json";

declare module "fastify" {
  interface FastifyRequest {
    scimClient?: ScimClient;
  }
}

/** Paths outside the service's own (the site's address in `meta.location`, absolute as RFC 7643 asks). */
function withAbsoluteLocations(body: unknown, origin: string): unknown {
  if (Array.isArray(body)) return body.map((item) => withAbsoluteLocations(item, origin));
  if (body === null || typeof body !== "object") return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === "location" && typeof value === "string" && value.startsWith("/")
        ? `${origin}${value}`
        : withAbsoluteLocations(value, origin),
    ]),
  );
}

export default routeModule((app, deps) => {
  const service = deps.services.scim;
  const origin = new URL(deps.config.appUrl).origin;

  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply
      .code(status)
      .type(SCIM_MEDIA_TYPE)
      .send(JSON.stringify(withAbsoluteLocations(JSON.parse(JSON.stringify(body)), origin)));

  const context = (request: FastifyRequest): ScimContext => ({ service, client: request.scimClient! });

  /** Runs a scimmy call; an unexpected error scimmy recast (as a 404) is rethrown as itself. */
  async function scim<T>(ctx: ScimContext, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw ctx.failure ?? error;
    }
  }

  // SCIM's own media type, read as JSON; a body that is not JSON is a SCIM 400, not a 500.
  app.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: "string" }, (_request, body, done) => {
    // PostgreSQL keeps no NUL character in text: one in the body, raw or escaped, is refused here.
    if ((body as string).includes(String.fromCharCode(0)) || /\\u0000/i.test(body as string)) {
      done(new ScimRefusal(400, NUL_REFUSED, "invalidValue"), undefined);
      return;
    }
    try {
      done(null, (body as string).length === 0 ? undefined : JSON.parse(body as string));
    } catch {
      done(new ScimRefusal(400, "The request body is not valid JSON.", "invalidSyntax"), undefined);
    }
  });

  // Before the body is read: the token, then its request count, so no unknown caller has a body parsed.
  app.addHook("onRequest", async (request) => {
    request.scimClient = await service.authenticate(request.headers.authorization);
    // …and none in the address (a filter's value), raw or encoded.
    if (/%00/i.test(request.url) || request.url.includes(String.fromCharCode(0)))
      throw new ScimRefusal(400, NUL_REFUSED, "invalidValue");
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof AppError
        ? error.statusCode
        : typeof (error as { statusCode?: unknown }).statusCode === "number"
          ? (error as { statusCode: number }).statusCode
          : typeof (error as { status?: unknown }).status === "number"
            ? (error as { status: number }).status
            : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "SCIM request failed");
      return send(reply, 500, scimErrorBody(500, "Something went wrong. Please try again."));
    }
    if (error instanceof AppError) reply.headers(error.headers);
    const scimType =
      error instanceof ScimRefusal ? error.scimType : ((error as { scimType?: string }).scimType ?? null);
    const detail =
      (error as { code?: string }).code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      (error as { code?: string }).code === "FST_ERR_CTP_EMPTY_JSON_BODY"
        ? "The request body is not valid JSON."
        : (error as Error).message || "Bad request";
    const invalidSyntax = detail === "The request body is not valid JSON.";
    return send(reply, status, scimErrorBody(status, detail, invalidSyntax ? "invalidSyntax" : scimType));
  });

  const base = SCIM_BASE_PATH;
  type IdParams = { Params: { id: string }; Querystring: ListQuery };

  app.get<{ Querystring: ListQuery }>(`${base}/Users`, async (request, reply) => {
    const ctx = context(request);
    return send(reply, 200, await scim(ctx, () => scimUsers.list(ctx, request.query)));
  });
  app.post(`${base}/Users`, async (request, reply) => {
    const ctx = context(request);
    const created = await scim(ctx, () => scimUsers.create(ctx, request.body));
    reply.header("location", `${origin}${base}/Users/${(created as { id: string }).id}`);
    return send(reply, 201, created);
  });
  app.get<IdParams>(`${base}/Users/:id`, async (request, reply) => {
    const ctx = context(request);
    return send(reply, 200, await scim(ctx, () => scimUsers.get(ctx, request.params.id, request.query)));
  });
  app.put<IdParams>(`${base}/Users/:id`, async (request, reply) => {
    const ctx = context(request);
    return send(reply, 200, await scim(ctx, () => scimUsers.replace(ctx, request.params.id, request.body)));
  });
  app.patch<IdParams>(`${base}/Users/:id`, async (request, reply) => {
    const ctx = context(request);
    return send(reply, 200, await scim(ctx, () => scimUsers.patch(ctx, request.params.id, request.body)));
  });
  app.delete<IdParams>(`${base}/Users/:id`, async (request, reply) => {
    const ctx = context(request);
    await scim(ctx, () => scimUsers.remove(ctx, request.params.id));
    return reply.code(204).send();
  });

  // Discovery (RFC 7644 §4): what this service supports, from scimmy's declarations.
  app.get(`${base}/ServiceProviderConfig`, async (_request, reply) =>
    send(reply, 200, await scimUsers.serviceProviderConfig()),
  );
  app.get(`${base}/ResourceTypes`, async (_request, reply) =>
    send(reply, 200, await scimUsers.resourceTypes()),
  );
  app.get<{ Params: { id: string } }>(`${base}/ResourceTypes/:id`, async (request, reply) =>
    send(reply, 200, await scimUsers.resourceTypes(request.params.id)),
  );
  app.get(`${base}/Schemas`, async (_request, reply) => send(reply, 200, await scimUsers.schemas()));
  app.get<{ Params: { id: string } }>(`${base}/Schemas/:id`, async (request, reply) =>
    send(reply, 200, await scimUsers.schemas(request.params.id)),
  );

  // Another resource (Groups, Bulk, /Me): a SCIM 404, never the site's pages.
  app.get<{ Params: { resource: string } }>(`${base}/:resource`, async (request, reply) =>
    send(reply, 404, scimErrorBody(404, `${request.params.resource} is not supported by this SCIM service.`)),
  );
});
