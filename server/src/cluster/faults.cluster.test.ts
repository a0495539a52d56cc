/**
 * Faults (decision 033): writes under load while PostgreSQL is stopped and started
 * again. While it is down the API answers 503 quickly (no request hangs) and /healthz says so within a
 * second; once it is back the server serves again by itself within 5 s; every write that was answered 2xx
 * is in the database afterwards; the process never dies.
 */
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, startServer, stopAll } from "../test/cluster.ts";

afterAll(stopAll);

/** No single request may take longer than this, whatever the database does. */
const REQUEST_BOUND_MS = 10_000;
/** The bound on recovery: the first 2xx after the database is back. */
const RECOVERY_BOUND_MS = 5_000;
const WRITERS = 4;
/** Each writer stops by itself after this many requests, whatever happens. */
const MAX_REQUESTS_PER_WRITER = 3_000;

type Outcome = { companyName: string; status: number; sentAt: number; answeredAt: number };

const until = async (condition: () => boolean, what: string, timeoutMs = 60_000) => {
  const since = performance.now();
  while (!condition()) {
    if (performance.now() - since > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("PostgreSQL stopped and started again under a load of writes", () => {
  it("answers 503 quickly while it is down, recovers within 5 s, and keeps every acknowledged write", async () => {
    const postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("faults");
    const server = await startServer({
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: "0", RATE_LIMIT_MULTIPLIER: "10000" },
    });

    const outcomes: Outcome[] = [];
    let stopWriting = false;
    const write = async (companyName: string): Promise<Outcome> => {
      const sentAt = performance.now();
      let status: number;
      try {
        const response = await fetch(`${server.baseUrl}/api/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            fullName: "Morgan Lee",
            companyName,
            role: "HR Director/VP",
            email: "morgan@bigco.example",
            phone: "+44 20 7946 0000",
            companySize: "250+",
          }),
          signal: AbortSignal.timeout(REQUEST_BOUND_MS),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0; // no answer within the bound, or the connection failed
      }
      return { companyName, status, sentAt, answeredAt: performance.now() };
    };
    const writers = Array.from({ length: WRITERS }, async (_unused, writer) => {
      for (let n = 0; n < MAX_REQUESTS_PER_WRITER && !stopWriting; n++) {
        outcomes.push(await write(`Fault test ${writer}-${n}`));
      }
    });
    const count = (status: number, after = 0) =>
      outcomes.filter((outcome) => outcome.status === status && outcome.sentAt >= after).length;

    try {
      await until(() => count(201) >= 40, "40 writes before the fault");

      await postgres.stop();
      const downSince = performance.now();
      await until(() => count(503, downSince) >= 20, "20 answers while PostgreSQL is down");
      const healthStarted = performance.now();
      const health = await fetch(`${server.baseUrl}/healthz`, {
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      });
      const healthMs = performance.now() - healthStarted;
      expect(health.status).toBe(503);

      const upSince = performance.now();
      await postgres.start();
      const startedAt = performance.now();
      await until(() => count(201, startedAt) >= 40, "40 writes after PostgreSQL is back");
      stopWriting = true;
      await Promise.all(writers);

      // While it was down (sent after the stop, answered before the start began): only quick 503s.
      const whileDown = outcomes.filter((o) => o.sentAt >= downSince && o.answeredAt <= upSince);
      expect(whileDown.length).toBeGreaterThanOrEqual(20);
      expect(new Set(whileDown.map((o) => o.status))).toEqual(new Set([503]));
      const slowestDownMs = Math.max(...whileDown.map((o) => o.answeredAt - o.sentAt));

      // Nothing but 201 and 503, ever: no 500, and no request without an answer within the bound.
      expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([201, 503]));

      const firstAfter = outcomes
        .filter((o) => o.status === 201 && o.answeredAt >= startedAt)
        .sort((a, b) => a.answeredAt - b.answeredAt)[0]!;
      const recoveryMs = firstAfter.answeredAt - startedAt;
      console.log(
        `fault test: ${outcomes.length} writes (${count(201)} × 201, ${count(503)} × 503); while down ${whileDown.length} answers, slowest ${slowestDownMs.toFixed(0)} ms; /healthz 503 in ${healthMs.toFixed(0)} ms; first 201 ${recoveryMs.toFixed(0)} ms after PostgreSQL was ready`,
      );
      expect(healthMs).toBeLessThan(1_000);
      expect(recoveryMs).toBeLessThan(RECOVERY_BOUND_MS);

      // Every acknowledged write is stored.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const stored = new Set(
          (await client.query<{ company_name: string }>("select company_name from enquiries")).rows.map(
            (row) => row.company_name,
          ),
        );
        const lost = outcomes.filter((o) => o.status === 201 && !stored.has(o.companyName));
        expect(lost).toEqual([]);
      } finally {
        await client.end();
      }

      // The same process serves on.
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      expect(server.output()).not.toMatch(/unhandled|uncaught/i);
    } finally {
      stopWriting = true;
      await Promise.all(writers);
    }
  });
});
