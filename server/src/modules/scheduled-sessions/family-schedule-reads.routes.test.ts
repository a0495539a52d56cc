/**
 * The family's schedule reads bounded to what each screen shows (decision 040): a range (`from`, `to`) on
 * a child's or a family's whole list, the sessions a child is on (`onRoster`), and one child's upcoming
 * sessions (`upcoming?studentId&limit`). Each bounded answer is compared with the unbounded read it narrows,
 * and no parameter reaches another family's child or private session.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  isUpcomingSession,
  type PortalSession,
  portalSessionSchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { attendance, bookings, scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const DAY = 86_400_000;
/** Whole days from a fixed midnight a week ahead of now, so ranges can start exactly on a session. */
const anchor = Math.floor(Date.now() / DAY) * DAY + 7 * DAY;
const at = (days: number, hours = 0) => new Date(anchor + days * DAY + hours * 3_600_000);
const iso = (days: number, hours = 0) => at(days, hours).toISOString();
const sessionList = z.array(portalSessionSchema);

let tutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;
const ids = {} as Record<"year7" | "year10" | "stranger" | "strangerPrivate", number>;

beforeAll(async () => {
  tutor = await t.asRole("tutor");
  admin = await t.asRole("admin");
  family = await t.asRole("parent");
  otherFamily = await t.asRole("parent");
  const [year7, year10, stranger] = await t.db
    .insert(students)
    .values([
      // Ids apart from the accounts' (another sequence), so no child's id is also a family's account id.
      { id: 7001, userId: family.user.id, grade: "Year 7", firstName: "Mia", tutorId: tutor.user.id },
      { id: 7002, userId: family.user.id, grade: "Year 10", firstName: "Leo", tutorId: tutor.user.id },
      { id: 7003, userId: otherFamily.user.id, grade: "Year 7", firstName: "Zoe", tutorId: tutor.user.id },
    ])
    .returning();
  Object.assign(ids, { year7: year7!.id, year10: year10!.id, stranger: stranger!.id });
  const base = { subject: "Mathematics", duration: 60, tutorId: tutor.user.id };
  // Sessions from 30 days before the anchor to 30 after, of both years, of no year, one-to-ones of each
  // child and of the other family's child, some cancelled or completed.
  const rows = Array.from({ length: 61 }, (_, i) => {
    const day = i - 30;
    const kind = i % 6;
    return {
      ...base,
      title: `Session ${i}`,
      scheduledFor: at(day, kind),
      academicYear: kind === 0 ? "Year 7" : kind === 1 ? "Year 10" : kind === 2 ? null : null,
      studentId: kind === 3 ? year7!.id : kind === 4 ? year10!.id : kind === 5 ? stranger!.id : null,
      status: i % 7 === 0 ? ("cancelled" as const) : i < 20 ? ("completed" as const) : ("scheduled" as const),
    };
  });
  const inserted = await t.db.insert(scheduledSessions).values(rows).returning();
  ids.strangerPrivate = inserted.find((row) => row.studentId === stranger!.id)!.id;
  // Mia booked into two Year 7 groups (one past, marked present), Zoe into one.
  const year7Groups = inserted.filter((row) => row.academicYear === "Year 7");
  await t.db.insert(bookings).values([
    { sessionId: year7Groups[1]!.id, studentId: year7!.id, userId: family.user.id },
    { sessionId: year7Groups[8]!.id, studentId: year7!.id, userId: family.user.id },
    { sessionId: year7Groups[2]!.id, studentId: stranger!.id, userId: otherFamily.user.id },
  ]);
  await t.db.insert(attendance).values([
    { sessionId: year7Groups[1]!.id, studentId: year7!.id, present: true },
    { sessionId: year7Groups[2]!.id, studentId: stranger!.id, present: false },
  ]);
});

const get = (who: SignedInUser, url: string) => who.inject({ method: "GET", url });

async function list(who: SignedInUser, url: string): Promise<PortalSession[]> {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return sessionList.parse(response.json());
}

/** The sessions of `whole` starting in [from, to), in the order the API lists them. */
const inRange = (whole: PortalSession[], from: string, to: string) =>
  whole.filter(
    (session) =>
      Date.parse(session.scheduledFor) >= Date.parse(from) &&
      Date.parse(session.scheduledFor) < Date.parse(to),
  );

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** A week, a month grid, a range with nothing in it, one across the anchor. */
const RANGES = [
  [iso(-3), iso(4)],
  [iso(-14), iso(28)],
  [iso(40), iso(47)],
  [iso(-1, 5), iso(0, 3)],
] as const;

describe("the schedule's range: from and to", () => {
  it("answers exactly the sessions of the whole list that start in the range, for each list and role", async () => {
    const reads: Array<[SignedInUser, string]> = [
      [family, `/api/scheduled-sessions/student/${ids.year7}`],
      [family, `/api/scheduled-sessions/student/${ids.year10}`],
      [family, `/api/scheduled-sessions/student/${family.user.id}`],
      [family, "/api/student/scheduled-sessions"],
      [otherFamily, `/api/scheduled-sessions/student/${ids.stranger}`],
      [tutor, `/api/scheduled-sessions/student/${ids.year7}`],
      [admin, `/api/scheduled-sessions/student/${ids.stranger}`],
      [admin, "/api/student/scheduled-sessions"],
    ];
    for (const [who, url] of reads) {
      const whole = await list(who, url);
      expect(whole.length).toBeGreaterThan(5);
      for (const [from, to] of RANGES) {
        const bounded = await list(who, `${url}?${range(from, to)}`);
        expect(bounded, `${url} ${from} ${to}`).toEqual(inRange(whole, from, to));
      }
    }
  });

  it("includes a session starting exactly at `from` and leaves out one starting exactly at `to`", async () => {
    const whole = await list(family, `/api/scheduled-sessions/student/${family.user.id}`);
    const first = whole.find((session) => Date.parse(session.scheduledFor) > Date.parse(iso(0)))!;
    const second = whole.find(
      (session) => Date.parse(session.scheduledFor) > Date.parse(first.scheduledFor),
    )!;
    const bounded = await list(
      family,
      `/api/scheduled-sessions/student/${family.user.id}?${range(first.scheduledFor, second.scheduledFor)}`,
    );
    expect(bounded.map((session) => session.id)).toEqual(
      whole.filter((session) => session.scheduledFor === first.scheduledFor).map((session) => session.id),
    );
  });

  it("accepts a range of exactly 62 days and answers the same fields as the whole list", async () => {
    const whole = await list(family, "/api/student/scheduled-sessions");
    const bounded = await list(family, `/api/student/scheduled-sessions?${range(iso(-31), iso(31))}`);
    expect(bounded).toEqual(inRange(whole, iso(-31), iso(31)));
    expect(Object.keys(bounded[0]!).sort()).toEqual(Object.keys(whole[0]!).sort());
  });

  it("answers 400 with a clear message for half a range, a reversed, empty or too long one, or a non-date", async () => {
    const bad: Array<[string, string]> = [
      [
        `from=${encodeURIComponent(iso(0))}`,
        "Please give both the start and the end of the range, or neither",
      ],
      [`to=${encodeURIComponent(iso(0))}`, "Please give both the start and the end of the range, or neither"],
      [range(iso(5), iso(1)), "The end of the range must be after its start"],
      [range(iso(1), iso(1)), "The end of the range must be after its start"],
      [range(iso(0), iso(62, 1)), "The range must span at most 62 days"],
      [range("yesterday", iso(1)), "Please give the start of the range as a date and time"],
      [range(iso(0), "2026-13-01"), "Please give the end of the range as a date and time"],
      ["onRoster=maybe", "onRoster must be true or false"],
    ];
    for (const url of [`/api/scheduled-sessions/student/${ids.year7}`, "/api/student/scheduled-sessions"]) {
      for (const [query, message] of bad) {
        const response = await get(family, `${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        const body = response.json() as { message: string; issues?: Array<{ message: string }> };
        expect([body.message, ...(body.issues ?? []).map((issue) => issue.message)].join(" | ")).toContain(
          message,
        );
      }
    }
  });

  it("answers 404 for another family's child and another account's id whatever the range or filter", async () => {
    for (const query of [
      "",
      `?${range(iso(-30), iso(30))}`,
      "?onRoster=true",
      `?onRoster=true&${range(iso(-3), iso(4))}`,
    ]) {
      for (const id of [ids.stranger, otherFamily.user.id, tutor.user.id]) {
        const response = await get(family, `/api/scheduled-sessions/student/${id}${query}`);
        expect(response.statusCode, `${id}${query}`).toBe(404);
        expect(response.json()).toEqual({
          message: "Student not found",
          code: "SCHEDULED_SESSION_STUDENT_NOT_FOUND",
        });
      }
    }
  });

  it("never lists another family's private session, through any range", async () => {
    for (const [from, to] of [...RANGES, [iso(-31), iso(31)]] as const) {
      for (const url of [
        `/api/scheduled-sessions/student/${ids.year7}`,
        `/api/scheduled-sessions/student/${family.user.id}`,
        "/api/student/scheduled-sessions",
      ]) {
        const bounded = await list(family, `${url}?${range(from, to)}&onRoster=false`);
        expect(bounded.map((session) => session.id)).not.toContain(ids.strangerPrivate);
        expect(bounded.every((session) => session.studentId !== ids.stranger)).toBe(true);
      }
    }
  });
});

/** Whether a child is on a session as the family reads it: its one-to-one, booked, or marked. */
const isOn = (session: PortalSession, childId: number) =>
  session.studentId === childId ||
  (session.bookedStudentIds ?? []).includes(childId) ||
  (session.attendance ?? []).some((mark) => mark.studentId === childId);

describe("a child's own sessions: onRoster", () => {
  it("answers exactly the sessions of the child's list it is on: one-to-ones, booked and marked", async () => {
    for (const child of [ids.year7, ids.year10]) {
      const whole = await list(family, `/api/scheduled-sessions/student/${child}`);
      const own = await list(family, `/api/scheduled-sessions/student/${child}?onRoster=true`);
      expect(own).toEqual(whole.filter((session) => isOn(session, child)));
      expect(own.length).toBeGreaterThan(3);
    }
    const mia = await list(family, `/api/scheduled-sessions/student/${ids.year7}?onRoster=true`);
    expect(mia.filter((session) => session.studentId === null)).toHaveLength(2);
  });

  it("narrows a range too, and for the family's own id answers what any of its children is on", async () => {
    const whole = await list(family, "/api/student/scheduled-sessions");
    const own = await list(family, `/api/scheduled-sessions/student/${family.user.id}?onRoster=true`);
    expect(own).toEqual(whole.filter((session) => isOn(session, ids.year7) || isOn(session, ids.year10)));
    const week = await list(
      family,
      `/api/student/scheduled-sessions?onRoster=true&${range(iso(-3), iso(4))}`,
    );
    expect(week).toEqual(inRange(own, iso(-3), iso(4)));
  });

  it("never answers the other family's booking or one-to-one to this family", async () => {
    const own = await list(family, `/api/scheduled-sessions/student/${ids.year7}?onRoster=true`);
    const theirs = await list(otherFamily, `/api/scheduled-sessions/student/${ids.stranger}?onRoster=true`);
    expect(theirs.map((session) => session.id)).toContain(ids.strangerPrivate);
    const ownIds = own.map((session) => session.id);
    expect(theirs.some((session) => ownIds.includes(session.id))).toBe(false);
  });
});

describe("one child's upcoming sessions: upcoming?studentId", () => {
  it("answers the child's list's upcoming sessions, soonest first, up to the limit", async () => {
    for (const child of [ids.year7, ids.year10]) {
      const whole = await list(family, `/api/scheduled-sessions/student/${child}`);
      const upcoming = whole.filter((session) => isUpcomingSession(session));
      expect(upcoming.length).toBeGreaterThan(3);
      expect(await list(family, `/api/scheduled-sessions/upcoming?studentId=${child}&limit=3`)).toEqual(
        upcoming.slice(0, 3),
      );
      expect(await list(family, `/api/scheduled-sessions/upcoming?studentId=${child}`)).toEqual(upcoming);
    }
  });

  it("merges each part of the rule soonest first: every limit answers the whole list's first upcoming ones", async () => {
    // Two sessions at the same moment in two parts of the rule (a year's group and a group of no year), and a
    // one-to-one between them, so the merge's order by time and id is exercised.
    const moment = at(2, 7);
    await t.db.insert(scheduledSessions).values([
      {
        subject: "Maths",
        duration: 60,
        tutorId: tutor.user.id,
        title: "Tie, Year 10",
        scheduledFor: moment,
        academicYear: "Year 10",
      },
      {
        subject: "Maths",
        duration: 60,
        tutorId: tutor.user.id,
        title: "Tie, one-to-one",
        scheduledFor: moment,
        studentId: ids.year7,
      },
      {
        subject: "Maths",
        duration: 60,
        tutorId: tutor.user.id,
        title: "Tie, every year",
        scheduledFor: moment,
      },
    ]);
    const childless = await t.asRole("parent");
    const reads: Array<[SignedInUser, string, string]> = [
      [family, "/api/student/scheduled-sessions", "/api/scheduled-sessions/upcoming?"],
      [otherFamily, "/api/student/scheduled-sessions", "/api/scheduled-sessions/upcoming?"],
      [childless, "/api/student/scheduled-sessions", "/api/scheduled-sessions/upcoming?"],
      [
        family,
        `/api/scheduled-sessions/student/${ids.year7}`,
        `/api/scheduled-sessions/upcoming?studentId=${ids.year7}&`,
      ],
      [
        family,
        `/api/scheduled-sessions/student/${ids.year10}`,
        `/api/scheduled-sessions/upcoming?studentId=${ids.year10}&`,
      ],
      [
        tutor,
        `/api/scheduled-sessions/student/${ids.year7}`,
        `/api/scheduled-sessions/upcoming?studentId=${ids.year7}&`,
      ],
      [
        admin,
        `/api/scheduled-sessions/student/${ids.stranger}`,
        `/api/scheduled-sessions/upcoming?studentId=${ids.stranger}&`,
      ],
    ];
    for (const [who, wholeUrl, upcomingUrl] of reads) {
      const upcoming = (await list(who, wholeUrl)).filter((session) => isUpcomingSession(session));
      expect(upcoming.length, wholeUrl).toBeGreaterThan(4);
      for (const limit of [1, 2, 3, 4, 5, 8, 13, 40]) {
        const answer = await list(who, `${upcomingUrl}limit=${limit}`);
        expect(answer, `${upcomingUrl}limit=${limit}`).toEqual(upcoming.slice(0, limit));
      }
    }
  });

  it("gives the family's own id what the family's upcoming read answers", async () => {
    const all = await list(family, "/api/scheduled-sessions/upcoming?limit=5");
    expect(all).toHaveLength(5);
    expect(
      await list(family, `/api/scheduled-sessions/upcoming?studentId=${family.user.id}&limit=5`),
    ).toEqual(all);
  });

  it("answers 404 for another family's child and 400 for a studentId that is not a number", async () => {
    for (const id of [ids.stranger, otherFamily.user.id]) {
      const response = await get(family, `/api/scheduled-sessions/upcoming?studentId=${id}&limit=3`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "SCHEDULED_SESSION_STUDENT_NOT_FOUND" });
    }
    for (const bad of ["abc", "0", "-2", "1.5"]) {
      const response = await get(family, `/api/scheduled-sessions/upcoming?studentId=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(JSON.stringify(response.json())).toContain("The student id must be a whole number");
    }
  });

  it("gives a tutor their own student's upcoming sessions and 404 for a child who is not theirs", async () => {
    const whole = await list(tutor, `/api/scheduled-sessions/student/${ids.year10}`);
    expect(await list(tutor, `/api/scheduled-sessions/upcoming?studentId=${ids.year10}&limit=2`)).toEqual(
      whole.filter((session) => isUpcomingSession(session)).slice(0, 2),
    );
    const stranger = await t.asRole("tutor");
    const response = await get(stranger, `/api/scheduled-sessions/upcoming?studentId=${ids.year10}`);
    expect(response.statusCode).toBe(404);
  });
});
