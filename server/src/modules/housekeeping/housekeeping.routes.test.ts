/**
 * Housekeeping: one run removes what has expired or outlived its retention, each kind
 * in one statement, and leaves every fresh row working through the API (a signed-in session, a reset
 * link, an invitation, a confirmation link, the outbox's recent e-mails).
 */
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { digestToken } from "../../lib/tokens.ts";
import { createInvitation, getUser, post, resetTokenFor } from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { loginSessions, passwordResetTokens, signInEvents } from "../auth/login-sessions.table.ts";
import { emailConfirmationTokens } from "../email-confirmation/email-confirmation.table.ts";
import { emailOutbox } from "../mail/outbox.table.ts";
import { invitations } from "../registration/registration.table.ts";
import { createHousekeeping } from "./housekeeping.test-support.ts";
import { STATISTICS_INTERVAL_MS } from "./housekeeping.ts";

const t = setupTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const digest = () => digestToken(randomBytes(16).toString("hex"));

function capturingLog() {
  const lines: Array<{ level: string; object: unknown; message: string }> = [];
  const at = (level: string) => (object: unknown, message: string) => lines.push({ level, object, message });
  return { lines, log: { info: at("info"), error: at("error") } as unknown as FastifyBaseLogger };
}

async function ids<T>(rows: Promise<Array<{ id: T }>>): Promise<T[]> {
  return (await rows).map((row) => row.id);
}

describe("housekeeping", () => {
  it("purges expired and old rows once, keeps fresh ones working, and logs the counts", async () => {
    const company = await t.createCompany();
    const family = await t.asRole("parent");
    const userId = family.user.id;

    // Sessions: one past its end, one idle for 15 days; the family's own is fresh.
    await t.db.insert(loginSessions).values([
      { id: digest(), userId, expiresAt: ago(HOUR) },
      { id: digest(), userId, expiresAt: ahead(10 * DAY), lastSeenAt: ago(15 * DAY) },
    ]);
    // Reset links: one used, one expired, one fresh (asked for through the API).
    await t.db.insert(passwordResetTokens).values([
      { id: digest(), userId, expiresAt: ahead(HOUR), usedAt: ago(HOUR) },
      { id: digest(), userId, expiresAt: ago(HOUR) },
    ]);
    expect((await post(t, "/api/reset-password", { username: family.user.username })).statusCode).toBe(200);
    const freshReset = await resetTokenFor(t, family.user.email);
    // Invitations: unused and expired 31 days ago (goes), 29 days ago (stays: still resendable), used long
    // ago (stays: it names the account it made), and a valid one.
    const longExpired = await createInvitation(t, { companyId: company.id, expiresAt: ago(31 * DAY) });
    const recentlyExpired = await createInvitation(t, { companyId: company.id, expiresAt: ago(29 * DAY) });
    const used = await createInvitation(t, {
      companyId: company.id,
      expiresAt: ago(60 * DAY),
      usedAt: ago(65 * DAY),
    });
    const valid = await createInvitation(t, { companyId: company.id });
    // Outbox: a 31-day-old row goes; logged and failed bodies older than 24 hours are emptied; a
    // recent logged one and an old pending one keep their text.
    const mail = (status: "pending" | "sent" | "failed" | "logged", createdAt: Date) => ({
      to: `${status}-${createdAt.getTime()}@example.org`,
      subject: "Subject",
      html: "<p>secret link</p>",
      text: "secret link",
      kind: "password-reset",
      status,
      createdAt,
    });
    const [old, loggedOld, failedOld, loggedRecent, pendingOld] = await ids(
      t.db
        .insert(emailOutbox)
        .values([
          mail("sent", ago(31 * DAY)),
          mail("logged", ago(25 * HOUR)),
          mail("failed", ago(25 * HOUR)),
          mail("logged", ago(23 * HOUR)),
          mail("pending", ago(25 * HOUR)),
        ])
        .returning({ id: emailOutbox.id }),
    );
    // Sign-in history: 91 days old goes, 89 days old stays.
    const [oldEvent, keptEvent] = await ids(
      t.db
        .insert(signInEvents)
        .values([
          { userId, succeeded: true, addressKey: "127.0.0.1", at: ago(91 * DAY) },
          { userId, succeeded: false, addressKey: "127.0.0.1", at: ago(89 * DAY) },
        ])
        .returning({ id: signInEvents.id }),
    );
    // Confirmation links: expired and used ones go; a fresh one stays.
    const freshConfirmation = randomBytes(16).toString("hex");
    await t.db.insert(emailConfirmationTokens).values([
      { id: digest(), userId, email: family.user.email, expiresAt: ago(HOUR) },
      { id: digest(), userId, email: family.user.email, expiresAt: ahead(DAY), usedAt: ago(HOUR) },
      { id: digestToken(freshConfirmation), userId, email: family.user.email, expiresAt: ahead(DAY) },
    ]);

    const { lines, log } = capturingLog();
    const counts = await createHousekeeping(t.db, log).runOnce();
    expect(counts).toEqual({
      sessions: 2,
      resetTokens: 2,
      invitations: 1,
      outboxRows: 1,
      outboxBodies: 2,
      signInEvents: 1,
      confirmationTokens: 2,
      rateLimitCounters: expect.any(Number),
      unattachedUploads: 0,
    });
    expect(lines).toEqual([{ level: "info", object: { purged: counts }, message: "housekeeping" }]);

    // What stays still works through the API.
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    expect((await post(t, "/api/validate-reset-token", { token: freshReset })).statusCode).toBe(200);
    expect((await post(t, "/api/validate-invite-token", { token: valid.token })).statusCode).toBe(200);
    expect((await post(t, "/api/confirm-email", { token: freshConfirmation })).statusCode).toBe(200);
    const invitationIds = await ids(
      t.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(inArray(invitations.id, [longExpired.id, recentlyExpired.id, used.id, valid.id])),
    );
    expect(invitationIds.sort()).toEqual([recentlyExpired.id, used.id, valid.id].sort());
    const outbox = await t.db
      .select({ id: emailOutbox.id, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [old!, loggedOld!, failedOld!, loggedRecent!, pendingOld!]));
    const textOf = new Map(outbox.map((row) => [row.id, `${row.text}${row.html}`]));
    expect(textOf.has(old!)).toBe(false);
    expect(textOf.get(loggedOld!)).toBe("");
    expect(textOf.get(failedOld!)).toBe("");
    expect(textOf.get(loggedRecent!)).toContain("secret link");
    expect(textOf.get(pendingOld!)).toContain("secret link");
    const events = await ids(
      t.db.select({ id: signInEvents.id }).from(signInEvents).where(eq(signInEvents.userId, userId)),
    );
    expect(events).toContain(keptEvent);
    expect(events).not.toContain(oldEvent);

    // A second run finds only the confirmation link used above.
    expect(await createHousekeeping(t.db, log).runOnce()).toEqual({
      sessions: 0,
      resetTokens: 0,
      invitations: 0,
      outboxRows: 0,
      outboxBodies: 0,
      signInEvents: 0,
      confirmationTokens: 1,
      rateLimitCounters: expect.any(Number),
      unattachedUploads: 0,
    });
  });

  it("runs shortly after the start and on its interval, and stops when told", async () => {
    const { lines, log } = capturingLog();
    const job = createHousekeeping(t.db, log);
    job.start(10, 40);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await job.stop();
    const runs = lines.filter((line) => line.message === "housekeeping").length;
    expect(runs).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.filter((line) => line.message === "housekeeping")).toHaveLength(runs);
  });

  it("gathers the planner's statistics when asked (no autovacuum), the first run and then hourly", async () => {
    await t.asRole("parent");
    await t.asRole("tutor");
    // Rows the planner estimates for `users`: -1 until statistics were gathered.
    const estimate = async () => {
      const result = await t.db.execute(
        sql`select reltuples::float8 as "rows" from pg_class where relname = 'users'`,
      );
      return Number((result as unknown as { rows: Array<{ rows: number }> }).rows[0]!.rows);
    };
    const analysed = async () => {
      const result = await t.db.execute(
        sql`select last_analyze as "at" from pg_stat_user_tables where relname = 'users'`,
      );
      return (result as unknown as { rows: Array<{ at: unknown }> }).rows[0]?.at ?? null;
    };
    const { lines, log } = capturingLog();
    await createHousekeeping(t.db, log).runOnce();
    expect(lines.some((line) => line.message === "housekeeping: planner statistics gathered")).toBe(false);

    const job = createHousekeeping(t.db, log, undefined, { gatherStatistics: true });
    const start = new Date();
    await job.runOnce(start);
    expect(await estimate()).toBeGreaterThanOrEqual(2);
    const first = await analysed();
    expect(first).not.toBeNull();
    expect(lines.filter((line) => line.message === "housekeeping: planner statistics gathered")).toHaveLength(
      1,
    );
    // Within the hour a run only purges; after it, the statistics are gathered again.
    await job.runOnce(new Date(start.getTime() + STATISTICS_INTERVAL_MS - 1));
    expect(lines.filter((line) => line.message === "housekeeping: planner statistics gathered")).toHaveLength(
      1,
    );
    await job.runOnce(new Date(start.getTime() + STATISTICS_INTERVAL_MS));
    expect(lines.filter((line) => line.message === "housekeeping: planner statistics gathered")).toHaveLength(
      2,
    );
  });
});
