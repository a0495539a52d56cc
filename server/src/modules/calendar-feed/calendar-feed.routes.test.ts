import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarFeedStatusSchema, calendarFeedUrlSchema } from "#shared/schemas/calendar-feed.ts";
import { expectError } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp, testConfig } from "../../test/test-app.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { companies } from "../companies/companies.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { calendarFeeds } from "./calendar-feed.table.ts";

const t = setupTestApp();
const DAY = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const FEED = "/api/family/calendar-feed";
const NOT_FOUND = "This calendar feed does not exist or has been turned off.";

let admin: SignedInUser;
let tutor: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;
const ids = {} as Record<
  | "year7"
  | "mixed"
  | "leoPrivate"
  | "cancelled"
  | "bookedOtherYear"
  | "old"
  | "year8"
  | "zoePrivate"
  | "beforeChange"
  | "afterChange"
  | "openYear7"
  | "unnamedPrivate"
  | "unnamedChild",
  number
>;
/** The next change of London's clocks at least two days ahead, and 09:00 London the day before and after. */
let clockChange: { before: DateTime; after: DateTime; spring: boolean };

type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string;
  sequence: number;
  status: string;
  start: Date;
  startText: string;
  lastModified: string;
};

/** The feed parsed by ical.js, a real iCalendar parser: its events by summary, and whether it has a VTIMEZONE. */
function parseFeed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue("url")),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue("status")),
      start: event.startDate.toJSDate(),
      startText: event.startDate.toString(),
      lastModified: String(component.getFirstPropertyValue("last-modified")),
    };
  });
  const timezones = calendar
    .getAllSubcomponents("vtimezone")
    .map((zone) => zone.getFirstPropertyValue("tzid"));
  return { events, bySummary: new Map(events.map((event) => [event.summary, event])), timezones };
}

async function turnOn(user: SignedInUser) {
  const response = await user.inject({ method: "POST", url: FEED });
  expect(response.statusCode, response.body).toBe(201);
  return calendarFeedUrlSchema.parse(response.json()).url;
}

/** GET of a feed address, as a calendar program sends it (no cookie). */
function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: new URL(url).pathname, headers });
}

async function status(user: SignedInUser) {
  const response = await user.inject({ method: "GET", url: FEED });
  expect(response.statusCode, response.body).toBe(200);
  return calendarFeedStatusSchema.parse(response.json());
}

beforeAll(async () => {
  admin = await t.asRole("admin");
  tutor = await t.asRole("tutor", { fullName: "Ada Tutor" });
  family = await t.asRole("parent");
  otherFamily = await t.asRole("parent");
  const [mia, leo, zoe, unnamed] = await t.db
    .insert(students)
    .values([
      { userId: family.user.id, grade: "Year 7", firstName: "Mia" },
      { userId: family.user.id, grade: "Year 10", firstName: "Leo" },
      { userId: otherFamily.user.id, grade: "Year 8", firstName: "Zoe" },
      // A child a tutor added with notes and no first name: the feed names it by its number only.
      { userId: family.user.id, grade: "Year 5", notes: "Tutor's private note" },
    ])
    .returning();

  // Noon to noon: the clocks change at 01:00, so midnights on both sides of a change can share an offset.
  let day = DateTime.now().setZone("Europe/London").set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  day = day.plus({ days: 2 });
  while (day.plus({ days: 1 }).offset === day.offset) day = day.plus({ days: 1 });
  clockChange = {
    before: day.set({ hour: 9 }),
    after: day.plus({ days: 1 }).set({ hour: 9 }),
    spring: day.plus({ days: 1 }).offset > day.offset,
  };

  // Last changed an hour ago: an edit's LAST-MODIFIED (whole seconds) then differs however fast it comes.
  const base = {
    subject: "Mathematics",
    duration: 60,
    tutorId: tutor.user.id,
    updatedAt: new Date(Date.now() - 3_600_000),
  };
  const rows = await t.db
    .insert(scheduledSessions)
    .values([
      { ...base, title: "Year 7 group", scheduledFor: inDays(3), academicYear: "Year 7" },
      {
        ...base,
        title: "Mixed group",
        subject: "English",
        scheduledFor: inDays(4),
        youtubeUrl: "https://www.youtube.com/watch?v=mixed123",
      },
      { ...base, title: "Leo private", scheduledFor: inDays(5), studentId: leo!.id },
      {
        ...base,
        title: "Cancelled group",
        scheduledFor: inDays(6),
        academicYear: "Year 7",
        status: "cancelled",
      },
      { ...base, title: "Year 9 group", scheduledFor: inDays(7), academicYear: "Year 9" },
      { ...base, title: "Old group", scheduledFor: inDays(-40), academicYear: "Year 7" },
      { ...base, title: "Year 8 group", scheduledFor: inDays(3), academicYear: "Year 8" },
      { ...base, title: "Zoe private", scheduledFor: inDays(3), studentId: zoe!.id },
      {
        ...base,
        title: "Before the change",
        scheduledFor: clockChange.before.toJSDate(),
        academicYear: "Year 7",
      },
      {
        ...base,
        title: "After the change",
        scheduledFor: clockChange.after.toJSDate(),
        academicYear: "Year 7",
      },
      // Open to Mia's year but not booked: the family may see it, its calendar does not hold it.
      {
        ...base,
        title: "Open Year 7 group",
        scheduledFor: inDays(8),
        academicYear: "Year 7",
        youtubeUrl: "https://www.youtube.com/watch?v=open123",
      },
      { ...base, title: "Unnamed private", scheduledFor: inDays(9), studentId: unnamed!.id },
    ])
    .returning();
  const [year7, mixed, leoPrivate, cancelled, bookedOtherYear, old, year8, zoePrivate, before, after] = rows;
  const [openYear7, unnamedPrivate] = rows.slice(10);
  Object.assign(ids, {
    year7: year7!.id,
    mixed: mixed!.id,
    leoPrivate: leoPrivate!.id,
    cancelled: cancelled!.id,
    bookedOtherYear: bookedOtherYear!.id,
    old: old!.id,
    year8: year8!.id,
    zoePrivate: zoePrivate!.id,
    beforeChange: before!.id,
    afterChange: after!.id,
    openYear7: openYear7!.id,
    unnamedPrivate: unnamedPrivate!.id,
    unnamedChild: unnamed!.id,
  });
  await t.db.insert(bookings).values([
    // Mia's seats in her year's groups, one since cancelled by the school and two across a clock change.
    { sessionId: year7!.id, studentId: mia!.id, userId: family.user.id },
    { sessionId: cancelled!.id, studentId: mia!.id, userId: family.user.id },
    { sessionId: before!.id, studentId: mia!.id, userId: family.user.id },
    { sessionId: after!.id, studentId: mia!.id, userId: family.user.id },
    { sessionId: old!.id, studentId: mia!.id, userId: family.user.id },
    // Both children in one session: one event naming both.
    { sessionId: mixed!.id, studentId: mia!.id, userId: family.user.id },
    { sessionId: mixed!.id, studentId: leo!.id, userId: family.user.id },
    // A booked session of a year the family no longer sees (the child moved up): still in its calendar.
    { sessionId: bookedOtherYear!.id, studentId: mia!.id, userId: family.user.id },
    { sessionId: year8!.id, studentId: zoe!.id, userId: otherFamily.user.id },
  ]);
});

describe("who may manage a calendar feed", () => {
  it("answers 401 to anonymous callers and 403 to tutors and admins", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await t.app.inject({ method, url: FEED })).statusCode).toBe(401);
      expect((await tutor.inject({ method, url: FEED })).statusCode).toBe(403);
      expect((await admin.inject({ method, url: FEED })).statusCode).toBe(403);
    }
  });
});

describe("the family calendar feed", () => {
  let url: string;
  let first: { body: string; etag: string };

  it("is off until the family turns it on", async () => {
    expect(await status(family)).toEqual({ enabled: false, createdAt: null, lastFetchedAt: null });
  });

  it("turns on with an unguessable address whose token is stored only as its SHA-256", async () => {
    url = await turnOn(family);
    expect(url).toMatch(/^http:\/\/localhost:5000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, family.user.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const shown = await status(family);
    expect(shown).toMatchObject({ enabled: true, lastFetchedAt: null });
    expect(JSON.stringify(shown)).not.toContain(token);
  });

  it("serves the sessions the family's children are on, one event per session, without sign-in", async () => {
    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.body).toContain("\r\n");
    first = { body: response.body, etag: String(response.headers.etag) };

    const feed = parseFeed(response.body);
    expect(feed.timezones).toEqual(["Europe/London"]);
    expect([...feed.bySummary.keys()].sort()).toEqual(
      [
        "English: Mixed group",
        "Mathematics: After the change",
        "Mathematics: Before the change",
        "Mathematics: Cancelled group",
        "Mathematics: Leo private",
        "Mathematics: Unnamed private",
        "Mathematics: Year 7 group",
        "Mathematics: Year 9 group",
      ].sort(),
    );
    expect(feed.events).toHaveLength(8);
    // Sessions it may see but has not booked (and their links), and those more than 30 days old, are not in it.
    expect(response.body).not.toContain("Open Year 7 group");
    expect(response.body).not.toContain("open123");
    expect(response.body).not.toContain("Old group");

    const mixed = feed.bySummary.get("English: Mixed group")!;
    expect(mixed.uid).toBe(`session-${ids.mixed}@localhost`);
    expect(mixed.description).toContain("Booked for Mia and Leo");
    expect(mixed.description).toContain("Teacher: Ada Tutor");
    expect(mixed.description).toContain("Join: https://www.youtube.com/watch?v=mixed123");
    expect(mixed.url).toBe(`http://localhost:5000/student/session/${ids.mixed}`);
    expect(mixed.sequence).toBe(0);
    expect(mixed.status).toBe("CONFIRMED");

    expect(feed.bySummary.get("Mathematics: Year 7 group")!.description).toMatch(/^Booked for Mia\n/);
    expect(feed.bySummary.get("Mathematics: Leo private")!.description).toMatch(/^For Leo\n/);
    // The tutor's notes never name a child in the feed (anyone holding its address reads it).
    expect(feed.bySummary.get("Mathematics: Unnamed private")!.description).toMatch(
      new RegExp(`^For Student #${ids.unnamedChild}\n`),
    );
    expect(response.body).not.toContain("private note");
    expect(feed.bySummary.get("Mathematics: Year 9 group")!.description).toMatch(/^Booked for Mia\n/);
    const cancelled = feed.bySummary.get("Mathematics: Cancelled group")!;
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.description).toMatch(/^This session has been cancelled\./);
  });

  it("writes times in Europe/London, right on both sides of a change of the clocks", () => {
    const feed = parseFeed(first.body);
    const before = feed.bySummary.get("Mathematics: Before the change")!;
    const after = feed.bySummary.get("Mathematics: After the change")!;
    expect(first.body).toContain(
      `DTSTART;TZID=Europe/London:${clockChange.before.toFormat("yyyyMMdd")}T090000`,
    );
    expect(first.body).toContain(
      `DTSTART;TZID=Europe/London:${clockChange.after.toFormat("yyyyMMdd")}T090000`,
    );
    expect(before.start.toISOString()).toBe(
      clockChange.before.toUTC().toISO({ suppressMilliseconds: false }),
    );
    expect(after.start.toISOString()).toBe(clockChange.after.toUTC().toISO({ suppressMilliseconds: false }));
    // 09:00 in London is 09:00Z in winter (GMT) and 08:00Z in summer (BST).
    expect(before.start.getUTCHours()).toBe(clockChange.spring ? 9 : 8);
    expect(after.start.getUTCHours()).toBe(clockChange.spring ? 8 : 9);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const head = await t.app.inject({ method: "HEAD", url: new URL(url).pathname });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(first.etag);
    expect(head.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(head.body).toBe("");
  });

  it("records when a calendar program last fetched it", async () => {
    const shown = await status(family);
    expect(shown.lastFetchedAt).not.toBeNull();
    expect(Date.now() - Date.parse(shown.lastFetchedAt!)).toBeLessThan(60_000);
  });

  it("gives the same bytes, UIDs and ETag on a second fetch, and 304 to If-None-Match", async () => {
    const again = await fetchFeed(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.etag);
    expect(parseFeed(again.body).events.map((event) => event.uid)).toEqual(
      parseFeed(first.body).events.map((event) => event.uid),
    );
    for (const ifNoneMatch of [first.etag, `W/${first.etag}`, `"other", ${first.etag}`]) {
      const notModified = await fetchFeed(url, { "if-none-match": ifNoneMatch });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe("");
      expect(notModified.headers.etag).toBe(first.etag);
    }
    expect((await fetchFeed(url, { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it("writes the time of a fetch at most once a minute, a 304 counting too", async () => {
    const stamped = (await status(family)).lastFetchedAt;
    await fetchFeed(url);
    expect((await status(family)).lastFetchedAt).toBe(stamped);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db
      .update(calendarFeeds)
      .set({ lastFetchedAt: twoMinutesAgo })
      .where(eq(calendarFeeds.userId, family.user.id));
    expect((await fetchFeed(url, { "if-none-match": first.etag })).statusCode).toBe(304);
    expect(Date.parse((await status(family)).lastFetchedAt!)).toBeGreaterThan(twoMinutesAgo.getTime());
  });

  it("keeps an edited session's UID and raises its SEQUENCE", async () => {
    const edit = await admin.inject({
      method: "PUT",
      url: `/api/admin/scheduled-sessions/${ids.year7}`,
      payload: { title: "Year 7 algebra" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const response = await fetchFeed(url, { "if-none-match": first.etag });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(first.etag);
    const before = parseFeed(first.body).bySummary.get("Mathematics: Year 7 group")!;
    const after = parseFeed(response.body).bySummary.get("Mathematics: Year 7 algebra")!;
    expect(after.uid).toBe(before.uid);
    expect(after.uid).toBe(`session-${ids.year7}@localhost`);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.lastModified).not.toBe(before.lastModified);
  });

  it("marks a session the school cancels STATUS:CANCELLED with a higher SEQUENCE", async () => {
    const beforeCancel = parseFeed((await fetchFeed(url)).body).bySummary.get("English: Mixed group")!;
    const cancel = await admin.inject({
      method: "PUT",
      url: `/api/admin/scheduled-sessions/${ids.mixed}`,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mixed = parseFeed((await fetchFeed(url)).body).bySummary.get("English: Mixed group")!;
    expect(mixed.uid).toBe(beforeCancel.uid);
    expect(mixed.status).toBe("CANCELLED");
    expect(mixed.sequence).toBeGreaterThan(beforeCancel.sequence);
    expect(mixed.description).not.toContain("Join:");
  });

  it("never shows another family's sessions, and theirs never show this family's", async () => {
    const otherUrl = await turnOn(otherFamily);
    const theirs = parseFeed((await fetchFeed(otherUrl)).body);
    expect([...theirs.bySummary.keys()].sort()).toEqual(
      ["Mathematics: Year 8 group", "Mathematics: Zoe private"].sort(),
    );
    expect(theirs.events.some((event) => /Mia|Leo/.test(event.description))).toBe(false);
    const ours = parseFeed((await fetchFeed(url)).body);
    expect(ours.events.some((event) => /Zoe|Year 8/.test(event.summary + event.description))).toBe(false);
    expect(theirs.events.some((event) => /Unnamed|Student #/.test(event.summary + event.description))).toBe(
      false,
    );
  });

  it("replaces the address: the old one answers 404 at once, the new one serves the feed", async () => {
    const replaced = await turnOn(family);
    expect(replaced).not.toBe(url);
    expectError(await fetchFeed(url), 404, NOT_FOUND);
    expect((await fetchFeed(replaced)).statusCode).toBe(200);
    expect((await status(family)).enabled).toBe(true);
    url = replaced;
  });

  it("turns off: the address answers 404 and the status says off", async () => {
    const off = await family.inject({ method: "DELETE", url: FEED });
    expect(off.statusCode).toBe(204);
    expectError(await fetchFeed(url), 404, NOT_FOUND);
    expect(await status(family)).toEqual({ enabled: false, createdAt: null, lastFetchedAt: null });
    // Turning off a feed that is already off is not an error.
    expect((await family.inject({ method: "DELETE", url: FEED })).statusCode).toBe(204);
  });
});

describe("a booking made through the API", () => {
  it("shows in the feed once booked for the child, and leaves it once the booking is cancelled", async () => {
    const booker = await t.asRole("parent");
    const [ava] = await t.db
      .insert(students)
      .values({ userId: booker.user.id, grade: "Year 11", firstName: "Ava" })
      .returning();
    const [session] = await t.db
      .insert(scheduledSessions)
      .values({
        title: "Year 11 revision",
        subject: "Chemistry",
        duration: 60,
        tutorId: tutor.user.id,
        scheduledFor: inDays(9),
        academicYear: "Year 11",
      })
      .returning();
    const url = await turnOn(booker);
    const description = async () =>
      parseFeed((await fetchFeed(url)).body).bySummary.get("Chemistry: Year 11 revision")?.description;
    expect(await description()).toBeUndefined();
    const booked = await booker.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { sessionId: session!.id, studentId: ava!.id },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await description()).toMatch(/^Booked for Ava\n/);
    const cancelled = await booker.inject({ method: "DELETE", url: `/api/bookings/${booked.json().id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await description()).toBeUndefined();
  });
});

describe("feed addresses that serve nothing", () => {
  it("answers 404 (never 500) to unknown and malformed tokens", async () => {
    for (const path of [
      `/calendar/${"A".repeat(43)}.ics`,
      "/calendar/short.ics",
      "/calendar/.ics",
      "/calendar/%00.ics",
      "/calendar/%27%3B%20drop%20table.ics",
    ]) {
      expectError(await t.app.inject({ method: "GET", url: path }), 404, NOT_FOUND);
    }
    // Longer than any route parameter may be: refused before the route.
    expect((await t.app.inject({ method: "GET", url: `/calendar/${"x".repeat(300)}.ics` })).statusCode).toBe(
      414,
    );
  });

  it("answers 404 once the family's organisation's access has ended, as sign-in refuses it", async () => {
    const company = await t.createCompany();
    const employee = await t.asRole("parent", { companyId: company.id });
    const url = await turnOn(employee);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.db.update(companies).set({ status: "inactive" }).where(eq(companies.id, company.id));
    expectError(await fetchFeed(url), 404, NOT_FOUND);
  });

  it("answers 404 once the family account is deactivated", async () => {
    const leaving = await t.asRole("parent");
    const url = await turnOn(leaving);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.user.id));
    expectError(await fetchFeed(url), 404, NOT_FOUND);
  });
});

describe("fetching a feed too often", () => {
  const limited = setupTestApp({
    rateLimits: { ...testConfig().rateLimits, calendarFeed: { max: 2, timeWindow: 60_000 } },
  });

  it("answers 429 past the limit for one address", async () => {
    const someone = await limited.asRole("parent");
    const created = await someone.inject({ method: "POST", url: FEED });
    const path = new URL(calendarFeedUrlSchema.parse(created.json()).url).pathname;
    expect((await limited.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    expect((await limited.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    expect((await limited.app.inject({ method: "GET", url: path })).statusCode).toBe(429);
  });
});
