/**
 * Exactly once across servers (decision 053): three apps, each with its own
 * container and connection pool, on one PostgreSQL database, make their passes at the same controlled
 * `now` at the same moment, without the job's lock. The claims' key alone leaves exactly one claim and one
 * queued e-mail per session, recipient and kind, and none for a cancelled session or booking or an account
 * with reminders off.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import { testConfig } from "../../test/test-config.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { reminderSettings } from "./room-reminders.table.ts";
import { HOUR, MINUTE, reminderFixtures } from "./room-reminders.test-support.ts";

type Server = Awaited<ReturnType<typeof buildApp>>;
let adminUrl: string;
let databaseName: string;
let servers: Server[] = [];

beforeAll(async () => {
  adminUrl = inject("postgresAdminUrl")!;
  databaseName = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject("postgresTemplate")}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${databaseName}`);
  servers = await Promise.all(
    [0, 1, 2].map(async () =>
      buildApp({ database: await openDatabase({ databaseUrl: url }), config: testConfig() }),
    ),
  );
});

afterAll(async () => {
  for (const server of servers) {
    await server.close();
    await server.deps.database.close();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

describe("lesson reminder passes on three servers at once", () => {
  it("claim and queue exactly one e-mail per session, recipient and kind", async () => {
    const db = servers[0]!.deps.database.db;
    const f = reminderFixtures(db);
    const tutor = await f.account("tutor");
    const twoChildren = await f.account("parent");
    const cancelledBooking = await f.account("parent");
    const remindersOff = await f.account("parent");
    const oneToOne = await f.account("parent");
    const start = new Date(Date.UTC(2031, 2, 3, 16, 0));

    const group = await f.session({ tutorId: tutor.id, startsAt: start });
    await f.book(group.id, await f.child(twoChildren.id, "Ada"));
    await f.book(group.id, await f.child(twoChildren.id, "Ben"));
    const dropped = await f.book(group.id, await f.child(cancelledBooking.id, "Cal"));
    await db.delete(bookings).where(eq(bookings.id, dropped.id));
    await f.book(group.id, await f.child(remindersOff.id, "Dee"));
    await db.insert(reminderSettings).values({ userId: remindersOff.id, sessionReminders: false });
    const cancelled = await f.session({ tutorId: tutor.id, startsAt: start, status: "cancelled" });
    await f.book(cancelled.id, await f.child(twoChildren.id, "Eve"));
    const single = await f.session({
      tutorId: tutor.id,
      startsAt: new Date(start.getTime() + 10 * MINUTE),
      studentId: (await f.child(oneToOne.id, "Fin")).id,
    });

    // Passes through both windows: each moment, all three servers at once, twice over.
    const moments = [
      24 * HOUR,
      23 * HOUR + 59 * MINUTE,
      23 * HOUR + 10 * MINUTE,
      HOUR,
      30 * MINUTE,
      20 * MINUTE,
    ];
    let queued = 0;
    for (const before of moments) {
      const now = new Date(start.getTime() - before);
      for (let round = 0; round < 2; round++) {
        const counts = await Promise.all(
          servers.map((server) => server.deps.services.roomReminders.runPass(now)),
        );
        queued += counts.reduce((sum, count) => sum + count, 0);
      }
    }

    // The group: the family of two children and the tutor, one of each kind; the one-to-one: its family
    // and the tutor (whose two sessions are two e-mails of each kind).
    expect(await f.claimsOf(group.id)).toEqual(
      [`${twoChildren.id}:24h`, `${twoChildren.id}:1h`, `${tutor.id}:24h`, `${tutor.id}:1h`].sort(),
    );
    expect(await f.claimsOf(single.id)).toEqual(
      [`${oneToOne.id}:24h`, `${oneToOne.id}:1h`, `${tutor.id}:24h`, `${tutor.id}:1h`].sort(),
    );
    expect(await f.claimsOf(cancelled.id)).toEqual([]);
    expect(queued).toBe(8);

    const emails = await f.remindersTo([
      tutor.email,
      twoChildren.email,
      cancelledBooking.email,
      remindersOff.email,
      oneToOne.email,
    ]);
    const perRecipientAndKind = (to: string, kind: "24 hours" | "1 hour") =>
      emails.filter((email) => email.to === to && email.subject.includes(`starts in ${kind}`)).length;
    expect(perRecipientAndKind(twoChildren.email, "24 hours")).toBe(1);
    expect(perRecipientAndKind(twoChildren.email, "1 hour")).toBe(1);
    expect(perRecipientAndKind(oneToOne.email, "24 hours")).toBe(1);
    expect(perRecipientAndKind(oneToOne.email, "1 hour")).toBe(1);
    expect(perRecipientAndKind(tutor.email, "24 hours")).toBe(2);
    expect(perRecipientAndKind(tutor.email, "1 hour")).toBe(2);
    expect(emails).toHaveLength(8);
    expect(emails.filter((email) => [cancelledBooking.email, remindersOff.email].includes(email.to))).toEqual(
      [],
    );
    // No e-mail names the cancelled session's child.
    expect(emails.some((email) => email.text.includes("Eve"))).toBe(false);
  });
});
