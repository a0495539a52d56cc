/**
 * Rate-limit counters in PostgreSQL (decision 031), shared by every app server: a hit is one
 * atomic upsert, so concurrent hits on any servers are counted exactly once each. Windows are measured on
 * the database's clock, so app servers whose clocks differ still agree on when a window ends.
 *
 * A hit commits without waiting for its WAL flush (`synchronous_commit` off for that statement's own
 * transaction only): a crash of the database may forget the last few hits, which only lets a client a
 * few attempts more, and a hit costs ~0.4 ms instead of ~3 ms on PostgreSQL (decision 031). So `hit` is
 * never to run inside a transaction that writes anything else.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rateLimitCounters } from "./rate-limits.table.ts";

/** A key's count in its current window and the time left until the window ends. */
export type RateLimitCount = { count: number; resetInMs: number };

/**
 * One hit as counted: its key and the window it was counted in (the window's end, exactly as stored), so
 * it can be given back to that window and no later one (decision 051).
 */
export type CountedHit = RateLimitCount & { key: string; window: string };

export function createRateLimitsRepository(db: Database) {
  const windowEnd = (windowMs: number) =>
    sql`now() + ${Math.max(1, Math.trunc(windowMs))}::double precision * interval '1 millisecond'`;
  const msLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))::bigint`;

  return {
    /**
     * Counts one hit for the key: the first hit, or the first after the window ended, starts a window of
     * `windowMs` at 1; any other adds 1. One statement (never read-then-write).
     */
    async hit(key: string, windowMs: number): Promise<CountedHit> {
      const expired = sql`${rateLimitCounters.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({
          key,
          // 1, and (set_config is local to this statement's transaction) no wait for the WAL flush.
          count: sql`(select 1 from set_config('synchronous_commit', 'off', true))`,
          resetAt: windowEnd(windowMs),
        })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            // Capped so a flood can never overflow the integer column.
            count: sql`case when ${expired} then 1 else least(${rateLimitCounters.count} + 1, 2147483647) end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        // At most the window: a hit whose transaction began before the one that opened the window reads
        // that window's end from its own earlier now(), a fraction of a millisecond more than the window.
        .returning({
          count: rateLimitCounters.count,
          resetInMs: sql<number>`least(${Math.max(1, Math.trunc(windowMs))}, ${msLeft})`.mapWith(Number),
          window: sql<string>`${rateLimitCounters.resetAt}::text`,
        });
      if (!row) throw new Error("rate-limit counter upsert returned no row");
      return { ...row, key };
    },

    /**
     * Takes a hit back off its counter (a sign-in that succeeded, decision 051): one less, never below 0,
     * and only in the window it was counted in — once that window has ended, the hit is gone already and a
     * new window's count is another client's. One statement, without waiting for the WAL flush, as `hit`.
     */
    async giveBack(hit: Pick<CountedHit, "key" | "window">): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({
          count: sql`greatest(${rateLimitCounters.count} - 1, 0) + (select 0 from set_config('synchronous_commit', 'off', true))`,
        })
        .where(
          sql`${rateLimitCounters.key} = ${hit.key} and ${rateLimitCounters.resetAt} = ${hit.window}::timestamptz`,
        );
    },

    /** The key's count in its current window without counting a hit (0 once the window has ended). */
    async read(key: string): Promise<RateLimitCount> {
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetInMs: msLeft.mapWith(Number) })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > now()`);
      return row ?? { count: 0, resetInMs: 0 };
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
