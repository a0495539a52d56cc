import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { FAMILY_SEARCH_LIMIT, studentSchema } from "#shared/schemas/students.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp, type TestUser } from "../../test/test-app.ts";

const t = setupTestApp();

const body = (userId: number, extra: object = {}) => ({
  userId,
  firstName: "Olivia",
  grade: "Year 10",
  subjects: "Mathematics, Physics",
  notes: "Working towards grade 7",
  ...extra,
});

async function twoTutorsAndAFamily() {
  const tutorA = await t.asRole("tutor", { fullName: "Ada Tutor" });
  const tutorB = await t.asRole("tutor", { fullName: "Ben Tutor" });
  const family = await t.createUser("parent", { fullName: "Emma Clarke" });
  return { tutorA, tutorB, family };
}

async function createAs(caller: SignedInUser, payload: object) {
  return caller.inject({ method: "POST", url: "/api/students", payload });
}

async function studentOf(caller: SignedInUser, family: TestUser, extra: object = {}) {
  const response = await createAs(caller, body(family.user.id, extra));
  expect(response.statusCode, response.body).toBe(201);
  return studentSchema.parse(response.json());
}

describe("students: who may call", () => {
  it("answers 401 to anonymous callers and 403 to a family on every call", async () => {
    const calls = [
      { method: "GET" as const, url: "/api/students" },
      { method: "GET" as const, url: "/api/students/1" },
      { method: "GET" as const, url: "/api/students/1/upcoming-sessions" },
      { method: "GET" as const, url: "/api/students/family-accounts?search=emma" },
      { method: "POST" as const, url: "/api/students", payload: body(1) },
      { method: "PUT" as const, url: "/api/students/1", payload: body(1) },
      { method: "DELETE" as const, url: "/api/students/1" },
    ];
    const family = await t.asRole("parent");
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const refused = await family.inject(call);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json().message).toBe("You do not have permission to do that.");
    }
  });
});

describe("students: a tutor's own", () => {
  it("creates a student for the signed-in tutor, ignoring a tutorId in the payload", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const response = await createAs(tutorA, body(family.user.id, { tutorId: tutorB.user.id }));
    expect(response.statusCode).toBe(201);
    const created = studentSchema.parse(response.json());
    expect(created).toMatchObject({
      userId: family.user.id,
      familyName: "Emma Clarke",
      firstName: "Olivia",
      label: "Olivia",
      grade: "Year 10",
      subjects: "Mathematics, Physics",
      notes: "Working towards grade 7",
      tutorId: tutorA.user.id,
      tutorName: "Ada Tutor",
    });
    const [row] = await t.db.select().from(students).where(eq(students.id, created.id));
    expect(row!.tutorId).toBe(tutorA.user.id);
  });

  it("stores empty optional fields as null, tidies the subjects and labels by notes, then by id", async () => {
    const { tutorA, family } = await twoTutorsAndAFamily();
    const byNotes = await studentOf(tutorA, family, {
      firstName: "  ",
      subjects: " Mathematics ,, English, ",
      notes: "Noah Clarke",
    });
    expect(byNotes).toMatchObject({
      firstName: null,
      subjects: "Mathematics, English",
      label: "Noah Clarke",
    });
    const byId = await studentOf(tutorA, family, { firstName: "", subjects: "", notes: "" });
    expect(byId).toMatchObject({
      firstName: null,
      subjects: null,
      notes: null,
      label: `Student #${byId.id}`,
    });
    const minimal = await createAs(tutorA, { userId: family.user.id, grade: "Year 5" });
    expect(minimal.statusCode).toBe(201);
  });

  it("answers each validation message", async () => {
    const { tutorA, family } = await twoTutorsAndAFamily();
    const cases: Array<[object, string, string]> = [
      [{ ...body(family.user.id), userId: undefined }, "userId", "Please choose the family account"],
      [{ ...body(family.user.id), userId: "12" }, "userId", "Please choose the family account"],
      [{ ...body(family.user.id), grade: "Year 12" }, "grade", "Please select the year group"],
      [{ ...body(family.user.id), grade: undefined }, "grade", "Please select the year group"],
      [
        { ...body(family.user.id), firstName: "x".repeat(51) },
        "firstName",
        "First name must be at most 50 characters",
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await createAs(tutorA, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    }
    expect((await createAs(tutorA, body(family.user.id, { firstName: "x".repeat(50) }))).statusCode).toBe(
      201,
    );
  });

  it("refuses a userId that is not a family account, or no account at all", async () => {
    const { tutorA, tutorB } = await twoTutorsAndAFamily();
    const admin = await t.createUser("admin");
    const inactive = await t.createUser("parent", { isActive: false });
    for (const userId of [tutorB.user.id, admin.user.id, inactive.user.id, 999_999]) {
      const response = await createAs(tutorA, body(userId));
      expect(response.statusCode, String(userId)).toBe(400);
      expect(response.json()).toMatchObject({
        message: "The chosen account is not a family account",
        code: "STUDENT_FAMILY_INVALID",
      });
    }
  });

  it("lists only the tutor's own students; an admin sees everyone's", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const mine = await studentOf(tutorA, family, { firstName: "Mine" });
    const theirs = await studentOf(tutorB, family, { firstName: "Theirs" });
    const listA = z
      .array(studentSchema)
      .parse((await tutorA.inject({ method: "GET", url: "/api/students" })).json());
    expect(listA.map((s) => s.id)).toEqual([mine.id]);
    const admin = await t.asRole("admin");
    const all = z
      .array(studentSchema)
      .parse((await admin.inject({ method: "GET", url: "/api/students" })).json());
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it("lists each student exactly as it reads alone, by label then id, to its tutor and to an admin", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
    const row = (values: Omit<Partial<typeof students.$inferInsert>, "createdAt"> & { createdAt?: SQL }) => ({
      userId: family.user.id,
      grade: "Year 9",
      tutorId: tutorA.user.id,
      ...values,
    });
    // Written straight to the table: a microsecond creation time, names the form would tidy, no label.
    const inserted = await t.db
      .insert(students)
      .values([
        row({ firstName: "carl", createdAt: sql`'2026-03-01 09:30:00.123789+00'::timestamptz` }),
        row({ firstName: null, notes: "  Amy's notes\n", subjects: "Mathematics, Physics" }),
        row({ firstName: "Bella " }),
        row({ firstName: null, notes: null }),
        row({ firstName: "Carl" }),
        row({ firstName: "Anna", tutorId: tutorB.user.id }),
        row({ firstName: "Anna", tutorId: null }),
      ])
      .returning({ id: students.id });
    const [carl, amy, bella, unnamed, carlAgain, others, unassigned] = inserted.map(({ id }) => id);
    const listOf = async (caller: SignedInUser) => {
      const response = await caller.inject({ method: "GET", url: "/api/students" });
      expect(response.statusCode).toBe(200);
      return z.array(studentSchema).parse(response.json());
    };
    const alone = async (caller: SignedInUser, id: number) =>
      (await caller.inject({ method: "GET", url: `/api/students/${id}` })).json();

    const own = await listOf(tutorA);
    expect(own.map((student) => student.id)).toEqual([unnamed, amy, bella, carl, carlAgain]);
    for (const student of own) expect(student).toEqual(await alone(tutorA, student.id));
    expect(own.find((student) => student.id === carl)?.createdAt).toBe("2026-03-01T09:30:00.123Z");
    expect(own.map((student) => student.label)).toEqual([
      `Student #${unnamed}`,
      "Amy's notes",
      "Bella",
      "carl",
      "Carl",
    ]);

    const everyone = await listOf(admin);
    const mine = new Set(inserted.map(({ id }) => id));
    expect(everyone.map((student) => student.id).filter((id) => mine.has(id))).toEqual([
      unnamed,
      amy,
      others,
      unassigned,
      bella,
      carl,
      carlAgain,
    ]);
    for (const student of everyone) expect(student).toEqual(await alone(admin, student.id));
    expect(everyone.find((student) => student.id === unassigned)).toMatchObject({
      tutorId: null,
      tutorName: null,
    });
  });

  it("reads one student: 404 for another tutor's or a missing one", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const mine = await studentOf(tutorA, family);
    const own = await tutorA.inject({ method: "GET", url: `/api/students/${mine.id}` });
    expect(own.statusCode).toBe(200);
    expect(studentSchema.parse(own.json()).id).toBe(mine.id);
    const other = await tutorB.inject({ method: "GET", url: `/api/students/${mine.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Student not found");
    expect((await tutorA.inject({ method: "GET", url: "/api/students/999999" })).statusCode).toBe(404);
  });

  it("updates the tutor's own student; 403 for another tutor's, 404 for a missing one", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const mine = await studentOf(tutorA, family);
    const otherFamily = await t.createUser("parent", { fullName: "Rashid Ahmed" });
    const response = await tutorA.inject({
      method: "PUT",
      url: `/api/students/${mine.id}`,
      payload: {
        ...body(otherFamily.user.id),
        firstName: "Layla",
        grade: "Year 11 (GCSE)",
        tutorId: tutorB.user.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(studentSchema.parse(response.json())).toMatchObject({
      id: mine.id,
      firstName: "Layla",
      grade: "Year 11 (GCSE)",
      userId: otherFamily.user.id,
      familyName: "Rashid Ahmed",
      tutorId: tutorA.user.id,
    });
    const forbidden = await tutorB.inject({
      method: "PUT",
      url: `/api/students/${mine.id}`,
      payload: body(family.user.id, { firstName: "Hijacked" }),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You do not have permission to do that.");
    const [row] = await t.db.select().from(students).where(eq(students.id, mine.id));
    expect(row!.firstName).toBe("Layla");
    const missing = await tutorA.inject({
      method: "PUT",
      url: "/api/students/999999",
      payload: body(family.user.id),
    });
    expect(missing.statusCode).toBe(404);
    const notFamily = await tutorA.inject({
      method: "PUT",
      url: `/api/students/${mine.id}`,
      payload: body(tutorB.user.id),
    });
    expect(notFamily.statusCode).toBe(400);
  });

  it("deletes the tutor's own student with 204; 403 for another tutor's, 404 when missing", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const mine = await studentOf(tutorA, family);
    const forbidden = await tutorB.inject({ method: "DELETE", url: `/api/students/${mine.id}` });
    expect(forbidden.statusCode).toBe(403);
    expect(await t.db.select().from(students).where(eq(students.id, mine.id))).toHaveLength(1);
    const deleted = await tutorA.inject({ method: "DELETE", url: `/api/students/${mine.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect(await t.db.select().from(students).where(eq(students.id, mine.id))).toHaveLength(0);
    const again = await tutorA.inject({ method: "DELETE", url: `/api/students/${mine.id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe("students: an admin", () => {
  it("creates unassigned students and changes anyone's, keeping their tutor", async () => {
    const { tutorA, family } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
    const created = await studentOf(admin, family, { tutorId: tutorA.user.id });
    expect(created).toMatchObject({ tutorId: null, tutorName: null });
    const tutors = await studentOf(tutorA, family);
    const updated = await admin.inject({
      method: "PUT",
      url: `/api/students/${tutors.id}`,
      payload: body(family.user.id, { firstName: "Renamed" }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: "Renamed", tutorId: tutorA.user.id });
    expect((await admin.inject({ method: "DELETE", url: `/api/students/${tutors.id}` })).statusCode).toBe(
      204,
    );
  });
});

describe("students: upcoming sessions", () => {
  it("lists the child's future, not cancelled sessions with the tutor, soonest first; 404 for others", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const mine = await studentOf(tutorA, family);
    const day = 86_400_000;
    const session = (title: string, offsetDays: number, extra: object = {}) => ({
      title,
      subject: "Mathematics",
      tutorId: tutorA.user.id,
      studentId: mine.id,
      scheduledFor: new Date(Date.now() + offsetDays * day),
      ...extra,
    });
    await t.db
      .insert(scheduledSessions)
      .values([
        session("Later", 5),
        session("Sooner", 1),
        session("Past", -1),
        session("Cancelled", 2, { status: "cancelled" }),
        session("Someone else's child", 3, { studentId: null }),
        session("With another tutor", 4, { tutorId: tutorB.user.id }),
      ]);
    const response = await tutorA.inject({
      method: "GET",
      url: `/api/students/${mine.id}/upcoming-sessions`,
    });
    expect(response.statusCode).toBe(200);
    const list = z.array(portalSessionSchema).parse(response.json());
    expect(list.map((s) => s.title)).toEqual(["Sooner", "Later"]);
    const admin = await t.asRole("admin");
    const all = (
      await admin.inject({ method: "GET", url: `/api/students/${mine.id}/upcoming-sessions` })
    ).json();
    expect(all.map((s: { title: string }) => s.title)).toEqual(["Sooner", "With another tutor", "Later"]);
    const other = await tutorB.inject({ method: "GET", url: `/api/students/${mine.id}/upcoming-sessions` });
    expect(other.statusCode).toBe(404);
  });
});

describe("students: family-account search", () => {
  it("matches full name, username or e-mail in any case, answering a masked e-mail", async () => {
    const tutor = await t.asRole("tutor");
    const family = await t.createUser("parent", {
      fullName: "Zelda Quistorp",
      username: "zq.family",
      email: "zelda.q@quistorp-mail.example",
    });
    await t.createUser("tutor", { fullName: "Zelda Teacher" });
    await t.createUser("parent", { fullName: "Zelda Gone", isActive: false });
    for (const search of ["zelda", "ZQ.FAM", "QUISTORP-MAIL"]) {
      const response = await tutor.inject({
        method: "GET",
        url: `/api/students/family-accounts?search=${encodeURIComponent(search)}`,
      });
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual([
        {
          id: family.user.id,
          fullName: "Zelda Quistorp",
          username: "zq.family",
          maskedEmail: "ze•••@quistorp-mail.example",
        },
      ]);
    }
  });

  it("needs at least 2 characters and answers at most 10 accounts", async () => {
    const tutor = await t.asRole("tutor");
    for (const url of [
      "/api/students/family-accounts?search=a",
      "/api/students/family-accounts?search=%20a%20",
      "/api/students/family-accounts",
    ]) {
      const response = await tutor.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe("Type at least 2 characters to search");
    }
    for (let i = 0; i < FAMILY_SEARCH_LIMIT + 2; i++) {
      await t.createUser("parent", { fullName: `Manyfamilies ${String(i).padStart(2, "0")}` });
    }
    const response = await tutor.inject({
      method: "GET",
      url: "/api/students/family-accounts?search=manyfam",
    });
    expect(response.json()).toHaveLength(FAMILY_SEARCH_LIMIT);
    expect(response.json()[0].fullName).toBe("Manyfamilies 00");
  });

  it("treats % and _ as plain characters", async () => {
    const tutor = await t.asRole("tutor");
    const response = await tutor.inject({
      method: "GET",
      url: "/api/students/family-accounts?search=%25%25",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
