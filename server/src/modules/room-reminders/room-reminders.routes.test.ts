/**
 * Lesson reminders (decision 053): passes at a controlled `now` queue one e-mail per
 * session, recipient and kind within the windows, none for a cancelled session or booking or an account that
 * turned them off; and the /account switch, which each account reads and changes for itself only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError } from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { HOUR, MINUTE, reminderFixtures } from "./room-reminders.test-support.ts";

const t = setupTestApp();
const fixtures = () => reminderFixtures(t.db);
const runPass = (now: Date) => t.app.deps.services.roomReminders.runPass(now);
const at = (start: Date, msBefore: number) => new Date(start.getTime() - msBefore);

/** Each test's sessions start on a day of their own, so no pass of one test sees another's sessions. */
let day = 0;
const nextStart = () => new Date(Date.UTC(2031, 0, 5 + 3 * day++, 17, 30));

describe("lesson reminder passes", () => {
  it("sends the 24-hour and the 1-hour reminder within their windows only, each once", async () => {
    const f = fixtures();
    const tutor = await f.account("tutor");
    const family = await f.account("parent");
    const child = await f.child(family.id, "Ada");
    const start = nextStart();
    const session = await f.session({ tutorId: tutor.id, startsAt: start });
    await f.book(session.id, child);
    const to = [family.email, tutor.email];

    // More than 24 hours ahead: nothing yet.
    expect(await runPass(at(start, 24 * HOUR + 1000))).toBe(0);
    // Exactly 24 hours ahead: the window's closed end.
    expect(await runPass(at(start, 24 * HOUR))).toBe(2);
    // Later in the window, and again: nothing more.
    expect(await runPass(at(start, 23 * HOUR + 30 * MINUTE))).toBe(0);
    expect(await runPass(at(start, 23 * HOUR + 1000))).toBe(0);
    // Between the windows.
    expect(await runPass(at(start, HOUR + 1000))).toBe(0);
    // Exactly 1 hour ahead, then again later in the window.
    expect(await runPass(at(start, HOUR))).toBe(2);
    expect(await runPass(at(start, 16 * MINUTE))).toBe(0);
    const sent = await f.remindersTo(to);
    expect(
      sent.map((email) => `${email.to} ${email.subject.includes("24 hours") ? "24h" : "1h"}`).sort(),
    ).toEqual(
      [`${family.email} 24h`, `${tutor.email} 24h`, `${family.email} 1h`, `${tutor.email} 1h`].sort(),
    );
    expect(await f.claimsOf(session.id)).toEqual(
      [`${family.id}:1h`, `${family.id}:24h`, `${tutor.id}:1h`, `${tutor.id}:24h`].sort(),
    );
  });

  it("sends no 24-hour reminder 23 hours or less before, nor a 1-hour one 15 minutes or less before", async () => {
    const f = fixtures();
    const tutor = await f.account("tutor");
    const family = await f.account("parent");
    const start = nextStart();
    const session = await f.session({ tutorId: tutor.id, startsAt: start });
    await f.book(session.id, await f.child(family.id, "Ben"));
    // A server that was down through a window does not send its reminder late.
    expect(await runPass(at(start, 23 * HOUR))).toBe(0);
    expect(await runPass(at(start, 15 * MINUTE))).toBe(0);
    expect(await runPass(at(start, 5 * MINUTE))).toBe(0);
    expect(await f.remindersTo([family.email, tutor.email])).toEqual([]);
  });

  it("names the title, the time in UK time and the session's page, for the family and for the tutor", async () => {
    const f = fixtures();
    const tutor = await f.account("tutor", "Sarah Whitfield");
    const family = await f.account("parent", "Jordan Family");
    // 16:00 UTC on a June day is 17:00 in the UK (BST): the e-mail says UK time.
    const start = new Date(Date.UTC(2031, 5, 16, 16, 0));
    const session = await f.session({ tutorId: tutor.id, startsAt: start, title: "Fractions & <Decimals>" });
    await f.book(session.id, await f.child(family.id, "Ada"));
    expect(await runPass(at(start, HOUR))).toBe(2);
    const sent = await f.remindersTo([family.email, tutor.email]);
    const toFamily = sent.find((email) => email.to === family.email);
    const toTutor = sent.find((email) => email.to === tutor.email);
    expect(toFamily!.subject).toBe(
      "Reminder: Fractions & <Decimals> starts in 1 hour, on Monday, 16 June 2031 at 17:00 BST",
    );
    expect(toFamily!.text).toContain("Hello Jordan Family,");
    expect(toFamily!.text).toContain(
      "Fractions & <Decimals> (Mathematics) for Ada starts on Monday, 16 June 2031 at 17:00 BST.",
    );
    expect(toFamily!.text).toContain(`Open the session: http://localhost:5000/student/session/${session.id}`);
    expect(toFamily!.html).toContain("Fractions &amp; &lt;Decimals&gt;");
    expect(toFamily!.html).toContain(`href="http://localhost:5000/student/session/${session.id}"`);
    expect(toTutor!.text).toContain(
      "Fractions & <Decimals> (Mathematics) starts on Monday, 16 June 2031 at 17:00 BST.",
    );
    expect(toTutor!.text).toContain(`Open the session: http://localhost:5000/schedule/${session.id}`);
    expect(toTutor!.text).toContain("Start the lesson from the session's page");
  });

  it("sends a family with two children in the session one e-mail naming both", async () => {
    const f = fixtures();
    const tutor = await f.account("tutor");
    const family = await f.account("parent");
    const start = nextStart();
    const session = await f.session({ tutorId: tutor.id, startsAt: start });
    await f.book(session.id, await f.child(family.id, "Ada"));
    await f.book(session.id, await f.child(family.id, "Ben"));
    expect(await runPass(at(start, 24 * HOUR))).toBe(2);
    const sent = await f.remindersTo([family.email]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("for Ada and Ben starts on");
  });

  it("reminds the family of a one-to-one session's child and its tutor", async () => {
    const f = fixtures();
    const tutor = await f.account("tutor");
    const family = await f.account("parent");
    const other = await f.account("parent");
    const child = await f.child(family.id, "Noor");
    await f.child(other.id, "Zed");
    const start = nextStart();
    const session = await f.session({ tutorId: tutor.id, startsAt: start, studentId: child.id });
    expect(await runPass(at(start, 30 * MINUTE))).toBe(2);
    const sent = await f.remindersTo([family.email, tutor.email, other.email]);
    expect(sent.map((email) => email.to).sort()).toEqual([family.email, tutor.email].sort());
    const toFamily = sent.find((email) => email.to === family.email)!;
    expect(toFamily.text).toContain("for Noor starts on");
    expect(toFamily.text).toContain(`/student/session/${session.id}`);
  });

  it("sends nothing for a cancelled session, nor to a family whose booking was cancelled", async () => {
    const f = fixtures();
    const tutor = await f.account("tutor");
    const kept = await f.account("parent");
    const left = await f.account("parent");
    const start = nextStart();
    const cancelled = await f.session({ tutorId: tutor.id, startsAt: start, status: "cancelled" });
    await f.book(cancelled.id, await f.child(kept.id, "Ada"));
    const session = await f.session({ tutorId: tutor.id, startsAt: start, title: "Held" });
    await f.book(session.id, await f.child(kept.id, "Ada2"));
    const booking = await f.book(session.id, await f.child(left.id, "Ben"));
    // Cancelling a booking deletes its row (and frees the seat).
    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
    expect(await runPass(at(start, 24 * HOUR))).toBe(2);
    expect(await f.claimsOf(cancelled.id)).toEqual([]);
    expect(await f.claimsOf(session.id)).toEqual([`${kept.id}:24h`, `${tutor.id}:24h`].sort());
    expect(await f.remindersTo([left.email])).toEqual([]);
  });

  it("sends nothing to a family or a tutor that turned reminders off, and again once turned back on", async () => {
    const f = fixtures();
    const tutor = await t.asRole("tutor");
    const quiet = await t.asRole("parent");
    const keen = await f.account("parent");
    const start = nextStart();
    const session = await f.session({ tutorId: tutor.user.id, startsAt: start });
    await f.book(session.id, await f.child(quiet.user.id, "Ada"));
    await f.book(session.id, await f.child(keen.id, "Ben"));
    for (const account of [quiet, tutor]) {
      const off = await account.inject({
        method: "PUT",
        url: "/api/account/reminders",
        payload: { sessionReminders: false },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    expect(await runPass(at(start, 24 * HOUR))).toBe(1);
    expect((await f.remindersTo([quiet.user.email, keen.email, tutor.user.email])).map((e) => e.to)).toEqual([
      keen.email,
    ]);
    await quiet.inject({ method: "PUT", url: "/api/account/reminders", payload: { sessionReminders: true } });
    expect(await runPass(at(start, HOUR))).toBe(2);
    expect((await f.remindersTo([quiet.user.email])).length).toBe(1);
  });
});

describe("GET and PUT /api/account/reminders", () => {
  it("is on until the account turns it off, and each account has its own", async () => {
    const family = await t.asRole("parent");
    const other = await t.asRole("parent");
    const tutor = await t.asRole("tutor");
    const read = async (account: typeof family) =>
      (await account.inject({ method: "GET", url: "/api/account/reminders" })).json();
    expect(await read(family)).toEqual({ sessionReminders: true });
    const off = await family.inject({
      method: "PUT",
      url: "/api/account/reminders",
      payload: { sessionReminders: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ sessionReminders: false });
    expect(await read(family)).toEqual({ sessionReminders: false });
    // Another family and the tutor read and change only their own.
    expect(await read(other)).toEqual({ sessionReminders: true });
    await tutor.inject({
      method: "PUT",
      url: "/api/account/reminders",
      payload: { sessionReminders: false },
    });
    expect(await read(tutor)).toEqual({ sessionReminders: false });
    await other.inject({ method: "PUT", url: "/api/account/reminders", payload: { sessionReminders: true } });
    expect(await read(family)).toEqual({ sessionReminders: false });
  });

  it("refuses anyone signed out, and a body without the choice", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/account/reminders" })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/account/reminders",
      payload: { sessionReminders: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const family = await t.asRole("parent");
    for (const payload of [{}, { sessionReminders: "no" }, { sessionReminders: null }]) {
      const response = await family.inject({ method: "PUT", url: "/api/account/reminders", payload });
      expectError(response, 400, "Say whether lesson reminders are on");
    }
  });
});
