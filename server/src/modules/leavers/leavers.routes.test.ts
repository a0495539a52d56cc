/**
 * Leavers (DECISIONS.md "Employers: places, leavers, HR managers"): at the leaving date the
 * account cannot sign in, its session ends, its later bookings are cancelled (seats freed), its feed
 * answers 404 and the family has had exactly one e-mail; a future date waits for the sweep and can be
 * undone until it comes. On the real PGlite app (and PostgreSQL, as a routes test).
 */
import { and, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { ORGANISATION_ACCESS_ENDED } from "#shared/schemas/auth.ts";
import { calendarFeedUrlSchema } from "#shared/schemas/calendar-feed.ts";
import { LEFT_AT_MESSAGE, leaversResultSchema } from "#shared/schemas/employer.ts";
import { bookings, calendarFeeds, employerAuditEvents, loginSessions, users } from "../../db/schema.ts";
import { expectError, getUser, login, mailsTo } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { createHousekeeping } from "../housekeeping/housekeeping.test-support.ts";
import { addChild, book, makeSession } from "../lesson-room/lesson-room.test-support.ts";
import { LEAVER_MESSAGES } from "./leavers.errors.ts";
import { londonDay } from "./leavers.service.ts";

const t = setupTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let admin: SignedInUser;
let tutor: SignedInUser;

/** A London date `days` from today, as the form sends it. */
const londonDate = (days: number) => DateTime.now().setZone("Europe/London").plus({ days }).toISODate()!;

const mark = (caller: SignedInUser, companyId: number | string, payload: object) =>
  caller.inject({ method: "POST", url: `/api/admin/companies/${companyId}/leavers`, payload });
const undo = (caller: SignedInUser, companyId: number, userId: number | string) =>
  caller.inject({ method: "DELETE", url: `/api/admin/companies/${companyId}/leavers/${userId}` });

/** The family's session's seats taken, as the tutor's screen reads them. */
async function bookedCount(sessionId: number) {
  const response = await tutor.inject({ method: "GET", url: `/api/scheduled-sessions/${sessionId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().bookedCount as number;
}

async function storedUser(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function auditOf(userId: number) {
  return t.db
    .select()
    .from(employerAuditEvents)
    .where(eq(employerAuditEvents.targetUserId, userId))
    .orderBy(employerAuditEvents.id);
}

/** A signed-in family of the company with a child, and that child booked into sessions at these hours. */
async function familyBookedAt(companyId: number, hoursFromNow: number[]) {
  const family = await t.asRole("parent", { companyId });
  const child = await addChild(t, family.user.id);
  const sessions = [];
  for (const hours of hoursFromNow) {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: hours * 60 });
    await book(t, session.id, child);
    sessions.push(session);
  }
  return { family, sessions };
}

beforeAll(async () => {
  admin = await t.asRole("admin");
  tutor = await t.asRole("tutor");
});

describe("a leaver marked for today", () => {
  it("is refused sign-in, loses its session, later bookings and feed, and gets one e-mail", async () => {
    const company = await t.createCompany({ placesPurchased: 5 });
    // A session that already started today is kept; the ones after are cancelled.
    const { family, sessions } = await familyBookedAt(company.id, [-1, 2 * 24, 5 * 24]);
    const [earlier, later, latest] = sessions as [
      (typeof sessions)[0],
      (typeof sessions)[0],
      (typeof sessions)[0],
    ];
    const feed = await family.inject({ method: "POST", url: "/api/family/calendar-feed" });
    const feedPath = new URL(calendarFeedUrlSchema.parse(feed.json()).url).pathname;
    expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(200);
    expect(await bookedCount(later.id)).toBe(1);

    const today = londonDay(new Date());
    const response = await mark(admin, company.id, { userIds: [family.user.id], leftAt: today });
    expect(response.statusCode, response.body).toBe(200);
    expect(leaversResultSchema.parse(response.json())).toEqual({
      leavers: [{ userId: family.user.id, leftAt: today }],
    });

    // The server drops its cached session when it hears the change on PostgreSQL's channel, a moment
    // after the commit (decision 034), so the refusal is awaited, within the second that allows.
    await expect.poll(async () => (await getUser(t, family.cookie)).statusCode, { timeout: 2_000 }).toBe(401);
    expectError(
      await login(t, family.user.username, family.password, "student"),
      403,
      ORGANISATION_ACCESS_ENDED,
    );
    expect(await bookedCount(later.id)).toBe(0);
    expect(await bookedCount(latest.id)).toBe(0);
    const kept = await t.db.select().from(bookings).where(eq(bookings.userId, family.user.id));
    expect(kept.map((row) => row.sessionId)).toEqual([earlier.id]);
    expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(404);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, family.user.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(loginSessions).where(eq(loginSessions.userId, family.user.id))).toEqual(
      [],
    );

    const mails = await mailsTo(t, family.user.email, "leaver");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("http://localhost:5000/services/pricing");
    expect(mails[0]!.text).toContain(company.name);

    const stored = await storedUser(family.user.id);
    expect(stored.leftAt).toBeInstanceOf(Date);
    expect(londonDay(stored.leftAt!)).toBe(today);
    expect(stored.leaverProcessedAt).toBeInstanceOf(Date);
    const audit = await auditOf(family.user.id);
    expect(audit.map((row) => [row.action, row.actorKind, row.actorUserId])).toEqual([
      ["employee.leaving", "admin", admin.user.id],
      ["employee.left", "admin", admin.user.id],
    ]);
    // Its data stays.
    expect(stored.fullName).toBe(family.user.fullName);

    // Marked again: the date that has come is kept, no second e-mail.
    const again = await mark(admin, company.id, { userIds: [family.user.id], leftAt: londonDate(10) });
    expect(again.json()).toEqual({ leavers: [{ userId: family.user.id, leftAt: today }] });
    expect(await mailsTo(t, family.user.email, "leaver")).toHaveLength(1);
    // Undone no more: its access has ended.
    expectError(await undo(admin, company.id, family.user.id), 409, LEAVER_MESSAGES.alreadyLeft);
  });
});

describe("a leaver marked for a later date", () => {
  it("keeps its access until the sweep runs at the date, then loses it", async () => {
    const company = await t.createCompany();
    const leftAt = londonDate(3);
    const start = DateTime.fromISO(leftAt, { zone: "Europe/London" }).toJSDate();
    const hoursToStart = (start.getTime() - Date.now()) / HOUR;
    // One session before the date (kept), one after it (cancelled).
    const { family, sessions } = await familyBookedAt(company.id, [24, Math.ceil(hoursToStart) + 24]);
    const [before, after] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const response = await mark(admin, company.id, { userIds: [family.user.id], leftAt });
    expect(response.json()).toEqual({ leavers: [{ userId: family.user.id, leftAt }] });
    expect(await mailsTo(t, family.user.email, "leaver")).toHaveLength(1);

    // The sweep acts on every due leaver of the database (other tests' too): this family's row tells.
    const { leavers } = t.app.deps.services;
    await leavers.processDue(new Date());
    await leavers.processDue(new Date(start.getTime() - 1));
    expect((await storedUser(family.user.id)).leaverProcessedAt).toBeNull();
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    expect(await bookedCount(after.id)).toBe(1);

    expect(await leavers.processDue(new Date(start.getTime() + HOUR))).toBeGreaterThanOrEqual(1);
    const processedAt = (await storedUser(family.user.id)).leaverProcessedAt;
    // Run again (another server, the next pass): this leaver is not acted on twice.
    await leavers.processDue(new Date(start.getTime() + 2 * HOUR));
    expect((await storedUser(family.user.id)).leaverProcessedAt).toEqual(processedAt);
    // The server drops its cached session when it hears the change on PostgreSQL's channel, a moment
    // after the commit (decision 034), so the refusal is awaited, within the second that allows.
    await expect.poll(async () => (await getUser(t, family.cookie)).statusCode, { timeout: 2_000 }).toBe(401);
    expect(await bookedCount(after.id)).toBe(0);
    expect(await bookedCount(before.id)).toBe(1);
    expect((await storedUser(family.user.id)).leaverProcessedAt).toBeInstanceOf(Date);
    const audit = await auditOf(family.user.id);
    expect(audit.map((row) => [row.action, row.actorKind, row.actorLabel])).toEqual([
      ["employee.leaving", "admin", admin.user.fullName],
      ["employee.left", "system", "System"],
    ]);
    expect(await mailsTo(t, family.user.email, "leaver")).toHaveLength(1);
  });

  it("is acted on by the housekeeping job's pass at the date", async () => {
    const company = await t.createCompany();
    const family = await t.asRole("parent", { companyId: company.id });
    const leftAt = londonDate(1);
    expect((await mark(admin, company.id, { userIds: [family.user.id], leftAt })).statusCode).toBe(200);
    const job = createHousekeeping(t.db, t.app.log, undefined, {
      leavers: (now) => t.app.deps.services.leavers.processDue(now),
    });
    await job.runOnce(new Date());
    expect((await storedUser(family.user.id)).leaverProcessedAt).toBeNull();
    const start = DateTime.fromISO(leftAt, { zone: "Europe/London" }).toJSDate();
    expect((await job.runOnce(new Date(start.getTime() + HOUR)))?.leavers).toBeGreaterThanOrEqual(1);
    expect((await storedUser(family.user.id)).leaverProcessedAt).toBeInstanceOf(Date);
    // The server drops its cached session when it hears the change on PostgreSQL's channel, a moment
    // after the commit (decision 034), so the refusal is awaited, within the second that allows.
    await expect.poll(async () => (await getUser(t, family.cookie)).statusCode, { timeout: 2_000 }).toBe(401);
  });

  it("can be undone before the date, once", async () => {
    const company = await t.createCompany({ placesPurchased: 2 });
    const family = await t.asRole("parent", { companyId: company.id });
    expect(
      (await mark(admin, company.id, { userIds: [family.user.id], leftAt: londonDate(7) })).statusCode,
    ).toBe(200);
    const undone = await undo(admin, company.id, family.user.id);
    expect(undone.statusCode, undone.body).toBe(204);
    expect((await storedUser(family.user.id)).leftAt).toBeNull();
    expect((await auditOf(family.user.id)).map((row) => row.action)).toEqual([
      "employee.leaving",
      "employee.leaving-undone",
    ]);
    expectError(await undo(admin, company.id, family.user.id), 404, LEAVER_MESSAGES.notLeaver);
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
  });

  it("cannot be undone once the date has come, even before the sweep", async () => {
    const company = await t.createCompany();
    const family = await t.asRole("parent", { companyId: company.id });
    await t.db
      .update(users)
      .set({ leftAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, family.user.id));
    expectError(await undo(admin, company.id, family.user.id), 409, LEAVER_MESSAGES.alreadyLeft);
  });
});

describe("bad input", () => {
  let companyId: number;
  let familyId: number;
  beforeAll(async () => {
    companyId = (await t.createCompany()).id;
    familyId = (await t.createUser("parent", { companyId })).user.id;
  });

  it.each([
    ["a past date", () => londonDate(-1), LEFT_AT_MESSAGE],
    ["no real date", () => "2026-02-30", LEFT_AT_MESSAGE],
    ["another format", () => "30/11/2026", "Please choose a date as YYYY-MM-DD"],
  ])("refuses %s with 400", async (_name, leftAt, message) => {
    expectError(await mark(admin, companyId, { userIds: [familyId], leftAt: leftAt() }), 400, message);
    expect((await storedUser(familyId)).leftAt).toBeNull();
  });

  it("answers 404 and changes nothing when one account is not the company's family", async () => {
    const other = await t.createUser("parent", { companyId: (await t.createCompany()).id });
    const companyTutor = await t.createUser("tutor", { companyId });
    for (const stranger of [other.user.id, companyTutor.user.id, 999_999, 2 ** 40]) {
      expectError(
        await mark(admin, companyId, { userIds: [familyId, stranger], leftAt: londonDate(1) }),
        404,
        LEAVER_MESSAGES.notFamily,
      );
    }
    expect((await storedUser(familyId)).leftAt).toBeNull();
    expect(await auditOf(familyId)).toEqual([]);
  });

  it("answers 404 for an unknown company and 400 for a malformed path", async () => {
    expectError(
      await mark(admin, 999_999, { userIds: [familyId], leftAt: londonDate(1) }),
      404,
      LEAVER_MESSAGES.companyNotFound,
    );
    expect((await mark(admin, "abc", { userIds: [familyId], leftAt: londonDate(1) })).statusCode).toBe(400);
    expectError(await undo(admin, companyId, 999_999), 404, LEAVER_MESSAGES.notFamily);
    expect((await undo(admin, companyId, "x1")).statusCode).toBe(400);
    expect((await mark(admin, companyId, { userIds: [], leftAt: londonDate(1) })).statusCode).toBe(400);
  });
});

describe("HR managers", () => {
  it("mark and undo their own company's leavers; another company's path answers 404", async () => {
    const own = await t.createCompany();
    const other = await t.createCompany();
    const hr = await t.asRole("hr", { companyId: own.id });
    const family = await t.createUser("parent", { companyId: own.id });
    const otherFamily = await t.createUser("parent", { companyId: other.id });

    const response = await mark(hr, own.id, { userIds: [family.user.id], leftAt: londonDate(2) });
    expect(response.statusCode, response.body).toBe(200);
    const [line] = await auditOf(family.user.id);
    expect(line).toMatchObject({ actorKind: "hr", actorUserId: hr.user.id, companyId: own.id });
    expect((await undo(hr, own.id, family.user.id)).statusCode).toBe(204);

    expectError(
      await mark(hr, other.id, { userIds: [otherFamily.user.id], leftAt: londonDate(2) }),
      404,
      LEAVER_MESSAGES.companyNotFound,
    );
    expectError(await undo(hr, other.id, otherFamily.user.id), 404, LEAVER_MESSAGES.companyNotFound);
    expect((await storedUser(otherFamily.user.id)).leftAt).toBeNull();
  });

  it("is refused to families and tutors", async () => {
    const company = await t.createCompany();
    const family = await t.asRole("parent", { companyId: company.id });
    for (const caller of [family, tutor]) {
      const response = await mark(caller, company.id, { userIds: [family.user.id], leftAt: londonDate(1) });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (
        await t.db
          .select()
          .from(users)
          .where(and(eq(users.id, family.user.id)))
      )[0]!.leftAt,
    ).toBeNull();
  });
});
