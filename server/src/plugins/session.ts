/**
 * Loads the signed-in user from the session cookie (through the session cache, decision 034) and enforces
 * every route's access rule. Every /api route must declare `config.access`; registering one without it
 * fails at start-up.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_HINT_COOKIE } from "#shared/config/session-hint.ts";
import type { UserRole } from "#shared/schemas/users.ts";
import { forbidden, unauthorized } from "../errors.ts";
import type { SessionUser, TeachingUser } from "../http/session-user.ts";
import { passwordChangeRequired, twoFactorSetupRequired } from "../modules/auth/auth.errors.ts";
import type { LoginSessionsRepository } from "../modules/auth/login-sessions.repository.ts";
import { SESSION_MAX_MS } from "../modules/auth/login-sessions.rules.ts";
import { createSessionCache } from "../modules/auth/session-cache.ts";
import {
  runWithLocalSessionChanges,
  type SessionChange,
} from "../modules/session-changes/session-changes.service.ts";
import {
  accountAccessEnded,
  twoFactorSetupRequired as mustSetUpTwoFactor,
} from "../modules/users/users.rules.ts";
import { isApiRequest } from "./api-request.ts";

/** The session cookie over plain HTTP (a local install). */
export const SESSION_COOKIE = "sid";
/**
 * The session cookie where the site is served over HTTPS: the `__Host-` prefix makes the browser refuse it
 * unless it is Secure, has Path=/ and no Domain, so no sibling subdomain can plant or shadow it (ASVS 3.4.4).
 */
export const SECURE_SESSION_COOKIE = "__Host-sid";

export type Access = "public" | "signed-in" | readonly UserRole[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the account must still replace a temporary password. */
    allowWhilePasswordChangeRequired?: boolean;
    /** Reachable by an admin who must still turn on two-factor sign-in (REQUIRE_ADMIN_TWO_FACTOR). */
    allowWhileTwoFactorSetupRequired?: boolean;
    /** A "signed-in" route an HR manager may call too (its own account's settings); others refuse it. */
    allowHr?: boolean;
  }
  interface FastifyRequest {
    auth: { sessionId: string; user: SessionUser } | null;
  }
}

/**
 * Secure when this request came over HTTPS, or when the site's public address is HTTPS (behind a
 * TLS-terminating proxy that is not trusted for X-Forwarded-Proto, the request itself looks like HTTP).
 */
function isSecure(request: FastifyRequest): boolean {
  return request.protocol === "https" || request.server.deps.config.appUrl.startsWith("https:");
}

/** The cookie's name for this request: `__Host-sid` over HTTPS, `sid` otherwise. */
function sessionCookieName(request: FastifyRequest): string {
  return isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the browser presented (over HTTPS a `sid` from before the prefix still counts). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)] ?? request.cookies[SESSION_COOKIE];
}

const sessionCookieOptions = (request: FastifyRequest) =>
  ({
    path: "/",
    sameSite: "lax",
    secure: isSecure(request),
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  }) as const;

/** The session cookie, and beside it the hint a public page's scripts read (shared/config/session-hint.ts). */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName(request), token, { ...sessionCookieOptions(request), httpOnly: true });
  setSessionHint(request, reply);
}

/**
 * The hint alone, readable by the page's scripts: set with every new session, and by `GET /api/user` for
 * a session that began before the hint existed.
 */
export function setSessionHint(request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(SESSION_HINT_COOKIE, "1", { ...sessionCookieOptions(request), httpOnly: false });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const options = { path: "/", httpOnly: true, sameSite: "lax", secure: isSecure(request) } as const;
  reply.clearCookie(sessionCookieName(request), options);
  if (sessionCookieName(request) !== SESSION_COOKIE && request.cookies[SESSION_COOKIE]) {
    reply.clearCookie(SESSION_COOKIE, options);
  }
  reply.clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}

/** Signs the user in on this browser: the session it presented (if any) ends and a new one starts. */
export async function startSession(
  loginSessionsRepo: LoginSessionsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const previous = sessionToken(request);
  if (previous) await loginSessionsRepo.deleteByToken(previous);
  const { token } = await loginSessionsRepo.create(userId);
  setSessionCookie(request, reply, token);
}

/**
 * The signed-in user, for handlers behind a non-public access rule that HR managers cannot reach (the
 * session guard refuses them first; this makes the type say so).
 */
export function currentUser(request: FastifyRequest): TeachingUser {
  const user = currentAccount(request);
  if (user.role === "hr") throw forbidden();
  return user as TeachingUser;
}

/** The signed-in account of any role, HR managers included (their own account's calls, `/api/employer/*`). */
export function currentAccount(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

async function sessionPlugin(app: FastifyInstance) {
  const loginSessionsRepo = app.deps.repositories.loginSessions;
  const cache = createSessionCache({ database: app.deps.database, loginSessionsRepo, log: app.log });
  app.addHook("onClose", () => cache.close());
  app.decorateRequest("auth", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no access rule (config.access)`);
    const allowPending = route.config?.allowWhilePasswordChangeRequired === true;
    const allowTwoFactorPending = route.config?.allowWhileTwoFactorSetupRequired === true;
    const allowHr = route.config?.allowHr === true;
    const { requireAdminTwoFactor } = app.deps.config;
    // Checked before the body is read (preParsing): an anonymous or unauthorised caller cannot make the
    // server parse a large body first.
    const guard = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const user = request.auth?.user;
      // A temporary password holds back every call but the few that let the account replace it,
      // public ones included (DECISIONS.md: "the API refuses every other call").
      if (user?.mustChangePassword && !allowPending) throw passwordChangeRequired();
      // REQUIRE_ADMIN_TWO_FACTOR: likewise an admin reaches only the calls that turn two-factor on.
      if (user && !allowTwoFactorPending && mustSetUpTwoFactor(user, requireAdminTwoFactor)) {
        throw twoFactorSetupRequired();
      }
      if (access === "public") return;
      if (!user) throw unauthorized();
      if (access !== "signed-in" && !access.includes(user.role)) throw forbidden();
      // "Signed in" means the teaching side's accounts: an HR manager sees no family's data.
      if (access === "signed-in" && user.role === "hr" && !allowHr) throw forbidden();
      return payload;
    };
    const existing = route.preParsing;
    route.preParsing = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = sessionToken(request);
    if (!token) return;
    const found = await cache.find(token);
    if (!found?.user.isActive || accountAccessEnded(found.user)) {
      if (found) {
        cache.invalidate({ kind: "session", sessionId: found.sessionId });
        await loginSessionsRepo.delete(found.sessionId);
      }
      clearSessionCookie(request, reply);
      return;
    }
    request.auth = found;
  });

  // A change announced while handling a request (a sign-out, a new password, a deactivation…) drops this
  // server's cached copies at once, and once more as the answer goes out: by then the change is committed,
  // so a request that read the old row in between cannot leave it cached. Other servers hear it by NOTIFY.
  const changesOf = new WeakMap<FastifyRequest, SessionChange[]>();
  app.addHook("preHandler", (request, _reply, done) => {
    const changes: SessionChange[] = [];
    changesOf.set(request, changes);
    runWithLocalSessionChanges((change) => {
      cache.invalidate(change);
      changes.push(change);
    }, done);
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    for (const change of changesOf.get(request) ?? []) cache.invalidate(change);
    return payload;
  });
}

export default fp(sessionPlugin, { name: "session", dependencies: ["@fastify/cookie"] });
