/**
 * A fixed-window counter per key, for the per-username sign-in limit and the other per-account limits
 * (messages, recovery and confirmation e-mails, password guesses through a session). @fastify/rate-limit
 * runs only one limiter per request (it marks the request once its first limiter has run), so the
 * per-address route limit and a second per-username limiter cannot both come from it. The counts live in
 * PostgreSQL (decision 031), so every app server counts the same attempts.
 */
import type { RateLimitRule } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { createRateLimitsRepository } from "../rate-limits/rate-limits.repository.ts";

function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function createAttemptLimiter(
  db: Database,
  rule: RateLimitRule,
  /** The refusal's text for a wait such as "3 minutes" (sign-in attempts by default). */
  refusal: (wait: string) => string = (wait) => `Too many attempts. Please wait ${wait} and try again.`,
) {
  const counters = createRateLimitsRepository(db);
  // Apart from the route limits' counters ("route:…"): callers' keys name their limit ("login-user:…").
  const count = (key: string) => counters.hit(`attempt:${key}`, rule.timeWindow);

  return {
    /** Counts one attempt for the key; false once the rule's max is passed (for a refusal that must stay silent). */
    async allows(key: string): Promise<boolean> {
      return (await count(key)).count <= rule.max;
    },

    /** Counts one attempt for the key; throws 429 with Retry-After once the rule's max is passed. */
    async hit(key: string): Promise<void> {
      const { count: attempts, resetInMs } = await count(key);
      if (attempts > rule.max) {
        throw new AppError(429, refusal(describeWait(resetInMs)), "RATE_LIMITED", {
          "retry-after": String(Math.max(1, Math.ceil(resetInMs / 1000))),
        });
      }
    },
  };
}
