/**
 * The student screens narrow the family's resources by year (decision 049): `GET /api/student/resources
 * ?studentId=` keeps the chosen child's year group and resources of none, `?academicYear=` a session's year
 * group and resources of none; a child the account may not name answers 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { LIBRARY_PAGE_MESSAGES } from "#shared/schemas/library-page.ts";
import { RESOURCE_MESSAGES, resourceSchema } from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import { resources, students } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { type SignedInUser, setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const { admin, tutor, otherTutor, family } = setupPortalUsers(t);
let otherFamily: SignedInUser;
let noah: number;
let olivia: number;
let layla: number;
let yusuf: number;

beforeAll(async () => {
  otherFamily = await t.asRole("parent");
  const children = await t.db
    .insert(students)
    .values([
      { userId: family.user.id, firstName: "Noah", grade: "Year 6", tutorId: tutor.user.id },
      { userId: family.user.id, firstName: "Olivia", grade: "Year 10" },
      { userId: otherFamily.user.id, firstName: "Layla", grade: "Year 11 (GCSE)" },
      // A grade no folder holds, from before the years were a fixed list.
      { userId: otherFamily.user.id, firstName: "Yusuf", grade: "Reception" },
    ])
    .returning({ id: students.id });
  [noah, olivia, layla, yusuf] = children.map((child) => child.id) as [number, number, number, number];
  const resource = (title: string, subject: string, yearGroup: string | null, day: number) => ({
    title,
    subject,
    yearGroup,
    type: "link" as const,
    externalUrl: "https://learn.example.org/resource",
    tutorId: tutor.user.id,
    uploadedAt: new Date(Date.UTC(2026, 0, day)),
  });
  await t.db
    .insert(resources)
    .values([
      resource("Y11 Chemistry Past Papers", "Chemistry", "Year 11", 9),
      resource("Primary Fractions Worksheet", "Mathematics", "Primary", 8),
      resource("Y10 Maths Formula Sheet", "Mathematics", "Year 10", 7),
      resource("Exam Technique Guide", "English", null, 6),
      resource("Primary Reading List", "English", "Primary", 5),
      resource("Y7 Science Glossary", "Science", "Year 7", 4),
      resource("Maths Vocabulary", "Mathematics", null, 3),
    ]);
});

const titlesFor = async (as: SignedInUser, query: string) => {
  const response = await as.inject({ method: "GET", url: `/api/student/resources?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(resourceSchema)
    .parse(response.json())
    .map((resource) => resource.title);
};

describe("GET /api/student/resources?studentId= (the chosen child)", () => {
  it("gives a Year 6 child the Primary resources and those of no year group: none of Year 10 or 11", async () => {
    expect(await titlesFor(family, `studentId=${noah}`)).toEqual([
      "Primary Fractions Worksheet",
      "Exam Technique Guide",
      "Primary Reading List",
      "Maths Vocabulary",
    ]);
  });

  it("gives a Year 10 child Year 10's, a Year 11 (GCSE) child Year 11's, and everyone those of none", async () => {
    expect(await titlesFor(family, `studentId=${olivia}`)).toEqual([
      "Y10 Maths Formula Sheet",
      "Exam Technique Guide",
      "Maths Vocabulary",
    ]);
    expect(await titlesFor(otherFamily, `studentId=${layla}`)).toEqual([
      "Y11 Chemistry Past Papers",
      "Exam Technique Guide",
      "Maths Vocabulary",
    ]);
  });

  it("gives a child whose grade no folder holds only the resources of no year group", async () => {
    expect(await titlesFor(otherFamily, `studentId=${yusuf}`)).toEqual([
      "Exam Technique Guide",
      "Maths Vocabulary",
    ]);
  });

  it("narrows with the other filters, pages to exactly the whole list, and without it lists everything", async () => {
    expect(await titlesFor(family, `studentId=${noah}&subject=Mathematics`)).toEqual([
      "Primary Fractions Worksheet",
      "Maths Vocabulary",
    ]);
    expect(await titlesFor(family, `studentId=${noah}&search=reading`)).toEqual(["Primary Reading List"]);
    const whole = await titlesFor(family, `studentId=${noah}`);
    const { items } = await readAllPages(family, `/api/student/resources?studentId=${noah}`, 1);
    expect(items.map((resource) => resource.title)).toEqual(whole);
    expect(await titlesFor(family, "")).toHaveLength(7);
    expect(await titlesFor(family, "studentId=")).toHaveLength(7);
  });

  it("answers 404 for another family's child and a missing one, 400 for an id that is not a number", async () => {
    for (const id of [layla, 2_000_000_000]) {
      const response = await family.inject({ method: "GET", url: `/api/student/resources?studentId=${id}` });
      expect(response.statusCode, String(id)).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe("Student not found");
    }
    const response = await family.inject({ method: "GET", url: "/api/student/resources?studentId=noah" });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe(LIBRARY_PAGE_MESSAGES.studentId);
  });

  it("lets a tutor name its own students and an admin any child; another tutor's student is 404", async () => {
    expect(await titlesFor(tutor, `studentId=${noah}`)).toHaveLength(4);
    expect(await titlesFor(admin, `studentId=${layla}`)).toHaveLength(3);
    const response = await otherTutor.inject({
      method: "GET",
      url: `/api/student/resources?studentId=${noah}`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /api/student/resources?academicYear= (a session's resources)", () => {
  it("keeps a Year 6 session's subject in Primary and of no year group", async () => {
    expect(await titlesFor(family, "academicYear=Year%206&subject=Mathematics")).toEqual([
      "Primary Fractions Worksheet",
      "Maths Vocabulary",
    ]);
  });

  it("maps Year 11 (GCSE) to Year 11 and Year 10 to Year 10", async () => {
    expect(await titlesFor(family, "academicYear=Year%2011%20(GCSE)&subject=Chemistry")).toEqual([
      "Y11 Chemistry Past Papers",
    ]);
    expect(await titlesFor(family, "academicYear=Year%2010&subject=Mathematics")).toEqual([
      "Y10 Maths Formula Sheet",
      "Maths Vocabulary",
    ]);
  });

  it("refuses a year that is not an academic year, or a child and a year together, with 400", async () => {
    for (const [query, message] of [
      ["academicYear=Year%2012", RESOURCE_MESSAGES.academicYear],
      [`academicYear=Year%206&studentId=${noah}`, RESOURCE_MESSAGES.childOrYear],
    ] as const) {
      const response = await family.inject({ method: "GET", url: `/api/student/resources?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe(message);
    }
  });
});
