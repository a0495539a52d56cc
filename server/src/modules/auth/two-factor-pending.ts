/**
 * The step between the password and the code: after a right password for an account with two-factor on,
 * no session starts; an httpOnly cookie holds a sealed, five-minute token naming the account, which only
 * POST /api/login/two-factor reads (its path) and which cannot be made or changed without APP_SECRET.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

export const TWO_FACTOR_COOKIE = "two_factor";
const COOKIE_PATH = "/api/login";
const PENDING_MS = 5 * 60 * 1000;
const BOUND = "two-factor-pending";

function cookieOptions(request: FastifyRequest) {
  const secure = request.protocol === "https" || request.server.deps.config.appUrl.startsWith("https:");
  return { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure } as const;
}

export function startPendingSignIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const token = request.server.deps.secretBox.seal(
    "two-factor-pending",
    JSON.stringify({ userId, expiresAt: Date.now() + PENDING_MS }),
    BOUND,
  );
  reply.setCookie(TWO_FACTOR_COOKIE, token, { ...cookieOptions(request), maxAge: PENDING_MS / 1000 });
}

/** The account of a pending sign-in still within its five minutes, or null. */
export function pendingSignInUserId(request: FastifyRequest): number | null {
  const token = request.cookies[TWO_FACTOR_COOKIE];
  if (!token) return null;
  const text = request.server.deps.secretBox.open("two-factor-pending", token, BOUND);
  if (!text) return null;
  const pending = JSON.parse(text) as { userId?: unknown; expiresAt?: unknown };
  if (typeof pending.userId !== "number" || typeof pending.expiresAt !== "number") return null;
  return pending.expiresAt > Date.now() ? pending.userId : null;
}

export function endPendingSignIn(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(TWO_FACTOR_COOKIE, cookieOptions(request));
}
