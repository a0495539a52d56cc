/**
 * A fixed-window counter per key, for the per-username sign-in limit and the other per-account limits
 * (messages, recovery and confirmation e-mails, password guesses through a session). @fastify/rate-limit
 * runs only one limiter per request (it marks the request once its first limiter has run), so the
 * per-address route limit and a second per-username limiter cannot both come from it. The counts live in
 * PostgreSQL (decision 031), so every app server counts the same attempts.
 *
 * Sign-in limits count failures only (decision 051): `take` counts an attempt before its password or code
 * is checked, as `hit` does — so simultaneous guesses never get past a limit — and returns it, so a sign-in
 * that succeeds gives it back (`giveBack`).
 */
import type { RateLimitRule } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { CountedHit, RateLimitsRepository } from "./rate-limits.repository.ts";

/** An attempt counted by `take`, to give back if it succeeds. */
export type TakenAttempt = Pick<CountedHit, "key" | "window">;

function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function createAttemptLimiter(
  counters: RateLimitsRepository,
  rule: RateLimitRule,
  /** The refusal's text for a wait such as "3 minutes" (sign-in attempts by default). */
  refusal: (wait: string) => string = (wait) => `Too many attempts. Please wait ${wait} and try again.`,
  /**
   * What the counters' keys start with: apart from the route limits' counters ("route:…"), callers' keys
   * name their limit ("login-user:…"). The sign-in routes' per-address limits keep the route limits' names.
   */
  prefix = "attempt:",
) {
  const count = (key: string) => counters.hit(`${prefix}${key}`, rule.timeWindow);
  const refuse = (resetInMs: number) =>
    new AppError(429, refusal(describeWait(resetInMs)), "RATE_LIMITED", {
      "retry-after": String(Math.max(1, Math.ceil(resetInMs / 1000))),
    });

  return {
    /** Counts one attempt for the key; false once the rule's max is passed (for a refusal that must stay silent). */
    async allows(key: string): Promise<boolean> {
      return (await count(key)).count <= rule.max;
    },

    /** Counts one attempt for the key; throws 429 with Retry-After once the rule's max is passed. */
    async hit(key: string): Promise<void> {
      const { count: attempts, resetInMs } = await count(key);
      if (attempts > rule.max) throw refuse(resetInMs);
    },

    /**
     * Counts one attempt for the key as `hit` does (429 once the max is passed, the refused attempt still
     * counted) and returns it, for `giveBack` if the attempt succeeds.
     */
    async take(key: string): Promise<TakenAttempt> {
      const counted = await count(key);
      if (counted.count > rule.max) throw refuse(counted.resetInMs);
      return { key: counted.key, window: counted.window };
    },

    /** Gives a taken attempt back to the window it was counted in: a success leaves no trace. */
    async giveBack(attempt: TakenAttempt): Promise<void> {
      await counters.giveBack(attempt);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
