import { beforeAll, describe, expect, it } from "vitest";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const sessionList = z.array(portalSessionSchema);
const titlesOf = (body: unknown) => sessionList.parse(body).map((session) => session.title);

let tutorA: SignedInUser;
let tutorB: SignedInUser;
let admin: SignedInUser;
let twoChildren: SignedInUser;
let oneChild: SignedInUser;
let childless: SignedInUser;
const ids = {} as Record<
  "year7" | "year10" | "only" | "stranger" | "privateYear7" | "privateStranger" | "groupYear8",
  number
>;

beforeAll(async () => {
  tutorA = await t.asRole("tutor", { fullName: "Ada Tutor" });
  tutorB = await t.asRole("tutor");
  admin = await t.asRole("admin");
  twoChildren = await t.asRole("parent");
  oneChild = await t.asRole("parent");
  childless = await t.asRole("parent");
  const [year7, year10, only, stranger] = await t.db
    .insert(students)
    .values([
      { userId: twoChildren.user.id, grade: "Year 7", firstName: "Mia", tutorId: tutorA.user.id },
      { userId: twoChildren.user.id, grade: "Year 10", firstName: "Leo" },
      { userId: oneChild.user.id, grade: "Year 8", firstName: "Ava", tutorId: tutorB.user.id },
      // An id no account has: this family must not reach it as its own account id either.
      { id: 5000, userId: (await t.createUser("parent")).user.id, grade: "Year 7", firstName: "Zoe" },
    ])
    .returning();
  Object.assign(ids, { year7: year7!.id, year10: year10!.id, only: only!.id, stranger: stranger!.id });
  const base = { subject: "Mathematics", duration: 60, tutorId: tutorA.user.id };
  const rows = await t.db
    .insert(scheduledSessions)
    .values([
      { ...base, title: "Year 7 group", scheduledFor: inHours(24), academicYear: "Year 7" },
      { ...base, title: "Year 10 group", scheduledFor: inHours(25), academicYear: "Year 10" },
      {
        ...base,
        title: "Year 8 group",
        scheduledFor: inHours(26),
        academicYear: "Year 8",
        tutorId: tutorB.user.id,
      },
      { ...base, title: "Any year group", scheduledFor: inHours(27) },
      { ...base, title: "Mia private", scheduledFor: inHours(2), studentId: year7!.id },
      { ...base, title: "Zoe private", scheduledFor: inHours(3), studentId: stranger!.id },
      {
        ...base,
        title: "Year 7 past",
        scheduledFor: inHours(-48),
        academicYear: "Year 7",
        status: "completed",
      },
      {
        ...base,
        title: "Leo cancelled",
        scheduledFor: inHours(5),
        studentId: year10!.id,
        status: "cancelled",
      },
    ])
    .returning();
  const byTitle = (title: string) => rows.find((row) => row.title === title)!.id;
  Object.assign(ids, {
    privateYear7: byTitle("Mia private"),
    privateStranger: byTitle("Zoe private"),
    groupYear8: byTitle("Year 8 group"),
  });
});

const get = (who: SignedInUser, url: string) => who.inject({ method: "GET", url });

/** Every session meant for one of the two-children family's children, in the order the API lists them. */
const TWO_CHILDREN_SESSIONS = [
  "Year 7 past",
  "Mia private",
  "Leo cancelled",
  "Year 7 group",
  "Year 10 group",
  "Any year group",
];

describe("GET /api/scheduled-sessions/student/{id}", () => {
  it("gives each of two children in different years only what is meant for that child", async () => {
    const mia = await get(twoChildren, `/api/scheduled-sessions/student/${ids.year7}`);
    expect(mia.statusCode).toBe(200);
    expect(titlesOf(mia.json())).toEqual(["Year 7 past", "Mia private", "Year 7 group", "Any year group"]);
    const leo = await get(twoChildren, `/api/scheduled-sessions/student/${ids.year10}`);
    expect(titlesOf(leo.json())).toEqual(["Leo cancelled", "Year 10 group", "Any year group"]);
  });

  it("carries the tutor's name and the child's label", async () => {
    const response = await get(twoChildren, `/api/scheduled-sessions/student/${ids.year7}`);
    const mia = sessionList.parse(response.json()).find((session) => session.title === "Mia private");
    expect(mia).toMatchObject({ tutorName: "Ada Tutor", studentLabel: "Mia" });
  });

  it("gives the family's own account id what is meant for any of its children", async () => {
    const response = await get(twoChildren, `/api/scheduled-sessions/student/${twoChildren.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.json())).toEqual(TWO_CHILDREN_SESSIONS);
  });

  it("gives a family of one child that child's sessions by either id", async () => {
    for (const id of [ids.only, oneChild.user.id]) {
      const response = await get(oneChild, `/api/scheduled-sessions/student/${id}`);
      expect(titlesOf(response.json())).toEqual(["Year 8 group", "Any year group"]);
    }
  });

  it("gives a family with no children every group session under its own id", async () => {
    const response = await get(childless, `/api/scheduled-sessions/student/${childless.user.id}`);
    expect(titlesOf(response.json())).toEqual([
      "Year 7 past",
      "Year 7 group",
      "Year 10 group",
      "Year 8 group",
      "Any year group",
    ]);
  });

  it("answers 404 for another family's child, another account's id or an unknown id, never the data", async () => {
    const others = [ids.stranger, ids.only, oneChild.user.id, tutorB.user.id, 999_999];
    // Account and student ids come from different sequences: skip one that also names this family or its child.
    const mine = [ids.year7, ids.year10, twoChildren.user.id];
    for (const id of others.filter((id) => !mine.includes(id))) {
      const response = await get(twoChildren, `/api/scheduled-sessions/student/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: "Student not found",
        code: "SCHEDULED_SESSION_STUDENT_NOT_FOUND",
      });
    }
  });

  it("gives a tutor their own sessions for their own student, 404 for another tutor's", async () => {
    const own = await get(tutorA, `/api/scheduled-sessions/student/${ids.year7}`);
    expect(titlesOf(own.json())).toEqual(["Year 7 past", "Mia private", "Year 7 group", "Any year group"]);
    expect((await get(tutorA, `/api/scheduled-sessions/student/${ids.only}`)).statusCode).toBe(404);
    const other = await get(tutorB, `/api/scheduled-sessions/student/${ids.only}`);
    expect(titlesOf(other.json())).toEqual(["Year 8 group"]);
  });

  it("gives an admin any student's sessions", async () => {
    const response = await get(admin, `/api/scheduled-sessions/student/${ids.stranger}`);
    expect(titlesOf(response.json())).toEqual([
      "Year 7 past",
      "Zoe private",
      "Year 7 group",
      "Any year group",
    ]);
  });

  it("answers 400 for an id that is not a number and 401 to an anonymous visitor", async () => {
    expect((await get(twoChildren, "/api/scheduled-sessions/student/abc")).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/scheduled-sessions/student/${ids.year7}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/scheduled-sessions/{id}", () => {
  it("gives a family a session meant for one of its children", async () => {
    const response = await get(twoChildren, `/api/scheduled-sessions/${ids.privateYear7}`);
    expect(response.statusCode).toBe(200);
    expect(portalSessionSchema.parse(response.json())).toMatchObject({
      title: "Mia private",
      studentLabel: "Mia",
      tutorName: "Ada Tutor",
    });
  });

  it("answers 404 for another family's private session and a group session of another year", async () => {
    for (const id of [ids.privateStranger, ids.groupYear8, 999_999]) {
      const response = await get(twoChildren, `/api/scheduled-sessions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Session not found", code: "SCHEDULED_SESSION_NOT_FOUND" });
    }
  });

  it("gives a tutor their own sessions only, an admin every session", async () => {
    expect((await get(tutorA, `/api/scheduled-sessions/${ids.privateStranger}`)).statusCode).toBe(200);
    expect((await get(tutorB, `/api/scheduled-sessions/${ids.privateStranger}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/scheduled-sessions/${ids.groupYear8}`)).statusCode).toBe(200);
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/scheduled-sessions/${ids.privateYear7}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/student/scheduled-sessions", () => {
  it("gives a family every session meant for any of its children, past and cancelled too", async () => {
    const response = await get(twoChildren, "/api/student/scheduled-sessions");
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.json())).toEqual(TWO_CHILDREN_SESSIONS);
  });

  it("gives a family with no children every group session, never a private one", async () => {
    const response = await get(childless, "/api/student/scheduled-sessions");
    expect(titlesOf(response.json())).not.toContain("Mia private");
    expect(titlesOf(response.json())).toContain("Year 8 group");
  });

  it("gives a tutor their own sessions and answers 401 to an anonymous visitor", async () => {
    expect(titlesOf((await get(tutorB, "/api/student/scheduled-sessions")).json())).toEqual(["Year 8 group"]);
    expect((await t.app.inject({ method: "GET", url: "/api/student/scheduled-sessions" })).statusCode).toBe(
      401,
    );
  });
});
