import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { FAMILY_SEARCH_LIMIT, studentSchema } from "#shared/schemas/students.ts";
import { z } from "#shared/zod.ts";
import { bookings, scheduledSessions, studentFamilyMoves, students } from "../../db/schema.ts";
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

/**
 * Makes the tutor teach the family (DECISIONS.md "Safeguarding and security"): a child of the
 * family with no tutor, booked into one of the tutor's group sessions.
 */
async function teach(tutor: { user: { id: number } }, family: TestUser) {
  const [child] = await t.db
    .insert(students)
    .values({ userId: family.user.id, firstName: "Sibling", grade: "Year 7" })
    .returning({ id: students.id });
  const [session] = await t.db
    .insert(scheduledSessions)
    .values({
      title: "Group",
      subject: "Mathematics",
      tutorId: tutor.user.id,
      scheduledFor: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: scheduledSessions.id });
  await t.db
    .insert(bookings)
    .values({ sessionId: session!.id, studentId: child!.id, userId: family.user.id });
  return child!.id;
}

async function twoTutorsAndAFamily() {
  const tutorA = await t.asRole("tutor", { fullName: "Ada Tutor" });
  const tutorB = await t.asRole("tutor", { fullName: "Ben Tutor" });
  const family = await t.createUser("parent", { fullName: "Emma Clarke" });
  await teach(tutorA, family);
  await teach(tutorB, family);
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

  it("answers 404 for any account that is not a family the tutor teaches, and adds nothing", async () => {
    const { tutorA, tutorB } = await twoTutorsAndAFamily();
    const admin = await t.createUser("admin");
    const inactive = await t.createUser("parent", { isActive: false });
    await teach(tutorA, inactive);
    const untaught = await t.createUser("parent", { fullName: "Not Taught" });
    const before = await t.db.select({ id: students.id }).from(students);
    for (const userId of [untaught.user.id, tutorB.user.id, admin.user.id, inactive.user.id, 999_999]) {
      const response = await createAs(tutorA, body(userId));
      expect(response.statusCode, String(userId)).toBe(404);
      expect(response.json()).toEqual({ message: "Family account not found", code: "FAMILY_NOT_FOUND" });
    }
    expect(await t.db.select({ id: students.id }).from(students)).toHaveLength(before.length);
  });

  it("teaches a family through its child's tutor, a booking into the tutor's session or a one-to-one", async () => {
    const tutor = await t.asRole("tutor");
    const other = await t.createUser("tutor");
    const [byTutor, byBooking, byOneToOne, byOtherTutor] = await Promise.all(
      [1, 2, 3, 4].map((n) => t.createUser("parent", { fullName: `Family ${n}` })),
    );
    await t.db
      .insert(students)
      .values({ userId: byTutor!.user.id, firstName: "Ann", grade: "Year 7", tutorId: tutor.user.id });
    await teach(tutor, byBooking!);
    const [child] = await t.db
      .insert(students)
      .values({ userId: byOneToOne!.user.id, firstName: "Cal", grade: "Year 8" })
      .returning({ id: students.id });
    await t.db.insert(scheduledSessions).values({
      title: "One-to-one",
      subject: "English",
      tutorId: tutor.user.id,
      studentId: child!.id,
      scheduledFor: new Date(Date.now() - 86_400_000),
    });
    await teach(other, byOtherTutor!);
    for (const family of [byTutor!, byBooking!, byOneToOne!]) {
      expect((await createAs(tutor, body(family.user.id))).statusCode, family.user.fullName).toBe(201);
    }
    expect((await createAs(tutor, body(byOtherTutor!.user.id))).statusCode).toBe(404);
  });

  it("an admin is refused a userId that is not a family account, or no account at all", async () => {
    const { tutorB } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
    const other = await t.createUser("admin");
    const inactive = await t.createUser("parent", { isActive: false });
    for (const userId of [tutorB.user.id, other.user.id, inactive.user.id, 999_999]) {
      const response = await createAs(admin, body(userId));
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
    const response = await tutorA.inject({
      method: "PUT",
      url: `/api/students/${mine.id}`,
      payload: {
        ...body(family.user.id),
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
      userId: family.user.id,
      familyName: "Emma Clarke",
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
  });

  it("never moves a child to another family, taught or not, nor plants one there", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const mine = await studentOf(tutorA, family);
    const [session] = await t.db
      .insert(scheduledSessions)
      .values({
        title: "Olivia's one-to-one",
        subject: "Mathematics",
        tutorId: tutorA.user.id,
        studentId: mine.id,
        scheduledFor: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: scheduledSessions.id });
    const taught = await t.createUser("parent", { fullName: "Rashid Ahmed" });
    await teach(tutorA, taught);
    const untaught = await t.createUser("parent", { fullName: "Someone Else" });
    for (const userId of [taught.user.id, untaught.user.id, tutorB.user.id, 999_999]) {
      const moved = await tutorA.inject({
        method: "PUT",
        url: `/api/students/${mine.id}`,
        payload: body(userId, { firstName: "Moved" }),
      });
      expect(moved.statusCode, String(userId)).toBe(403);
      expect(moved.json()).toEqual({
        message: "Only an admin can move a child to another family",
        code: "STUDENT_FAMILY_FIXED",
      });
    }
    const [row] = await t.db.select().from(students).where(eq(students.id, mine.id));
    expect(row).toMatchObject({ userId: family.user.id, firstName: "Olivia" });
    const [oneToOne] = await t.db
      .select({ studentId: scheduledSessions.studentId })
      .from(scheduledSessions)
      .where(eq(scheduledSessions.id, session!.id));
    expect(oneToOne!.studentId).toBe(mine.id);
    // Planting a made-up child in a family the tutor does not teach: 404, nothing made.
    const planted = await createAs(tutorA, body(untaught.user.id, { notes: "Planted" }));
    expect(planted.statusCode).toBe(404);
    expect(await t.db.select().from(students).where(eq(students.userId, untaught.user.id))).toEqual([]);
    expect(await t.db.select().from(studentFamilyMoves)).toEqual([]);
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
  it("creates students with the tutor it names, or none, and refuses a tutor that is not one", async () => {
    const { tutorA, family } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
    const assigned = await studentOf(admin, family, { tutorId: tutorA.user.id });
    expect(assigned).toMatchObject({ tutorId: tutorA.user.id, tutorName: "Ada Tutor" });
    expect(await studentOf(admin, family)).toMatchObject({ tutorId: null, tutorName: null });
    expect(await studentOf(admin, family, { tutorId: null })).toMatchObject({ tutorId: null });
    const inactive = await t.createUser("tutor", { isActive: false });
    for (const tutorId of [family.user.id, admin.user.id, inactive.user.id, 999_999]) {
      const refused = await createAs(admin, body(family.user.id, { tutorId }));
      expect(refused.statusCode, String(tutorId)).toBe(400);
      expect(refused.json()).toMatchObject({
        message: "The chosen account is not an active teacher",
        code: "STUDENT_TUTOR_INVALID",
      });
    }
    const notAnId = await createAs(admin, body(family.user.id, { tutorId: "2" }));
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().issues).toContainEqual({
      path: "tutorId",
      message: "The chosen account is not an active teacher",
    });
  });

  it("assigns and changes a child's tutor; leaving tutorId out keeps it", async () => {
    const { tutorA, tutorB, family } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
    const child = await studentOf(admin, family);
    const put = (extra: object) =>
      admin.inject({ method: "PUT", url: `/api/students/${child.id}`, payload: body(family.user.id, extra) });
    expect((await put({ tutorId: tutorA.user.id })).json()).toMatchObject({ tutorId: tutorA.user.id });
    expect((await put({ firstName: "Kept" })).json()).toMatchObject({ tutorId: tutorA.user.id });
    expect((await put({ tutorId: tutorB.user.id })).json()).toMatchObject({ tutorName: "Ben Tutor" });
    expect((await put({ tutorId: null })).json()).toMatchObject({ tutorId: null, tutorName: null });
    expect((await put({ tutorId: family.user.id })).statusCode).toBe(400);
    const listA = (await tutorA.inject({ method: "GET", url: "/api/students" })).json();
    expect(listA.map((student: { id: number }) => student.id)).not.toContain(child.id);
  });

  it("moves a child to another family, recording who moved it and when", async () => {
    const { tutorA, family } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
    const child = await studentOf(tutorA, family);
    const newFamily = await t.createUser("parent", { fullName: "Rashid Ahmed" });
    const before = Date.now();
    const moved = await admin.inject({
      method: "PUT",
      url: `/api/students/${child.id}`,
      payload: body(newFamily.user.id),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ userId: newFamily.user.id, familyName: "Rashid Ahmed" });
    const moves = await t.db.select().from(studentFamilyMoves);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      studentId: child.id,
      fromUserId: family.user.id,
      toUserId: newFamily.user.id,
      movedById: admin.user.id,
    });
    expect(moves[0]!.movedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // An edit that keeps the family records nothing; a move to an account that is no family is refused.
    await admin.inject({ method: "PUT", url: `/api/students/${child.id}`, payload: body(newFamily.user.id) });
    const refused = await admin.inject({
      method: "PUT",
      url: `/api/students/${child.id}`,
      payload: body(tutorA.user.id),
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(studentFamilyMoves)).toHaveLength(1);
  });

  it("changes anyone's student, keeping their tutor", async () => {
    const { tutorA, family } = await twoTutorsAndAFamily();
    const admin = await t.asRole("admin");
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
    await teach(tutor, family);
    await t.createUser("tutor", { fullName: "Zelda Teacher" });
    await teach(tutor, await t.createUser("parent", { fullName: "Zelda Gone", isActive: false }));
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
      await teach(
        tutor,
        await t.createUser("parent", { fullName: `Manyfamilies ${String(i).padStart(2, "0")}` }),
      );
    }
    const response = await tutor.inject({
      method: "GET",
      url: "/api/students/family-accounts?search=manyfam",
    });
    expect(response.json()).toHaveLength(FAMILY_SEARCH_LIMIT);
    expect(response.json()[0].fullName).toBe("Manyfamilies 00");
  });

  it("finds only the families a tutor teaches, a typed e-mail included; an admin finds every family", async () => {
    const tutor = await t.asRole("tutor");
    const admin = await t.asRole("admin");
    const taught = await t.createUser("parent", {
      fullName: "Quill Taught",
      email: "quill.taught@example.org",
    });
    const other = await t.createUser("parent", { fullName: "Quill Other", email: "quill.other@example.org" });
    await teach(tutor, taught);
    await teach(await t.createUser("tutor"), other);
    const search = async (caller: SignedInUser, text: string) => {
      const response = await caller.inject({
        method: "GET",
        url: `/api/students/family-accounts?search=${encodeURIComponent(text)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().map((account: { id: number }) => account.id);
    };
    expect(await search(tutor, "quill")).toEqual([taught.user.id]);
    expect(await search(tutor, "quill.other@example.org")).toEqual([]);
    expect(await search(tutor, other.user.username)).toEqual([]);
    expect(await search(admin, "quill")).toEqual([other.user.id, taught.user.id]);
    expect(await search(admin, "quill.other@example.org")).toEqual([other.user.id]);
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
