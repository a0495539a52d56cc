/**
 * A schedule grid's day counts (decision 042): `GET /api/scheduled-sessions/student/{id}/days` answers how
 * many sessions start on each day of [from, to) in the viewer's time zone. Each answer is compared with the
 * range read it summarises, grouped by day in that zone (across the October clock change too), for each
 * role; bad ranges and time zones are 400s, and no id reaches another family's child.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type PortalSession,
  portalSessionSchema,
  sessionDaySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
/** London's clocks go back at 01:00 UTC on 25 October 2026; sessions every 5 hours around it. */
const FIRST = Date.parse("2026-10-18T00:30:00.000Z");
const at = (index: number) => new Date(FIRST + index * 5 * HOUR);

let tutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;
const ids = {} as Record<"year7" | "year10" | "stranger", number>;

beforeAll(async () => {
  tutor = await t.asRole("tutor");
  admin = await t.asRole("admin");
  family = await t.asRole("parent");
  otherFamily = await t.asRole("parent");
  const [year7, year10, stranger] = await t.db
    .insert(students)
    .values([
      { id: 8101, userId: family.user.id, grade: "Year 7", firstName: "Mia", tutorId: tutor.user.id },
      { id: 8102, userId: family.user.id, grade: "Year 10", firstName: "Leo", tutorId: tutor.user.id },
      { id: 8103, userId: otherFamily.user.id, grade: "Year 7", firstName: "Zoe", tutorId: tutor.user.id },
    ])
    .returning();
  Object.assign(ids, { year7: year7!.id, year10: year10!.id, stranger: stranger!.id });
  const rows = Array.from({ length: 80 }, (_, i) => {
    const kind = i % 5;
    return {
      title: `Session ${i}`,
      subject: "Mathematics",
      duration: 60,
      tutorId: tutor.user.id,
      scheduledFor: at(i),
      academicYear: kind === 0 ? "Year 7" : kind === 1 ? "Year 10" : null,
      studentId: kind === 3 ? year7!.id : kind === 4 ? stranger!.id : null,
      status: i % 9 === 0 ? ("cancelled" as const) : ("scheduled" as const),
    };
  });
  await t.db.insert(scheduledSessions).values(rows);
});

const get = (who: SignedInUser, url: string) => who.inject({ method: "GET", url });
const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const daysUrl = (id: number, from: string, to: string, timeZone: string) =>
  `/api/scheduled-sessions/student/${id}/days?${range(from, to)}&timeZone=${encodeURIComponent(timeZone)}`;

/** The range read's sessions counted by their start's date in `timeZone`, days with sessions only, in order. */
function countedByDay(sessions: PortalSession[], timeZone: string) {
  const dateIn = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const counts = new Map<string, number>();
  for (const session of sessions) {
    const date = dateIn.format(new Date(session.scheduledFor));
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, sessions]) => ({ date, sessions }));
}

const GRIDS = [
  // A London week across the clock change, from local midnight (BST) to local midnight (GMT).
  ["2026-10-18T23:00:00.000Z", "2026-10-26T00:00:00.000Z", "Europe/London"],
  ["2026-10-19T04:00:00.000Z", "2026-10-26T05:00:00.000Z", "America/New_York"],
  ["2026-10-17T18:30:00.000Z", "2026-11-01T18:30:00.000Z", "Asia/Kolkata"],
  ["2026-10-18T00:00:00.000Z", "2026-10-30T00:00:00.000Z", "UTC"],
  ["2027-01-04T00:00:00.000Z", "2027-01-11T00:00:00.000Z", "Europe/London"],
] as const;

describe("GET /api/scheduled-sessions/student/{id}/days", () => {
  it("counts exactly the range read's sessions by day in the time zone, for each id and role", async () => {
    const reads: Array<[SignedInUser, number]> = [
      [family, ids.year7],
      [family, ids.year10],
      [family, 0],
      [otherFamily, ids.stranger],
      [tutor, ids.year7],
      [admin, ids.stranger],
    ];
    let nonEmpty = 0;
    for (const [who, named] of reads) {
      const id = named === 0 ? who.user.id : named;
      for (const [from, to, timeZone] of GRIDS) {
        const listed = await get(who, `/api/scheduled-sessions/student/${id}?${range(from, to)}`);
        expect(listed.statusCode, listed.body).toBe(200);
        const sessions = z.array(portalSessionSchema).parse(listed.json());
        const days = await get(who, daysUrl(id, from, to, timeZone));
        expect(days.statusCode, days.body).toBe(200);
        const answer = z.array(sessionDaySchema).parse(days.json());
        expect(answer, `${id} ${from} ${timeZone}`).toEqual(countedByDay(sessions, timeZone));
        if (answer.length > 0) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThan(15);
  });

  it("puts a session on the day its start falls in the zone, either side of the clock change", async () => {
    // 23:30 UTC is 23:30 the same day in London (GMT in March) and 08:30 the next day in Tokyo.
    const [early, late] = await t.db
      .insert(scheduledSessions)
      .values([
        {
          title: "Early",
          subject: "Maths",
          duration: 60,
          tutorId: tutor.user.id,
          studentId: ids.year10,
          scheduledFor: new Date("2027-03-06T23:30:00.000Z"),
        },
        {
          title: "Late",
          subject: "Maths",
          duration: 60,
          tutorId: tutor.user.id,
          studentId: ids.year10,
          scheduledFor: new Date("2027-03-07T23:30:00.000Z"),
        },
      ])
      .returning();
    expect(early && late).toBeTruthy();
    const from = "2027-03-01T00:00:00.000Z";
    const to = "2027-03-15T00:00:00.000Z";
    const london = await get(family, daysUrl(ids.year10, from, to, "Europe/London"));
    expect(london.json()).toEqual([
      { date: "2027-03-06", sessions: 1 },
      { date: "2027-03-07", sessions: 1 },
    ]);
    const tokyo = await get(family, daysUrl(ids.year10, from, to, "Asia/Tokyo"));
    expect(tokyo.json()).toEqual([
      { date: "2027-03-07", sessions: 1 },
      { date: "2027-03-08", sessions: 1 },
    ]);
  });

  it("answers 400 with the message for a missing or unknown time zone and a bad range", async () => {
    const from = "2026-10-18T00:00:00.000Z";
    const to = "2026-10-25T00:00:00.000Z";
    const cases: Array<[string, string]> = [
      [
        `/api/scheduled-sessions/student/${ids.year7}/days?${range(from, to)}`,
        "Please give a time zone such as Europe/London",
      ],
      [daysUrl(ids.year7, from, to, "Mars/Olympus"), "Please give a time zone such as Europe/London"],
      [daysUrl(ids.year7, from, to, "x".repeat(65)), "Please give a time zone such as Europe/London"],
      [daysUrl(ids.year7, to, from, "Europe/London"), "The end of the range must be after its start"],
      [
        daysUrl(ids.year7, from, "2027-01-18T00:00:00.000Z", "Europe/London"),
        "The range must span at most 62 days",
      ],
      [
        `/api/scheduled-sessions/student/${ids.year7}/days?from=${from}&timeZone=UTC`,
        "Please give the end of the range as a date and time",
      ],
    ];
    for (const [url, message] of cases) {
      const response = await get(family, url);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(message);
    }
  });

  it("answers 404 for another family's child or account and 401 when signed out, never their counts", async () => {
    const url = (id: number) => daysUrl(id, "2026-10-18T00:00:00.000Z", "2026-10-25T00:00:00.000Z", "UTC");
    for (const id of [ids.stranger, otherFamily.user.id, 999_999]) {
      const response = await get(family, url(id));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ message: "Student not found" });
    }
    const tutorOther = await t.asRole("tutor");
    expect((await get(tutorOther, url(ids.year7))).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: url(ids.year7) })).statusCode).toBe(401);
  });
});
