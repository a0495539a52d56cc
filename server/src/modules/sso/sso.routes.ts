/**
 * "Sign in with your organisation" (DECISIONS.md "Employers: single sign-on and provisioning"): the start
 * by work e-mail and the provider's callback. The callback always answers with a redirect: to the role's
 * home once signed in, or to `/auth?sso_error=<code>` with no session. A signed-in family links its own
 * account from Profile Settings (`/api/sso/link`); that callback goes back to /account.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { homePathForRole, paths } from "#shared/config/paths.ts";
import {
  SSO_API,
  SSO_ERROR_PARAM,
  SSO_LINKED_PARAM,
  ssoCallbackQuerySchema,
  ssoLinkBodySchema,
  ssoLinkStatusSchema,
  ssoStartBodySchema,
  ssoStartResponseSchema,
} from "#shared/schemas/sso.ts";
import {
  deniedResponses,
  errorResponses,
  familyAccess,
  publicRateLimited,
  routeModule,
} from "../../http/route-options.ts";
import { currentUser, startSession } from "../../plugins/session.ts";
import { SSO_SIGN_IN_TTL_MS } from "./sso-sign-in.service.ts";

/** The cookie binding a sign-in to the browser that started it; only the callback reads it (its path). */
export const SSO_BINDING_COOKIE = "sso_binding";

function cookieOptions(request: FastifyRequest) {
  const secure = request.protocol === "https" || request.server.deps.config.appUrl.startsWith("https:");
  // Lax, not strict: the provider's redirect back is a navigation from another site, which must carry it.
  return { path: SSO_API.callback, httpOnly: true, sameSite: "lax", secure } as const;
}

export default routeModule((app) => {
  const { config } = app.deps;
  const { ssoSignIn, signIn, credentials, twoFactor } = app.deps.services;
  // Guesses at the current password count per account, as the e-mail change's do.
  const { perAccount } = app.deps.services.limits;
  const { loginSessions } = app.deps.repositories;
  // Per address like the password sign-in's route limit; each under its own key.
  const limited = (key: string) => publicRateLimited(config.rateLimits.loginPerIp, key);

  app.post(
    SSO_API.start,
    {
      config: limited("sso-start"),
      schema: {
        body: ssoStartBodySchema,
        response: { 200: ssoStartResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => sendToProvider(request, reply, await ssoSignIn.start(request.body.email)),
  );

  /** Keeps the browser's binding in its cookie and answers the provider's address. */
  function sendToProvider(
    request: FastifyRequest,
    reply: FastifyReply,
    { redirectUrl, browserBinding }: { redirectUrl: string; browserBinding: string },
  ) {
    reply.setCookie(SSO_BINDING_COOKIE, browserBinding, {
      ...cookieOptions(request),
      maxAge: SSO_SIGN_IN_TTL_MS / 1000,
    });
    return { redirectUrl };
  }

  // The signed-in family's own link: only its owner, signed in with its password (and code), starts one.
  app.get(
    SSO_API.link,
    { config: familyAccess, schema: { response: { 200: ssoLinkStatusSchema, ...deniedResponses } } },
    async (request) => ssoSignIn.linkStatus(currentUser(request).id),
  );
  app.post(
    SSO_API.link,
    {
      // Each start asks the provider for its metadata and keeps a row: limited as the public start is.
      config: { ...familyAccess, rateLimit: limited("sso-link").rateLimit },
      preHandler: async (request) => {
        await perAccount.hit(`sso-link:${currentUser(request).id}`);
      },
      schema: {
        body: ssoLinkBodySchema,
        response: { 200: ssoStartResponseSchema, ...errorResponses(400, 429), ...deniedResponses },
      },
    },
    async (request, reply) => {
      // A link lets the provider sign in as this account from then on: confirmed as an e-mail change is
      // (the same check), with the two-factor code too where the account has one.
      const account = currentUser(request);
      await credentials.requireCurrentPassword(account, request.body.currentPassword);
      await twoFactor.requireCode(account, request.body.code);
      return sendToProvider(request, reply, await ssoSignIn.startLink(account.id));
    },
  );
  app.delete(
    SSO_API.link,
    { config: familyAccess, schema: { response: { 200: ssoLinkStatusSchema, ...deniedResponses } } },
    async (request) => ssoSignIn.unlink(currentUser(request).id),
  );

  const refused = (reply: FastifyReply, code: string, linking: boolean) =>
    reply.redirect(
      `${linking ? paths.account : "/auth"}?${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`,
      303,
    );

  app.get(
    SSO_API.callback,
    {
      config: limited("sso-callback"),
      schema: {
        description:
          "Where the organisation's identity provider sends the browser back (`code`, `state`, `iss`, or `error`). Redirects (303) to the role's home once signed in, or to `/auth?sso_error=<code>` with no session; after a link started from Profile Settings, to `/account?sso_linked=1` or `/account?sso_error=<code>`.",
        querystring: ssoCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
      const outcome = await ssoSignIn.finish(query, request.cookies[SSO_BINDING_COOKIE]);
      reply.clearCookie(SSO_BINDING_COOKIE, cookieOptions(request));
      if (!outcome.ok) {
        // A refused link is not a sign-in: the account's history records only sign-ins.
        if (outcome.userId !== undefined && !outcome.linking) signIn.record(outcome.userId, false, request);
        request.log.info({ ssoError: outcome.error }, "sign-in with the organisation refused");
        return refused(reply, outcome.error, outcome.linking);
      }
      // A link made: the family is already signed in (it started the link from its session).
      if (outcome.linking) return reply.redirect(`${paths.account}?${SSO_LINKED_PARAM}=1`, 303);
      await startSession(loginSessions, request, reply, outcome.user.id);
      signIn.record(outcome.user.id, true, request);
      return reply.redirect(homePathForRole(outcome.user.role), 303);
    },
  );
});
