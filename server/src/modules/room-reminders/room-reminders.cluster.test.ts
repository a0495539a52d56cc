/**
 * Lesson reminders across servers (decision 053): three real app servers on one
 * PostgreSQL server, each making a reminder pass every 200 ms, and a real SMTP receiver. Sessions are
 * placed so both windows are open now; each recipient receives exactly one e-mail of each kind, and nobody
 * one for a cancelled session or booking or with reminders turned off.
 */
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { startPostgres, startServer, stopAll } from "../../test/cluster.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { startSmtpReceiver } from "../mail/test-smtp-receiver.ts";
import { reminderSettings } from "./room-reminders.table.ts";
import { HOUR, MINUTE, reminderFixtures } from "./room-reminders.test-support.ts";

let pool: pg.Pool | undefined;
afterAll(async () => {
  await pool?.end();
  await stopAll();
});

/** A delivered message's text with quoted-printable soft line breaks joined. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, "");

describe("lesson reminders on three servers", () => {
  it("delivers exactly one e-mail of each kind to each recipient, none for the cancelled ones", async () => {
    const postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("room_reminders");
    const smtp = await startSmtpReceiver();
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: "300",
      ROOM_REMINDER_INTERVAL_MS: "200",
    };
    try {
      await Promise.all([0, 1, 2].map(() => startServer({ env })));
      pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Database;

      // Everything in one transaction, so no pass sees a booking that is cancelled a moment later.
      const now = Date.now();
      const people = await db.transaction(async (tx) => {
        const f = reminderFixtures(tx);
        const tutor = await f.account("tutor");
        // One after another: the transaction's statements share one connection.
        const families = [];
        for (let index = 0; index < 6; index++) families.push(await f.account("parent"));
        const [both, twoChildren, dropped, quiet, ofCancelled, oneToOne] = families;
        // Both windows stay open for the next 40 minutes.
        const in24h = new Date(now + 24 * HOUR - 2 * MINUTE);
        const in1h = new Date(now + 59 * MINUTE);
        const tomorrow = await f.session({ tutorId: tutor.id, startsAt: in24h, title: "Tomorrow's lesson" });
        const soon = await f.session({ tutorId: tutor.id, startsAt: in1h, title: "Soon lesson" });
        const cancelled = await f.session({ tutorId: tutor.id, startsAt: in24h, status: "cancelled" });
        await f.session({
          tutorId: tutor.id,
          startsAt: in1h,
          title: "One-to-one lesson",
          studentId: (await f.child(oneToOne!.id, "Fin")).id,
        });
        const ada = await f.child(both!.id, "Ada");
        await f.book(tomorrow.id, ada);
        await f.book(soon.id, ada);
        await f.book(tomorrow.id, await f.child(twoChildren!.id, "Ben"));
        await f.book(tomorrow.id, await f.child(twoChildren!.id, "Bea"));
        const cancelledBooking = await f.book(tomorrow.id, await f.child(dropped!.id, "Cal"));
        await tx.delete(bookings).where(eq(bookings.id, cancelledBooking.id));
        await f.book(tomorrow.id, await f.child(quiet!.id, "Dee"));
        await tx.insert(reminderSettings).values({ userId: quiet!.id, sessionReminders: false });
        await f.book(cancelled.id, await f.child(ofCancelled!.id, "Eve"));
        return { tutor, both, twoChildren, dropped, quiet, ofCancelled, oneToOne };
      });

      const expected = new Map([
        [people.both!.email, ["24 hours", "1 hour"]],
        [people.twoChildren!.email, ["24 hours"]],
        [people.oneToOne!.email, ["1 hour"]],
        [people.tutor.email, ["24 hours", "1 hour", "1 hour"]],
      ]);
      const total = [...expected.values()].flat().length;
      await expect.poll(() => smtp.received.length, { timeout: 120_000, interval: 100 }).toBe(total);
      // Three more seconds of passes (about 45 across the servers): nothing more arrives.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.received).toHaveLength(total);

      const delivered = new Map<string, string[]>();
      for (const raw of smtp.received.map(plain)) {
        const to = [
          ...expected.keys(),
          people.dropped!.email,
          people.quiet!.email,
          people.ofCancelled!.email,
        ].find((address) => raw.includes(`To: ${address}`));
        const kind = raw.includes("starts in 24 hours")
          ? "24 hours"
          : raw.includes("starts in 1 hour")
            ? "1 hour"
            : "?";
        delivered.set(to ?? "?", [...(delivered.get(to ?? "?") ?? []), kind]);
      }
      for (const [to, kinds] of expected) expect(delivered.get(to)?.sort(), to).toEqual([...kinds].sort());
      expect([...delivered.keys()].sort()).toEqual([...expected.keys()].sort());
      // The tutor's two 1-hour reminders are of two sessions: the group's and the one-to-one.
      const toTutor = smtp.received.map(plain).filter((raw) => raw.includes(`To: ${people.tutor.email}`));
      expect(toTutor.filter((raw) => raw.includes("One-to-one lesson"))).toHaveLength(1);
      expect(toTutor.filter((raw) => raw.includes("Soon lesson"))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
