/**
 * The housekeeping job of the server process (issue 14 item 12): a first run shortly after the start,
 * then every 15 minutes. Its timers are unref'd (they never keep the process alive) and stop when the
 * app closes; a run still going when it closes is awaited, so the database is not closed under it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { createHousekeepingRepository, type HousekeepingCounts } from "./housekeeping.repository.ts";

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;
export const HOUSEKEEPING_FIRST_RUN_MS = 30 * 1000;

export function createHousekeeping(db: Database, log: FastifyBaseLogger) {
  const repo = createHousekeepingRepository(db);
  let running: Promise<HousekeepingCounts | null> | null = null;

  /**
   * One pass (joined by a call while one is running); its counts are logged and answered. A failure is
   * logged, answers null, and the next pass tries again.
   */
  function runOnce(now = new Date()) {
    running ??= repo
      .purge(now)
      .then((counts) => {
        log.info({ purged: counts }, "housekeeping");
        return counts;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "housekeeping failed");
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let first: NodeJS.Timeout | null = null;
  let every: NodeJS.Timeout | null = null;
  return {
    runOnce,
    start(firstRunMs = HOUSEKEEPING_FIRST_RUN_MS, intervalMs = HOUSEKEEPING_INTERVAL_MS) {
      first = setTimeout(() => void runOnce(), firstRunMs).unref();
      every = setInterval(() => void runOnce(), intervalMs).unref();
    },
    async stop() {
      if (first) clearTimeout(first);
      if (every) clearInterval(every);
      first = every = null;
      await running;
    },
  };
}
