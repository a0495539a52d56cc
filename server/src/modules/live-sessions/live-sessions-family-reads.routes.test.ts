/**
 * `GET /api/live-sessions` bounded to what the family's Live Sessions screen shows (decision 040): the
 * Upcoming tab's sessions (`upcoming=true`), of the chosen child's year (`academicYear`), a page at a time
 * (`limit`, `cursor`). Each bounded answer is compared with the whole list it narrows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import { type LiveSession, liveSessionSchema } from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { liveSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
const sessionList = z.array(liveSessionSchema);
const STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;
const YEARS = ["Year 7", "Year 10", "Year 8", null] as const;

let admin: SignedInUser;
let tutor: SignedInUser;
let otherTutor: SignedInUser;
let family: SignedInUser;
let childless: SignedInUser;

beforeAll(async () => {
  admin = await t.asRole("admin");
  tutor = await t.asRole("tutor");
  otherTutor = await t.asRole("tutor");
  family = await t.asRole("parent");
  childless = await t.asRole("parent");
  await t.db.insert(students).values([
    { userId: family.user.id, grade: "Year 7", firstName: "Mia" },
    { userId: family.user.id, grade: "Year 10", firstName: "Leo" },
  ]);
  const start = Date.now() - 20 * 24 * HOUR;
  // 48 sessions over 40 days, every third pair at the same moment (ties the cursor must keep apart).
  await t.db.insert(liveSessions).values(
    Array.from({ length: 48 }, (_, i) => ({
      title: `Live ${i}`,
      subject: "Mathematics",
      tutorId: i % 5 === 0 ? otherTutor.user.id : tutor.user.id,
      academicYear: YEARS[i % YEARS.length]!,
      status: STATUSES[(i * 7) % STATUSES.length]!,
      scheduledFor: new Date(start + Math.floor(i / 2) * 20 * HOUR + (i % 3 === 0 ? 0 : i % 2) * 1_000),
      duration: 60,
    })),
  );
});

const get = (who: SignedInUser, url: string) => who.inject({ method: "GET", url });

async function list(who: SignedInUser, url: string): Promise<LiveSession[]> {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return sessionList.parse(response.json());
}

/** The Upcoming tab of a whole list: scheduled and live sessions, soonest first, ties by id. */
const upcomingOf = (whole: LiveSession[]) =>
  whole
    .filter((session) => session.status === "scheduled" || session.status === "live")
    .sort((a, b) => Date.parse(a.scheduledFor) - Date.parse(b.scheduledFor) || a.id - b.id);

const ofYear = (sessions: LiveSession[], year: string) =>
  sessions.filter((session) => session.academicYear === null || session.academicYear === year);

/** Every page of `url` (which carries `limit`), following X-Next-Cursor until it is absent. */
async function allPages(who: SignedInUser, url: string) {
  const pages: LiveSession[][] = [];
  let cursor: string | undefined;
  do {
    const response = await get(who, cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url);
    expect(response.statusCode, response.body).toBe(200);
    pages.push(sessionList.parse(response.json()));
    cursor = response.headers[NEXT_CURSOR_HEADER] as string | undefined;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

describe("GET /api/live-sessions bounded to the family's screen", () => {
  it("answers the Upcoming tab of the whole list with upcoming=true, for every role", async () => {
    for (const who of [family, childless, tutor, admin]) {
      const whole = await list(who, "/api/live-sessions");
      const upcoming = await list(who, "/api/live-sessions?upcoming=true");
      expect(upcoming).toEqual(upcomingOf(whole));
      expect(upcoming.length).toBeGreaterThan(3);
    }
  });

  it("narrows to a year and to the sessions of no year, never beyond what the family may see", async () => {
    const whole = await list(family, "/api/live-sessions");
    expect(whole.some((session) => session.academicYear === "Year 8")).toBe(false);
    for (const year of ["Year 7", "Year 10"]) {
      expect(
        await list(family, `/api/live-sessions?upcoming=true&academicYear=${encodeURIComponent(year)}`),
      ).toEqual(ofYear(upcomingOf(whole), year));
    }
    // A year none of its children is in adds nothing: only the sessions of no year remain.
    const other = await list(family, "/api/live-sessions?academicYear=Year%208");
    expect(other).toEqual(whole.filter((session) => session.academicYear === null));
  });

  it("pages the list with limit and cursor: the pages joined are the whole answer, the last has no cursor", async () => {
    for (const [who, query] of [
      [family, "upcoming=true&academicYear=Year%207"],
      [family, "upcoming=true"],
      [admin, "upcoming=true"],
      [tutor, "academicYear=Year%2010"],
    ] as const) {
      const whole = await list(who, `/api/live-sessions?${query}`);
      for (const limit of [1, 3, 7, 100]) {
        const pages = await allPages(who, `/api/live-sessions?${query}&limit=${limit}`);
        expect(pages.flat(), `${query} limit ${limit}`).toEqual(whole);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
        expect(pages.at(-1)!.length).toBeLessThanOrEqual(limit);
      }
    }
  });

  it("keeps the contract's answer without parameters: every session, most recently scheduled first", async () => {
    const whole = await list(admin, "/api/live-sessions");
    expect(whole).toHaveLength(48);
    const times = whole.map((session) => Date.parse(session.scheduledFor));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const response = await get(admin, "/api/live-sessions");
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it("answers 400 with a clear message for a bad upcoming, year, limit or cursor", async () => {
    const bad: Array<[string, string]> = [
      ["upcoming=maybe", "upcoming must be true or false"],
      ["academicYear=Year%2099", "Please choose one of the academic years"],
      ["limit=0", "limit must be a whole number from 1 to 100"],
      ["limit=101", "limit must be a whole number from 1 to 100"],
      ["upcoming=true&limit=5&cursor=not-a-cursor", "This cursor is not valid"],
    ];
    for (const [query, message] of bad) {
      const response = await get(family, `/api/live-sessions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});
