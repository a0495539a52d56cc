/**
 * The housekeeping job of the server process: a first run shortly after the start,
 * then every 15 minutes. Its timers are unref'd (they never keep the process alive) and stop when the
 * app closes; a run still going when it closes is awaited, so the database is not closed under it. Every
 * server runs the job, but one at a time: a run finding another server's run under way is skipped
 * (decision 033).
 */
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";
import type { FileStorage } from "../files/files.storage.ts";
import type { HousekeepingCounts, HousekeepingRepository } from "./housekeeping.repository.ts";

/**
 * A pass's counts: the rows each statement removed, the uploads deleted with their stored files and, when
 * the job acts on leavers, the leavers whose date it acted on.
 */
export type HousekeepingPassCounts = HousekeepingCounts & { unattachedUploads: number; leavers?: number };

/** Unattached uploads are deleted this many at a time, each batch one transaction... */
const UPLOAD_BATCH = 100;
/** ...and at most this many batches a pass, so a backlog is worked off over a few passes, not in one. */
const UPLOAD_BATCHES_PER_PASS = 20;

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;
export const HOUSEKEEPING_FIRST_RUN_MS = 30 * 1000;

/** The advisory lock's name: one housekeeping run at a time across every server on the database. */
export const HOUSEKEEPING_LOCK = "tuition:housekeeping";

type RunAlone = DatabaseHandle["runAlone"];
const runHere: RunAlone = async (_name, work) => ({ ran: true, value: await work() });

/** How often the embedded database's planner statistics are gathered again (decision 042). */
export const STATISTICS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * `runAlone` keeps runs on several servers apart (DatabaseHandle.runAlone); without it, runs here.
 * `gatherStatistics`: the database runs no autovacuum (the embedded one, PGlite), so a run also gathers the
 * planner's statistics (`analyze`), the first run and then at most once an hour; without them PostgreSQL
 * plans every read from default guesses (decision 042). A PostgreSQL server's autovacuum does this itself.
 * `files`: the storage uploads are kept in; with it, a run also deletes the uploads nothing took within
 * 24 hours, stored file and record (decision 045). `leavers`: acts on the leavers whose date has come by
 * the pass's time (the leavers' service's `processDue`, bounded per pass; decision 056).
 */
export function createHousekeepingJob(
  repo: HousekeepingRepository,
  log: FastifyBaseLogger,
  runAlone: RunAlone = runHere,
  {
    gatherStatistics = false,
    files,
    leavers,
  }: { gatherStatistics?: boolean; files?: FileStorage; leavers?: (now: Date) => Promise<number> } = {},
) {
  let running: Promise<HousekeepingPassCounts | null> | null = null;
  let statisticsGatheredAt = Number.NEGATIVE_INFINITY;

  /** Deletes each stored file; answers the keys deleted (or already gone), logging any it could not delete. */
  async function deleteStoredFiles(storage: FileStorage, keys: string[]) {
    const deleted: string[] = [];
    for (const key of keys) {
      try {
        await storage.delete(key);
        deleted.push(key);
      } catch (error) {
        log.error(
          { err: error, key },
          "housekeeping: could not delete an unattached upload; kept for the next pass",
        );
      }
    }
    return deleted;
  }

  async function deleteUnattachedUploads(now: Date) {
    if (!files) return 0;
    let deleted = 0;
    for (let batch = 0; batch < UPLOAD_BATCHES_PER_PASS; batch++) {
      const outcome = await repo.deleteUnattachedUploads(
        now,
        (keys) => deleteStoredFiles(files, keys),
        UPLOAD_BATCH,
      );
      deleted += outcome.deleted;
      if (outcome.found < UPLOAD_BATCH || outcome.deleted === 0) break;
    }
    return deleted;
  }

  async function pass(now: Date): Promise<HousekeepingPassCounts> {
    const purged: HousekeepingPassCounts = {
      ...(await repo.purge(now)),
      unattachedUploads: await deleteUnattachedUploads(now),
    };
    if (leavers) purged.leavers = await leavers(now);
    if (gatherStatistics && now.getTime() - statisticsGatheredAt >= STATISTICS_INTERVAL_MS) {
      await repo.gatherStatistics();
      statisticsGatheredAt = now.getTime();
      log.info({ statistics: "gathered" }, "housekeeping: planner statistics gathered");
    }
    return purged;
  }

  /**
   * One pass (joined by a call while one is running); its counts are logged and answered. A pass that
   * another server is running already answers null, as does a failure (logged); the next pass tries again.
   */
  function runOnce(now = new Date()) {
    running ??= runAlone(HOUSEKEEPING_LOCK, () => pass(now))
      .then((outcome) => {
        if (!outcome.ran) {
          log.info("housekeeping: another server is running it; skipped");
          return null;
        }
        log.info({ purged: outcome.value }, "housekeeping");
        return outcome.value;
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
