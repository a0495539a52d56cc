/**
 * A fixed-window counter per key, for the per-username sign-in limit. @fastify/rate-limit runs only one
 * limiter per request (it marks the request once its first limiter has run), so the per-address route
 * limit and a second per-username limiter cannot both come from it.
 */
import type { RateLimitRule } from "../../context.ts";
import { AppError } from "../../errors.ts";

/** Entries kept before expired ones are swept, so the map cannot grow without bound. */
const SWEEP_AT = 10_000;

function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function createAttemptLimiter(
  rule: RateLimitRule,
  now: () => number = Date.now,
  /** The refusal's text for a wait such as "3 minutes" (sign-in attempts by default). */
  refusal: (wait: string) => string = (wait) => `Too many attempts. Please wait ${wait} and try again.`,
) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
  }

  /** Counts one attempt for the key; its window. */
  function count(key: string, at: number) {
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= at) {
      if (windows.size >= SWEEP_AT) sweep(at);
      entry = { count: 0, resetAt: at + rule.timeWindow };
      windows.set(key, entry);
    }
    entry.count++;
    return entry;
  }

  return {
    /** Counts one attempt for the key; false once the rule's max is passed (for a refusal that must stay silent). */
    allows(key: string): boolean {
      return count(key, now()).count <= rule.max;
    },

    /** Counts one attempt for the key; throws 429 with Retry-After once the rule's max is passed. */
    hit(key: string) {
      const at = now();
      const entry = count(key, at);
      if (entry.count > rule.max) {
        const waitMs = entry.resetAt - at;
        throw new AppError(429, refusal(describeWait(waitMs)), "RATE_LIMITED", {
          "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))),
        });
      }
    },
  };
}
