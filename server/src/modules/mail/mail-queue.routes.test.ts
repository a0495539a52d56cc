/**
 * The outbox as a durable mail queue (decision 032), on PGlite and on a PostgreSQL server: claims never
 * hand one e-mail to two workers, a refused try is retried with back-off and marked failed after the last,
 * and an admin can see failed e-mails and put one back in the queue.
 */
import { Writable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailDeliverySchema } from "#shared/schemas/mail.ts";
import { emailOutbox } from "../../db/schema.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { createMailer, MAX_ATTEMPTS, type Mailer, RETRY_STEPS, retryDelayMs } from "./mailer.ts";
import { createOutboxRepository } from "./outbox.repository.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./test-smtp-receiver.ts";

let t: TestContext;
let smtp: SmtpReceiver;
const mailers: Mailer[] = [];
const HOUR = 3_600_000;
const content = (subject: string) => ({ subject, html: `<p>${subject}</p>`, text: subject });

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  for (const mailer of mailers) await mailer.stop();
  await t?.close();
  await smtp?.close();
});

/** A mailer on the test database that sends to the test receiver; retries wait an hour (made due by hand). */
function queueMailer(overrides: { leaseMs?: number } = {}) {
  const mailer = createMailer({
    outbox: createOutboxRepository(t.db),
    smtpUrl: smtp.url,
    from: "Tests <tests@example.org>",
    log: t.app.log,
    retryBaseMs: HOUR,
    ...overrides,
  });
  mailers.push(mailer);
  return mailer;
}

async function outboxRow(to: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return row;
}

/** Seconds between when the e-mail was recorded and its next try (stored by the database). */
async function secondsUntilNextTry(to: string) {
  const [row] = await t.db
    .select({ seconds: sql<number>`extract(epoch from ${emailOutbox.nextAttemptAt} - now())::float8` })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to));
  return Number(row!.seconds);
}

async function makeDue(to: string) {
  await t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.to, to));
}

describe("claiming due e-mails", () => {
  it("hands each due e-mail to one claimer only, however many claim at once", async () => {
    const rows = await t.db
      .insert(emailOutbox)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          to: `claim${index}@queue.example`,
          kind: "test",
          ...content(`Claim ${index}`),
        })),
      )
      .returning({ id: emailOutbox.id });
    const made = new Set(rows.map((row) => row.id));
    // Eight claimers side by side (on PostgreSQL each on its own pooled connection), five e-mails each.
    const claimers = Array.from({ length: 8 }, () => createOutboxRepository(t.db));
    const claims = await Promise.all(claimers.map((claimer) => claimer.claimDue(5, 60_000)));
    const claimed = claims
      .flat()
      .map((email) => email.id)
      .filter((id) => made.has(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    // What a round left unclaimed (none on PostgreSQL unless rows were skipped as locked) is claimed next.
    const again = (await createOutboxRepository(t.db).claimDue(100, 60_000))
      .map((email) => email.id)
      .filter((id) => made.has(id));
    expect(again.filter((id) => claimed.includes(id))).toEqual([]);
    expect(new Set([...claimed, ...again])).toEqual(made);
    // Every one is now held by a lease: nothing more to claim.
    expect(
      (await createOutboxRepository(t.db).claimDue(100, 60_000)).filter((email) => made.has(email.id)),
    ).toEqual([]);
  });

  it("takes over an e-mail whose claim ran out (its server died mid-try), but not one backing off or done", async () => {
    const repo = createOutboxRepository(t.db);
    const [expired, later, sent] = await t.db
      .insert(emailOutbox)
      .values([
        {
          to: "expired@lease.example",
          kind: "test",
          ...content("Expired lease"),
          lockedUntil: sql`now() - interval '1 second'`,
        },
        {
          to: "later@lease.example",
          kind: "test",
          ...content("Later"),
          nextAttemptAt: sql`now() + interval '1 hour'`,
        },
        { to: "sent@lease.example", kind: "test", ...content("Sent"), status: "sent" },
      ])
      .returning({ id: emailOutbox.id });
    const ids = (await repo.claimDue(100, 60_000)).map((email) => email.id);
    expect(ids).toContain(expired!.id);
    expect(ids).not.toContain(later!.id);
    expect(ids).not.toContain(sent!.id);
  });
});

describe("retries with back-off", () => {
  it("waits 1, 4, 20, 120 and 720 times the base delay between tries, then gives up", () => {
    expect(RETRY_STEPS.map((_, index) => retryDelayMs(index + 1, 30_000))).toEqual([
      30_000, 120_000, 600_000, 3_600_000, 21_600_000,
    ]);
    expect(retryDelayMs(MAX_ATTEMPTS, 30_000)).toBeNull();
  });

  it("keeps a refused e-mail pending with the error and its next try, then sends it on the third try", async () => {
    const to = "third.try@queue.example";
    smtp.refuseNext(to, 2);
    const mailer = queueMailer();
    await mailer.send(to, "test", content("Third time lucky"));
    let row = await outboxRow(to);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row!.lastError).toContain("451");
    // The next try is one base delay (an hour) after the failed one.
    expect(await secondsUntilNextTry(to)).toBeGreaterThan(3_500);
    expect(await secondsUntilNextTry(to)).toBeLessThanOrEqual(3_600);

    await mailer.processDue();
    expect((await outboxRow(to))!.attempts).toBe(1); // not due yet: nothing tried

    await makeDue(to);
    await mailer.processDue();
    row = await outboxRow(to);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(await secondsUntilNextTry(to)).toBeGreaterThan(4 * 3_600 - 100);

    await makeDue(to);
    await mailer.processDue();
    row = await outboxRow(to);
    expect(row).toMatchObject({ status: "sent", attempts: 3, html: "", text: "" });
    expect(smtp.attempts.filter((attempt) => attempt.to === to).map((attempt) => attempt.accepted)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("marks an e-mail failed after the last try, keeping its text for a retry", async () => {
    const to = "never@queue.example";
    smtp.refuseNext(to, 100);
    const mailer = queueMailer();
    await mailer.send(to, "test", content("Never delivered"));
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      expect((await outboxRow(to))!.status).toBe("pending");
      await makeDue(to);
      await mailer.processDue();
    }
    const row = await outboxRow(to);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, text: "Never delivered" });
    expect(row!.lastError).toContain("451");
    await makeDue(to);
    await mailer.processDue();
    expect((await outboxRow(to))!.attempts).toBe(MAX_ATTEMPTS);
  });

  it("marks an e-mail failed at once when the receiver refuses it for good (5xx)", async () => {
    const to = "no.such.mailbox@queue.example";
    smtp.refuseAlways(to);
    await queueMailer().send(to, "test", content("Bounced"));
    const row = await outboxRow(to);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toContain("550");
  });

  it("logs a refused try without the recipient's address, even when the receiver quotes it", async () => {
    const to = "quoted.refusal@queue.example";
    smtp.refuseAlways(to);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer({
      outbox: createOutboxRepository(t.db),
      smtpUrl: smtp.url,
      from: "Tests <tests@example.org>",
      log: Fastify({ logger: { level: "warn", stream } }).log,
    });
    mailers.push(mailer);
    await mailer.send(to, "test", content("Quoted"));
    expect((await outboxRow(to))!.lastError).toContain(to);
    expect(lines.join("")).toContain("550 No such mailbox <[address]>");
    expect(lines.join("")).not.toContain(to);
  });

  it("forgets an erasure's confirmation once a retry delivers it", async () => {
    const to = "erased.later@queue.example";
    smtp.refuseNext(to, 1);
    const mailer = queueMailer();
    await mailer.send(to, "account-erased", content("Your account has been deleted"), {
      forgetOnceSent: true,
    });
    expect((await outboxRow(to))!.status).toBe("pending");
    await makeDue(to);
    await mailer.processDue();
    expect(await outboxRow(to)).toBeUndefined();
    expect(smtp.received.some((raw) => raw.includes(to))).toBe(true);
  });

  it("sends the e-mails a server recorded but never tried, once their claim runs out", async () => {
    const to = "orphan@queue.example";
    // The recording server died right after the insert: the row stays claimed by it until the lease ends.
    await createOutboxRepository(t.db).record(to, "test", content("Orphaned"), 1);
    const other = queueMailer();
    await expect
      .poll(
        async () => {
          await other.processDue();
          return (await outboxRow(to))?.status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe("sent");
  });
});

describe("the admin's e-mail delivery view", () => {
  it("lists failed e-mails and puts one back in the queue, which then sends it", async () => {
    const admin = await t.asRole("admin");
    const to = "retry.me@queue.example";
    smtp.refuseAlways("retry.me.never@queue.example");
    await queueMailer().send("retry.me.never@queue.example", "test", content("Bounced for good"));
    // Failed after its tries while the receiver was down; now it would accept it.
    const [failed] = await t.db
      .insert(emailOutbox)
      .values({
        to,
        kind: "invitation",
        ...content("Your invitation"),
        status: "failed",
        attempts: 6,
        lastError: "451 busy",
      })
      .returning({ id: emailOutbox.id });

    const listed = await admin.inject({ method: "GET", url: "/api/admin/email-delivery" });
    expect(listed.statusCode).toBe(200);
    const delivery = emailDeliverySchema.parse(listed.json());
    expect(delivery.failed).toBeGreaterThanOrEqual(2);
    expect(delivery.failedEmails.find((email) => email.id === failed!.id)).toMatchObject({
      to,
      subject: "Your invitation",
      kind: "invitation",
      attempts: 6,
      lastError: "451 busy",
      canRetry: true,
    });

    const retried = await admin.inject({
      method: "POST",
      url: `/api/admin/email-delivery/${failed!.id}/retry`,
    });
    expect(retried.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    expect(await outboxRow(to)).toMatchObject({ status: "sent", attempts: 1, html: "", text: "" });
  });

  it("refuses to retry an e-mail that is not failed, unknown, or whose text was purged", async () => {
    const admin = await t.asRole("admin");
    const [sent, purged] = await t.db
      .insert(emailOutbox)
      .values([
        { to: "done@queue.example", kind: "test", ...content("Done"), status: "sent" },
        {
          to: "purged@queue.example",
          kind: "test",
          subject: "Old",
          html: "",
          text: "",
          status: "failed",
          attempts: 6,
        },
      ])
      .returning({ id: emailOutbox.id });
    const retry = (id: number | string) =>
      admin.inject({ method: "POST", url: `/api/admin/email-delivery/${id}/retry` });
    expect((await retry(sent!.id)).json()).toMatchObject({ code: "FAILED_EMAIL_NOT_FOUND" });
    expect((await retry(999_999)).statusCode).toBe(404);
    const refused = await retry(purged!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "EMAIL_BODY_PURGED" });
    expect((await retry("abc")).statusCode).toBe(400);
    const rows = await t.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [sent!.id, purged!.id]));
    expect(rows.map((row) => row.status).sort()).toEqual(["failed", "sent"]);
  });

  it("is for admins only", async () => {
    const tutor = await t.asRole("tutor");
    expect((await tutor.inject({ method: "GET", url: "/api/admin/email-delivery" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/email-delivery" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/email-delivery/1/retry" })).statusCode,
    ).toBe(401);
  });
});
