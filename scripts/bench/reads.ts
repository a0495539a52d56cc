/**
 * What the read benchmarks share: filling a database in chunks, and loading each read at 50
 * connections with autocannon (p99, p50, requests per second, answer size).
 */
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 5;

/** Inserts `rows` a chunk at a time (one statement per chunk keeps PGlite's memory flat). */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Loads each read in turn and prints its figures; a read the server does not offer is reported as such. */
export async function measureReads(baseUrl: string, cookie: string, reads: string[], who: string) {
  const headers = { cookie, accept: "application/json" };
  for (const read of reads) {
    const probe = await fetch(`${baseUrl}${read}`, { headers });
    const body = await probe.arrayBuffer();
    if (probe.status === 404) {
      console.log(`GET ${read}: not offered by the server yet (404)`);
      continue;
    }
    if (probe.status !== 200) throw new Error(`GET ${read} answered ${probe.status}`);
    const result = await autocannon({
      url: `${baseUrl}${read}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `GET ${read} as ${who}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s: p99 ${result.latency.p99} ms, ` +
        `p50 ${result.latency.p50} ms, ${result.requests.average.toFixed(0)} req/s, ` +
        `${(body.byteLength / 1024).toFixed(0)} KB per answer, ${failed} not 2xx/errors`,
    );
  }
}
