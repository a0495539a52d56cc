/**
 * The @fastify/rate-limit store that keeps its counters in PostgreSQL (decision 031) instead of each
 * process's memory, so a route's limit counts across every app server. Each route gets its own counters
 * (the route's method and path lead the key), as the plugin's per-route in-memory stores had.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimitsRepository } from "./rate-limits.repository.ts";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** What the plugin passes to `child`: the route's merged limit options, the route itself under `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** The counter name of a route: "route:POST /api/login". */
function routeName(options: ChildOptions): string {
  const method = options.routeInfo?.method;
  const url = options.routeInfo?.url;
  if (!method || !url) return "route:custom";
  return `route:${Array.isArray(method) ? method.join(",") : method} ${url}`;
}

/** A store class for `@fastify/rate-limit`'s `store` option, counting on these shared counters. */
export function sharedRateLimitStore(counters: RateLimitsRepository): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #name: string;

    constructor(_options: unknown, name = "route:global") {
      this.#name = name;
    }

    /** Counts one hit; a database failure goes to the plugin, which fails the request with it. */
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${this.#name}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The count without a hit (the plugin's `createRateLimit` with `{ increment: false }`). */
    read(key: string, callback: Callback) {
      counters.read(`${this.#name}:${key}`).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(options, routeName(options as ChildOptions));
    }
  }
  return SharedRateLimitStore;
}
