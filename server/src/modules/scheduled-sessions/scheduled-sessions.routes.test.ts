import { beforeAll, describe, expect, it } from "vitest";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const sessionList = z.array(portalSessionSchema);

let tutorA: SignedInUser;
let tutorB: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let childless: SignedInUser;

beforeAll(async () => {
  tutorA = await t.asRole("tutor", { fullName: "Ada Tutor" });
  tutorB = await t.asRole("tutor");
  admin = await t.asRole("admin");
  family = await t.asRole("parent");
  childless = await t.asRole("parent");
  const otherFamily = await t.createUser("parent");
  const [olivia, noah, other] = await t.db
    .insert(students)
    .values([
      {
        userId: family.user.id,
        grade: "Year 10",
        firstName: "Olivia",
        notes: "Olivia C",
        tutorId: tutorA.user.id,
      },
      { userId: family.user.id, grade: "Year 6", notes: "Noah Clarke" },
      { userId: otherFamily.user.id, grade: "Year 8" },
    ])
    .returning();
  const base = { subject: "Mathematics", duration: 60 };
  await t.db.insert(scheduledSessions).values([
    {
      ...base,
      title: "A later",
      tutorId: tutorA.user.id,
      scheduledFor: inHours(48),
      academicYear: "Year 10",
    },
    {
      ...base,
      title: "A soon",
      tutorId: tutorA.user.id,
      scheduledFor: inHours(2),
      studentId: olivia!.id,
      status: "confirmed",
    },
    {
      ...base,
      title: "A past",
      tutorId: tutorA.user.id,
      scheduledFor: inHours(-2),
      academicYear: "Year 10",
    },
    {
      ...base,
      title: "A cancelled",
      tutorId: tutorA.user.id,
      scheduledFor: inHours(5),
      status: "cancelled",
    },
    { ...base, title: "B noah", tutorId: tutorB.user.id, scheduledFor: inHours(3), studentId: noah!.id },
    {
      ...base,
      title: "B other child",
      tutorId: tutorB.user.id,
      scheduledFor: inHours(4),
      studentId: other!.id,
    },
    {
      ...base,
      title: "B year 8 group",
      tutorId: tutorB.user.id,
      scheduledFor: inHours(6),
      academicYear: "Year 8",
    },
    { ...base, title: "B any year", tutorId: tutorB.user.id, scheduledFor: inHours(7) },
  ]);
});

const titlesOf = (body: unknown) => sessionList.parse(body).map((session) => session.title);

describe("GET /api/scheduled-sessions/upcoming", () => {
  it("gives a tutor their own future sessions, not cancelled, soonest first, with the student's label", async () => {
    const response = await tutorA.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming" });
    expect(response.statusCode).toBe(200);
    const list = sessionList.parse(response.json());
    expect(list.map((s) => s.title)).toEqual(["A soon", "A later"]);
    expect(list[0]).toMatchObject({ studentLabel: "Olivia", tutorName: "Ada Tutor", status: "confirmed" });
    expect(list[1]!.studentLabel).toBeNull();
  });

  it("gives an admin everyone's upcoming sessions, and labels a child without first name by its notes", async () => {
    const response = await admin.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming" });
    expect(response.statusCode).toBe(200);
    const list = sessionList.parse(response.json());
    expect(list.map((s) => s.title)).toEqual([
      "A soon",
      "B noah",
      "B other child",
      "B year 8 group",
      "B any year",
      "A later",
    ]);
    expect(list.find((s) => s.title === "B noah")!.studentLabel).toBe("Noah Clarke");
    expect(list.find((s) => s.title === "B other child")!.studentLabel).toBe(
      `Student #${list[2]!.studentId}`,
    );
  });

  it("gives a family its children's sessions and the group sessions of their years or of no year", async () => {
    const response = await family.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming" });
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.json())).toEqual(["A soon", "B noah", "B any year", "A later"]);
  });

  it("gives a family with no children every group session", async () => {
    const response = await childless.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming" });
    expect(titlesOf(response.json())).toEqual(["B year 8 group", "B any year", "A later"]);
  });

  it("answers the soonest `limit` sessions, and 400 for a limit out of range", async () => {
    const response = await admin.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming?limit=2" });
    expect(titlesOf(response.json())).toEqual(["A soon", "B noah"]);
    for (const limit of ["0", "101", "many"]) {
      const bad = await admin.inject({
        method: "GET",
        url: `/api/scheduled-sessions/upcoming?limit=${limit}`,
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/scheduled-sessions?from&to", () => {
  const range = (fromHours: number, toHours: number) =>
    `/api/scheduled-sessions?from=${encodeURIComponent(inHours(fromHours).toISOString())}&to=${encodeURIComponent(inHours(toHours).toISOString())}`;

  it("gives a tutor their own sessions starting in the range, cancelled and past ones included", async () => {
    const response = await tutorA.inject({ method: "GET", url: range(-24, 24) });
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.json())).toEqual(["A past", "A soon", "A cancelled"]);
  });

  it("gives an admin everyone's sessions in the range", async () => {
    const response = await admin.inject({ method: "GET", url: range(2.5, 6.5) });
    expect(titlesOf(response.json())).toEqual(["B noah", "B other child", "A cancelled", "B year 8 group"]);
  });

  it("gives a family only what is meant for it", async () => {
    const response = await family.inject({ method: "GET", url: range(-24, 24) });
    // "A cancelled" is a group session of no year: meant for every family.
    expect(titlesOf(response.json())).toEqual(["A past", "A soon", "B noah", "A cancelled", "B any year"]);
  });

  it.each([
    ["", "Please give the start of the range as a date and time"],
    [
      `?from=${encodeURIComponent("2031-01-01T00:00:00Z")}`,
      "Please give the end of the range as a date and time",
    ],
    ["?from=2031-01-02T00:00:00Z&to=2031-01-01T00:00:00Z", "The end of the range must be after its start"],
    ["?from=2031-01-01T00:00:00Z&to=2031-06-01T00:00:00Z", "The range must span at most 62 days"],
    [
      "?from=0000-01-01T00:00:00Z&to=2031-01-01T00:00:00Z",
      "Please give the start of the range as a date and time",
    ],
  ])("answers 400 for the range %s with its message", async (query, message) => {
    const response = await tutorA.inject({ method: "GET", url: `/api/scheduled-sessions${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: range(0, 1) });
    expect(response.statusCode).toBe(401);
  });
});
