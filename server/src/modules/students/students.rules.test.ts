import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STUDENT_FIRST_NAME_MAX, STUDENT_NOTES_MAX } from "#shared/schemas/students.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import {
  familyStudentLabel,
  groupFamiliesWithChildren,
  studentLabel,
  studentLabelOrderSql,
  studentLabelSql,
} from "./students.rules.ts";
import { students } from "./students.table.ts";

/** The children the label rule is tried on: names present and absent, blank, padded, notes, long. */
const cases: Array<{ firstName: string | null; notes: string | null }> = [
  { firstName: "Amara", notes: null },
  { firstName: "Amara", notes: "Sits at the front" },
  { firstName: null, notes: null },
  { firstName: null, notes: "Year 5, loves maths" },
  { firstName: "", notes: "" },
  { firstName: "", notes: "From the notes" },
  { firstName: "   ", notes: "  \t  " },
  { firstName: " \n\t", notes: "\n Padded notes \t" },
  { firstName: "  Zoë  ", notes: "notes" },
  { firstName: "Jean Luc", notes: null },
  { firstName: "Ünal-Øyvind", notes: "" },
  { firstName: "x".repeat(STUDENT_FIRST_NAME_MAX), notes: "y".repeat(STUDENT_NOTES_MAX) },
  { firstName: null, notes: ` ${"n".repeat(STUDENT_NOTES_MAX - 2)} ` },
];

describe("the child label rule", () => {
  const t = setupTestApp();

  it("answers the same in SQL as in TypeScript, for families and for tutors", async () => {
    const { user } = await t.createUser("parent");
    const inserted = await t.db
      .insert(students)
      .values(cases.map((child) => ({ ...child, userId: user.id, grade: "Year 5" })))
      .returning({ id: students.id });
    const rows = await t.db
      .select({
        id: students.id,
        firstName: students.firstName,
        notes: students.notes,
        staffSql: studentLabelSql("staff"),
        familySql: studentLabelSql("family"),
        joinedSql: studentLabelSql("family", { leftJoined: true }),
      })
      .from(students)
      .where(
        inArray(
          students.id,
          inserted.map((row) => row.id),
        ),
      )
      .orderBy(asc(students.id));
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      expect(row.staffSql).toBe(studentLabel(row));
      expect(row.familySql).toBe(familyStudentLabel(row));
      expect(row.joinedSql).toBe(familyStudentLabel(row));
    }
  });

  it("is null in SQL where a left join found no child", async () => {
    const { user } = await t.createUser("parent");
    const rows = await t.db
      .select({ label: studentLabelSql("staff", { leftJoined: true }) })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .where(eq(users.id, user.id));
    expect(rows).toEqual([{ label: null }]);
  });

  it("orders a family's children by first name alone, a tutor's by first name else notes", async () => {
    const { user } = await t.createUser("parent");
    await t.db.insert(students).values([
      { userId: user.id, grade: "Year 5", firstName: "Bea", notes: null },
      { userId: user.id, grade: "Year 5", firstName: null, notes: "Zed" },
      { userId: user.id, grade: "Year 5", firstName: "Cal", notes: "Aaron" },
    ]);
    const order = (audience: "staff" | "family") =>
      t.db
        .select({ firstName: students.firstName, notes: students.notes })
        .from(students)
        .where(eq(students.userId, user.id))
        .orderBy(asc(studentLabelOrderSql(audience)), asc(students.id));
    expect((await order("staff")).map((row) => row.firstName ?? row.notes)).toEqual(["Bea", "Cal", "Zed"]);
    expect((await order("family")).map((row) => row.firstName ?? row.notes)).toEqual(["Zed", "Bea", "Cal"]);
  });

  it("groups families once each with their children's labels as families see them", () => {
    const family = (userId: number, id: number, firstName: string | null) => ({
      userId,
      email: `family${userId}@example.org`,
      fullName: `Family ${userId}`,
      child: { id, firstName },
    });
    expect(
      groupFamiliesWithChildren([family(1, 10, "Amara"), family(1, 11, " "), family(2, 12, null)]),
    ).toEqual([
      { email: "family1@example.org", fullName: "Family 1", children: ["Amara", "Student #11"] },
      { email: "family2@example.org", fullName: "Family 2", children: ["Student #12"] },
    ]);
  });
});
