/**
 * Mail delivery across servers (decision 032), with real app servers on one PostgreSQL server and a real
 * SMTP receiver: a refused e-mail arrives on the third try, sent once however many servers work the queue,
 * and mail left pending by a server that was killed is sent by another.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres, startServer, stopAll } from "../../test/cluster.ts";
import { startSmtpReceiver } from "./test-smtp-receiver.ts";

let postgres: PostgresServer;

beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(stopAll);

/** A Partner With Us enquiry: its notification e-mail goes to the brand's support address. */
async function postEnquiry(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Casey Buyer",
      companyName: "Queue Test Ltd",
      role: "Benefits Manager",
      email: "casey@queue-test.example",
      phone: "+44 20 7946 0000",
      companySize: "50-249",
    }),
  });
  expect(response.status).toBe(201);
}

/** The outbox rows of e-mails to `to`, read straight from PostgreSQL. */
async function outboxRows(databaseUrl: string, to: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ status: string; attempts: number; text: string; claimed: boolean }>(
      'select status, attempts, text, locked_until is not null as claimed from email_outbox where "to" = $1',
      [to],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

const poll = { timeout: 120_000, interval: 100 };

describe("the mail queue across servers", () => {
  it("delivers an e-mail the receiver refused twice on its third try, once, with two servers working the queue", async () => {
    const databaseUrl = await postgres.createDatabase("mail_retry");
    const smtp = await startSmtpReceiver();
    const support = "support@retry.example";
    smtp.refuseNext(support, 2);
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: "300",
      BRAND_SUPPORT_EMAIL: support,
    };
    const [first] = await Promise.all([startServer({ env }), startServer({ env })]);
    try {
      await postEnquiry(first!.baseUrl);
      await expect
        .poll(
          () => smtp.attempts.filter((attempt) => attempt.to === support && attempt.accepted).length,
          poll,
        )
        .toBe(1);
      await expect.poll(async () => (await outboxRows(databaseUrl, support))[0]?.status, poll).toBe("sent");
      const [row] = await outboxRows(databaseUrl, support);
      expect(row).toMatchObject({ status: "sent", attempts: 3, text: "" });
      // Three tries in all, whichever server made each: refused, refused, accepted — and one e-mail received.
      expect(
        smtp.attempts.filter((attempt) => attempt.to === support).map((attempt) => attempt.accepted),
      ).toEqual([false, false, true]);
      expect(smtp.received.filter((raw) => raw.includes("Queue Test Ltd"))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("sends the mail a killed server left pending from another server", async () => {
    const databaseUrl = await postgres.createDatabase("mail_failover");
    // The first server's mail relay refuses everything, so only the second server can deliver the e-mail.
    const refusing = await startSmtpReceiver();
    const accepting = await startSmtpReceiver();
    const support = "support@failover.example";
    refusing.refuseNext(support, 1_000);
    const env = { DATABASE_URL: databaseUrl, BRAND_SUPPORT_EMAIL: support };
    try {
      // Its refused first try is retried 5 s later: time enough to kill it between tries.
      const first = await startServer({
        env: { ...env, SMTP_URL: refusing.url, MAIL_RETRY_BASE_MS: "5000" },
      });
      await postEnquiry(first.baseUrl);
      await expect
        .poll(async () => {
          const [row] = await outboxRows(databaseUrl, support);
          return row !== undefined && row.attempts >= 1 && !row.claimed;
        }, poll)
        .toBe(true);
      await first.kill("SIGKILL");
      const [left] = await outboxRows(databaseUrl, support);
      expect(left!.status).toBe("pending");
      expect(accepting.received).toHaveLength(0);

      await startServer({ env: { ...env, SMTP_URL: accepting.url, MAIL_RETRY_BASE_MS: "300" } });
      await expect.poll(async () => (await outboxRows(databaseUrl, support))[0]?.status, poll).toBe("sent");
      expect(accepting.received.filter((raw) => raw.includes("Queue Test Ltd"))).toHaveLength(1);
    } finally {
      await refusing.close();
      await accepting.close();
    }
  });
});
