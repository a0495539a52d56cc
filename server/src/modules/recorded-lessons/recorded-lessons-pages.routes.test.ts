/**
 * The recorded-lesson library read page by page (decision 039), on the tutor's, the family's and the
 * admin's reads: `limit` and `cursor` chain to exactly the whole list (no duplicate, no gap, also among
 * equal upload times), `search` (every word, in title, description, subject or teacher's name) and
 * `subject` narrow it in the query, and a bad `limit` or `cursor` is a 400.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_PAGE_MESSAGES, NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import { type RecordedLesson, recordedLessonSchema } from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
let tutor: SignedInUser;
let family: SignedInUser;
let admin: SignedInUser;
let whole: RecordedLesson[];

const SUBJECTS = ["Mathematics", "English", "Chemistry"] as const;

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  const other = await t.asRole("tutor", { fullName: "Omar Haddad" });
  family = await t.asRole("parent");
  admin = await t.asRole("admin");
  await t.db.insert(recordedLessons).values(
    Array.from({ length: 38 }, (_, index) => ({
      title: index % 6 === 0 ? `Algebra revision ${index}` : `Lesson ${index}`,
      description: index % 4 === 0 ? "Quadratic equations, worked examples" : null,
      subject: SUBJECTS[index % SUBJECTS.length]!,
      tutorId: index % 3 === 0 ? other.user.id : tutor.user.id,
      // Most rows share one of two upload times.
      uploadedAt: new Date(index % 2 === 0 ? "2025-09-01T09:00:00.000Z" : "2024-01-15T16:45:00.500Z"),
    })),
  );
  const response = await tutor.inject({ method: "GET", url: "/api/recorded-lessons" });
  expect(response.statusCode).toBe(200);
  expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  whole = z.array(recordedLessonSchema).parse(response.json());
  expect(whole).toHaveLength(38);
});

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe("the recorded-lesson library page by page", () => {
  it.each([1, 5, 19, 38, 100])("chains the tutor's pages of %i to exactly the whole list", async (limit) => {
    const { items } = await readAllPages(tutor, "/api/recorded-lessons", limit);
    expect(ids(items)).toEqual(ids(whole));
    expect(new Set(ids(items)).size).toBe(whole.length);
  });

  it("gives a family and an admin, page by page, the same library as their whole reads", async () => {
    for (const [as, url] of [
      [family, "/api/student/recorded-lessons"],
      [admin, "/api/admin/recorded-lessons"],
    ] as const) {
      const wholeRead = await as.inject({ method: "GET", url });
      expect(ids(wholeRead.json())).toEqual(ids(whole));
      const { items } = await readAllPages(as, url, 6);
      expect(ids(items)).toEqual(ids(whole));
    }
  });

  it("answers each page's items field for field as the single read does, and nothing more", async () => {
    const page = await tutor.inject({ method: "GET", url: "/api/recorded-lessons?limit=4" });
    expect(page.body).toBe(JSON.stringify(page.json()));
    const keys = Object.keys(recordedLessonSchema.shape).sort();
    for (const item of page.json() as RecordedLesson[]) {
      expect(Object.keys(item).sort()).toEqual(keys);
      const single = await tutor.inject({ method: "GET", url: `/api/recorded-lessons/${item.id}` });
      expect(item).toEqual(single.json());
    }
  });

  it("filters by subject and searches every word, the teacher's name included", async () => {
    const chemistry = await readAllPages(family, "/api/student/recorded-lessons?subject=Chemistry", 4);
    expect(ids(chemistry.items)).toEqual(ids(whole.filter((lesson) => lesson.subject === "Chemistry")));

    const words = await readAllPages(tutor, "/api/recorded-lessons?search=%20omar%20QUADRATIC%20", 3);
    const expected = whole.filter(
      (lesson) => lesson.tutorName === "Omar Haddad" && lesson.description?.startsWith("Quadratic"),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(words.items)).toEqual(ids(expected));

    const algebra = await readAllPages(tutor, "/api/recorded-lessons?search=algebra&subject=Mathematics", 2);
    expect(ids(algebra.items)).toEqual(
      ids(whole.filter((lesson) => lesson.title.startsWith("Algebra") && lesson.subject === "Mathematics")),
    );
  });

  it("answers 400 with a clear message for a bad limit or cursor, on every read", async () => {
    for (const [as, url] of [
      [tutor, "/api/recorded-lessons"],
      [family, "/api/student/recorded-lessons"],
      [admin, "/api/admin/recorded-lessons"],
    ] as const) {
      for (const [query, message] of [
        ["limit=0", LIBRARY_PAGE_MESSAGES.limit],
        ["limit=101", LIBRARY_PAGE_MESSAGES.limit],
        ["limit=ten", LIBRARY_PAGE_MESSAGES.limit],
        ["limit=5&cursor=abc", LIBRARY_PAGE_MESSAGES.cursor],
        [`search=${"b".repeat(201)}`, LIBRARY_PAGE_MESSAGES.search],
      ] as const) {
        const response = await as.inject({ method: "GET", url: `${url}?${query}` });
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.body).toContain(message);
      }
    }
  });

  it("keeps the admin's list to admins and the others to signed-in accounts", async () => {
    expect(
      (await family.inject({ method: "GET", url: "/api/admin/recorded-lessons?limit=5" })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/student/recorded-lessons?limit=5" })).statusCode,
    ).toBe(401);
  });
});
