/**
 * Loads the signed-in user from the session cookie and enforces every route's access rule.
 * Every /api route must declare `config.access`; registering one without it fails at start-up.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRole } from "#shared/schemas/users.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { passwordChangeRequired } from "../modules/auth/auth.errors.ts";
import {
  createSessionsRepository,
  SESSION_MAX_MS,
  type SessionsRepository,
  type SessionUser,
} from "../modules/auth/sessions.repository.ts";
import { companyAccessEnded } from "../modules/users/users.repository.ts";
import { isApiRequest } from "./api-request.ts";

export const SESSION_COOKIE = "sid";

export type Access = "public" | "signed-in" | readonly UserRole[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the account must still replace a temporary password. */
    allowWhilePasswordChangeRequired?: boolean;
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

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
  });
}

/** Signs the user in on this browser: the session it presented (if any) ends and a new one starts. */
export async function startSession(
  sessionsRepo: SessionsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await sessionsRepo.deleteByToken(previous);
  const { token } = await sessionsRepo.create(userId);
  setSessionCookie(request, reply, token);
}

/** The signed-in user, for handlers behind a non-public access rule. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

async function sessionPlugin(app: FastifyInstance) {
  const sessionsRepo = createSessionsRepository(app.deps.database.db);
  app.decorateRequest("auth", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no access rule (config.access)`);
    const allowPending = route.config?.allowWhilePasswordChangeRequired === true;
    const guard = async (request: FastifyRequest) => {
      const user = request.auth?.user;
      // A temporary password holds back every call but the few that let the account replace it,
      // public ones included (DECISIONS.md: "the API refuses every other call").
      if (user?.mustChangePassword && !allowPending) throw passwordChangeRequired();
      if (access === "public") return;
      if (!user) throw unauthorized();
      if (access !== "signed-in" && !access.includes(user.role)) throw forbidden();
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await sessionsRepo.findActive(token);
    if (!found?.user.isActive || companyAccessEnded(found.user)) {
      if (found) await sessionsRepo.delete(found.sessionId);
      clearSessionCookie(request, reply);
      return;
    }
    request.auth = found;
  });
}

export default fp(sessionPlugin, { name: "session", dependencies: ["@fastify/cookie"] });
