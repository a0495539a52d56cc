import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyChildSchema } from "#shared/schemas/students.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();

const child = (extra: object = {}) => ({
  firstName: "Olivia",
  grade: "Year 10",
  subjects: ["Mathematics", "Physics"],
  ...extra,
});

async function childrenOf(family: SignedInUser) {
  const response = await family.inject({ method: "GET", url: "/api/family/children" });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(familyChildSchema).parse(response.json());
}

async function add(family: SignedInUser, payload: object = child()) {
  const response = await family.inject({ method: "POST", url: "/api/family/children", payload });
  expect(response.statusCode, response.body).toBe(201);
  return familyChildSchema.parse(response.json());
}

describe("family children: who may call", () => {
  it("answers 401 to anonymous callers and 403 to tutors and admins on every call", async () => {
    const calls = [
      { method: "GET" as const, url: "/api/family/children" },
      { method: "POST" as const, url: "/api/family/children", payload: child() },
      { method: "PUT" as const, url: "/api/family/children/1", payload: child() },
      { method: "DELETE" as const, url: "/api/family/children/1" },
    ];
    const tutor = await t.asRole("tutor");
    const admin = await t.asRole("admin");
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect((await t.app.inject(call)).statusCode, label).toBe(401);
      for (const caller of [tutor, admin]) {
        const refused = await caller.inject(call);
        expect(refused.statusCode, label).toBe(403);
        expect(refused.json().message).toBe("You do not have permission to do that.");
      }
    }
  });
});

describe("family children: a family's own", () => {
  it("lists nothing for a family with no children", async () => {
    const family = await t.asRole("parent");
    expect(await childrenOf(family)).toEqual([]);
  });

  it("adds one child, then a second in another year, both listed by name with no tutor", async () => {
    const family = await t.asRole("parent");
    const olivia = await add(family, child({ tutorId: 999, userId: 999 }));
    expect(olivia).toMatchObject({
      firstName: "Olivia",
      label: "Olivia",
      grade: "Year 10",
      subjects: "Mathematics, Physics",
      tutorName: null,
    });
    expect(await childrenOf(family)).toEqual([olivia]);

    const noah = await add(family, { firstName: "  Noah ", grade: "Year 6", subjects: "English,, Science " });
    expect(noah).toMatchObject({ firstName: "Noah", grade: "Year 6", subjects: "English, Science" });
    expect((await childrenOf(family)).map((c) => c.label)).toEqual(["Noah", "Olivia"]);

    const [row] = await t.db.select().from(students).where(eq(students.id, olivia.id));
    expect(row).toMatchObject({ userId: family.user.id, tutorId: null });
    const none = await add(family, { firstName: "Ava", grade: "Year 5" });
    expect(none.subjects).toBeNull();
  });

  it("lists each child as editing it answers, with its tutor, and none of another family's", async () => {
    const family = await t.asRole("parent");
    const other = await t.asRole("parent");
    const tutor = await t.createUser("tutor", { fullName: "Tia Tutor" });
    const [taught] = await t.db
      .insert(students)
      .values({
        userId: family.user.id,
        firstName: "Zara",
        grade: "Year 8",
        subjects: "English",
        notes: "The tutor's own notes",
        tutorId: tutor.user.id,
        createdAt: sql`'2026-03-01 09:30:00.123789+00'::timestamptz`,
      })
      .returning({ id: students.id });
    const mia = await add(family, child({ firstName: "mia" }));
    await add(other, child({ firstName: "Adam" }));
    const edited = await family.inject({
      method: "PUT",
      url: `/api/family/children/${taught!.id}`,
      payload: { firstName: "Zara", grade: "Year 8", subjects: ["English"] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const zara = familyChildSchema.parse(edited.json());
    expect(zara).toMatchObject({ tutorName: "Tia Tutor", createdAt: "2026-03-01T09:30:00.123Z" });
    expect(await childrenOf(family)).toEqual([mia, zara]);
  });

  it("edits a child, keeping the tutor and the tutor's notes, which the family never reads", async () => {
    const family = await t.asRole("parent");
    const tutor = await t.createUser("tutor", { fullName: "Ada Tutor" });
    const [row] = await t.db
      .insert(students)
      .values({ userId: family.user.id, grade: "Year 7", notes: "Needs fractions", tutorId: tutor.user.id })
      .returning();
    const listed = await childrenOf(family);
    expect(listed).toEqual([
      expect.objectContaining({
        id: row!.id,
        firstName: null,
        label: `Student #${row!.id}`,
        tutorName: "Ada Tutor",
      }),
    ]);
    expect(listed[0]).not.toHaveProperty("notes");
    const list = await family.inject({ method: "GET", url: "/api/family/children" });
    expect(list.body).not.toContain("Needs fractions");

    const response = await family.inject({
      method: "PUT",
      url: `/api/family/children/${row!.id}`,
      payload: { firstName: "Maya", grade: "Year 8", subjects: ["Biology"], tutorId: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(familyChildSchema.parse(response.json())).toMatchObject({
      id: row!.id,
      label: "Maya",
      grade: "Year 8",
      subjects: "Biology",
      tutorName: "Ada Tutor",
    });
    const [stored] = await t.db.select().from(students).where(eq(students.id, row!.id));
    expect(stored).toMatchObject({
      tutorId: tutor.user.id,
      notes: "Needs fractions",
      userId: family.user.id,
    });
  });

  it("removes a child", async () => {
    const family = await t.asRole("parent");
    const kept = await add(family, child({ firstName: "Kept" }));
    const removed = await add(family, child({ firstName: "Removed" }));
    const response = await family.inject({ method: "DELETE", url: `/api/family/children/${removed.id}` });
    expect(response.statusCode, response.body).toBe(204);
    expect(await childrenOf(family)).toEqual([kept]);
    expect(await t.db.select().from(students).where(eq(students.id, removed.id))).toEqual([]);
  });

  it("removes a child's one-to-one sessions with it, so no other family of that year sees them as group sessions", async () => {
    const family = await t.asRole("parent");
    const otherFamily = await t.asRole("parent");
    const tutor = await t.asRole("tutor");
    const removed = await add(family, child({ firstName: "Removed", grade: "Year 9" }));
    await add(otherFamily, child({ firstName: "Classmate", grade: "Year 9" }));
    const [privateSession] = await t.db
      .insert(scheduledSessions)
      .values({
        title: "One-to-one catch-up",
        subject: "Mathematics",
        tutorId: tutor.user.id,
        studentId: removed.id,
        academicYear: "Year 9",
        scheduledFor: new Date(Date.now() + 86_400_000),
        duration: 60,
      })
      .returning({ id: scheduledSessions.id });
    const response = await family.inject({ method: "DELETE", url: `/api/family/children/${removed.id}` });
    expect(response.statusCode, response.body).toBe(204);
    expect(
      await t.db.select().from(scheduledSessions).where(eq(scheduledSessions.id, privateSession!.id)),
    ).toEqual([]);
    const seen = await otherFamily.inject({ method: "GET", url: "/api/scheduled-sessions/upcoming" });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().map((session: { id: number }) => session.id)).not.toContain(privateSession!.id);
  });

  it("answers 404 for another family's child and a missing one, changing nothing", async () => {
    const family = await t.asRole("parent");
    const other = await t.asRole("parent");
    const theirs = await add(other, child({ firstName: "Theirs" }));
    expect(await childrenOf(family)).toEqual([]);
    for (const id of [theirs.id, 2_000_000]) {
      const put = await family.inject({ method: "PUT", url: `/api/family/children/${id}`, payload: child() });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe("Child not found");
      const remove = await family.inject({ method: "DELETE", url: `/api/family/children/${id}` });
      expect(remove.statusCode).toBe(404);
    }
    expect(await childrenOf(other)).toEqual([theirs]);
  });
});

describe("family children: validation", () => {
  it("answers each validation message", async () => {
    const family = await t.asRole("parent");
    const cases: Array<[object, string, string]> = [
      [{ ...child(), firstName: undefined }, "firstName", "Please enter your child's first name"],
      [{ ...child(), firstName: "   " }, "firstName", "Please enter your child's first name"],
      [{ ...child(), firstName: "x".repeat(51) }, "firstName", "First name must be at most 50 characters"],
      [{ ...child(), grade: "Year 12" }, "grade", "Please select the year group"],
      [{ ...child(), grade: undefined }, "grade", "Please select the year group"],
      [{ ...child(), subjects: [42] }, "subjects", "Please choose the subjects from the list"],
      [{ ...child(), subjects: [""] }, "subjects", "Please choose the subjects from the list"],
      [
        { ...child(), subjects: Array.from({ length: 21 }, (_, i) => `S${i}`) },
        "subjects",
        "Please choose the subjects from the list",
      ],
    ];
    for (const [payload, path, message] of cases) {
      for (const call of [
        { method: "POST" as const, url: "/api/family/children" },
        { method: "PUT" as const, url: "/api/family/children/1" },
      ]) {
        const response = await family.inject({ ...call, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().issues).toContainEqual({ path, message });
      }
    }
    expect(
      (await family.inject({ method: "PUT", url: "/api/family/children/abc", payload: child() })).statusCode,
    ).toBe(400);
    expect(await childrenOf(family)).toEqual([]);
  });
});
