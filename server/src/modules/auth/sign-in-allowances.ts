/**
 * Sign-in limits count failures only (DECISIONS.md "Sign-in limits count failures", decision 051). Every
 * attempt still takes one from each allowance it falls under before its password or code is checked — so
 * simultaneous guesses can never get past a limit, and a refused attempt counts as it always did — and the
 * request keeps what it took; a sign-in that succeeds gives all of it back, so a whole office behind one
 * address, or one person signing in all day, never uses up an allowance.
 */
import type { FastifyRequest } from "fastify";
import type { createAttemptLimiter, TakenAttempt } from "../rate-limits/attempt-limiter.service.ts";

type Limiter = Pick<ReturnType<typeof createAttemptLimiter>, "take" | "giveBack">;

export function createSignInAllowances() {
  const taken = new WeakMap<FastifyRequest, { limiter: Limiter; attempt: TakenAttempt }[]>();

  return {
    /** Takes one attempt of `limiter`'s allowance for `key` on behalf of the request (429 past it). */
    async take(request: FastifyRequest, limiter: Limiter, key: string): Promise<void> {
      const attempt = await limiter.take(key);
      const list = taken.get(request) ?? [];
      list.push({ limiter, attempt });
      taken.set(request, list);
    },

    /** The request signed in: every attempt it took is given back. */
    async giveBack(request: FastifyRequest): Promise<void> {
      const list = taken.get(request) ?? [];
      taken.delete(request);
      for (const { limiter, attempt } of list) await limiter.giveBack(attempt);
    },
  };
}

/**
 * The API document's note on the sign-in steps (in place of the route limits' generic one): what they
 * count, and that a success is not counted.
 */
export const SIGN_IN_LIMITS_NOTE =
  "Rate limited: failed attempts from one address, and for one account, answer 429 past their limits; a sign-in that succeeds is not counted.";
