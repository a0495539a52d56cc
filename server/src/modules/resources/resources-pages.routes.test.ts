/**
 * The resources library read page by page (decision 039): `limit` and `cursor` chain to exactly the whole
 * list (no duplicate, no gap, also among equal upload times), `search`, `type` and `subject` narrow it in
 * the query, a bad `limit` or `cursor` is a 400, and every page holds the same items the library's single
 * read answers, with no hidden sort column.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { encodePageCursor, LIBRARY_PAGE_MESSAGES, NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import {
  RESOURCE_MESSAGES,
  RESOURCE_TYPES,
  type Resource,
  resourceSchema,
} from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import { resources } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
let tutor: SignedInUser;
let family: SignedInUser;
let whole: Resource[];

const SUBJECTS = ["Mathematics", "English", "Physics"] as const;
/** Upload times shared by many rows, so the id alone must order them. */
const TIMES = ["2024-03-01T10:00:00.000Z", "2025-06-01T08:30:00.123Z", "2025-06-01T08:30:00.123Z"];

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  family = await t.asRole("parent");
  const other = await t.asRole("tutor", { fullName: "Omar Haddad" });
  const rows = Array.from({ length: 47 }, (_, index) => ({
    title: index === 3 ? "Fractions 100% _done_" : `Worksheet ${index}`,
    description: index % 5 === 0 ? "Has the QUADRATIC formula" : null,
    externalUrl: `https://learn.example.org/${index}`,
    type: RESOURCE_TYPES[index % RESOURCE_TYPES.length]!,
    subject: SUBJECTS[index % SUBJECTS.length]!,
    yearGroup: index % 2 === 0 ? "Year 7" : null,
    tutorId: index % 4 === 0 ? other.user.id : tutor.user.id,
    // Microseconds apart within one millisecond for some, identical for most.
    uploadedAt: new Date(TIMES[index % TIMES.length]!),
  }));
  await t.db.insert(resources).values(rows);
  // Two rows in the same millisecond but a few microseconds apart, inserted newest first.
  await t.db.execute(
    `insert into resources (title, external_url, type, subject, tutor_id, uploaded_at) values
     ('Micro later', 'https://learn.example.org/m1', 'link', 'English', ${tutor.user.id}, '2025-06-01T08:30:00.123900Z'),
     ('Micro earlier', 'https://learn.example.org/m2', 'link', 'English', ${tutor.user.id}, '2025-06-01T08:30:00.123100Z')`,
  );
  const response = await tutor.inject({ method: "GET", url: "/api/resources" });
  expect(response.statusCode).toBe(200);
  expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  whole = z.array(resourceSchema).parse(response.json());
  expect(whole).toHaveLength(49);
});

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

async function refused(url: string, message: string) {
  const response = await tutor.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(400);
  const body = apiErrorSchema.parse(response.json());
  expect([body.message, ...(body.issues ?? []).map((issue) => issue.message)].join(" ")).toContain(message);
}

describe("GET /api/resources with limit and cursor", () => {
  it("keeps the whole library without limit, newest first, the microseconds included", () => {
    const titles = whole.map((resource) => resource.title);
    expect(titles.indexOf("Micro later")).toBeLessThan(titles.indexOf("Micro earlier"));
    const times = whole.map((resource) => resource.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([1, 7, 24, 49, 100])("chains pages of %i to exactly the whole list", async (limit) => {
    const { pages, items } = await readAllPages(tutor, "/api/resources", limit);
    expect(ids(items)).toEqual(ids(whole));
    expect(new Set(ids(items)).size).toBe(whole.length);
    expect(pages).toHaveLength(Math.ceil(whole.length / limit));
  });

  it("answers each page's items field for field as the single read does, and nothing more", async () => {
    const { items } = await readAllPages(tutor, "/api/resources", 30);
    const keys = Object.keys(resourceSchema.shape).sort();
    for (const item of items.slice(0, 8)) {
      expect(Object.keys(item).sort()).toEqual(keys);
      const single = await tutor.inject({ method: "GET", url: `/api/resources/${item.id}` });
      expect(item).toEqual(single.json());
    }
    const page = await tutor.inject({ method: "GET", url: "/api/resources?limit=3" });
    expect(page.body).toBe(JSON.stringify(page.json()));
  });

  it("filters by type and subject in the query, page by page", async () => {
    const { items } = await readAllPages(tutor, "/api/resources?type=link&subject=English", 2);
    const expected = whole.filter((resource) => resource.type === "link" && resource.subject === "English");
    expect(expected.length).toBeGreaterThan(2);
    expect(ids(items)).toEqual(ids(expected));
  });

  it("searches title, description and subject case-insensitively, taking % and _ literally", async () => {
    const quadratic = await readAllPages(tutor, "/api/resources?search=quadratic", 4);
    expect(ids(quadratic.items)).toEqual(
      ids(whole.filter((resource) => resource.description?.includes("QUADRATIC"))),
    );
    const bySubject = await readAllPages(tutor, "/api/resources?search=PHYSICS", 5);
    expect(ids(bySubject.items)).toEqual(ids(whole.filter((resource) => resource.subject === "Physics")));
    const literal = await readAllPages(
      tutor,
      `/api/resources?search=${encodeURIComponent("100% _done_")}`,
      5,
    );
    expect(literal.items.map((item) => item.title)).toEqual(["Fractions 100% _done_"]);
    const percent = await readAllPages(tutor, `/api/resources?search=${encodeURIComponent("%")}`, 5);
    expect(percent.items).toHaveLength(1);
    const none = await tutor.inject({ method: "GET", url: "/api/resources?limit=5&search=zzzz" });
    expect(none.json()).toEqual([]);
    expect(none.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it("treats empty filters as none", async () => {
    const response = await tutor.inject({ method: "GET", url: "/api/resources?search=%20&type=&subject=" });
    expect(ids(response.json())).toEqual(ids(whole));
  });

  it("answers 400 with a clear message for a bad limit", async () => {
    for (const limit of ["0", "101", "abc", "1.5", "-1", "", "1e2"]) {
      await refused(`/api/resources?limit=${limit}`, LIBRARY_PAGE_MESSAGES.limit);
    }
  });

  it("answers 400 with a clear message for a bad cursor", async () => {
    const bad = [
      "not*base64",
      encodePageCursor("garbage"),
      encodePageCursor("2025-06-01T08:30:00.123Z|5"),
      encodePageCursor("2025-13-45T08:30:00.123000Z|5"),
      encodePageCursor("2025-06-01T08:30:00.123000Z|0"),
      encodePageCursor("2025-06-01T08:30:00.123000Z|99999999999"),
      encodePageCursor("2025-06-01T08:30:00.123000Z|5|6"),
      "x".repeat(200),
    ];
    for (const cursor of bad) {
      await refused(
        `/api/resources?limit=5&cursor=${encodeURIComponent(cursor)}`,
        LIBRARY_PAGE_MESSAGES.cursor,
      );
    }
  });

  it("answers 400 for an unknown type, a search over 200 characters or a long subject", async () => {
    await refused("/api/resources?type=video", RESOURCE_MESSAGES.typeFilter);
    await refused(`/api/resources?search=${"a".repeat(201)}`, LIBRARY_PAGE_MESSAGES.search);
    await refused(`/api/resources?subject=${"a".repeat(101)}`, RESOURCE_MESSAGES.subjectFilter);
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/resources?limit=5" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/student/resources with limit and cursor", () => {
  it("gives a family, page by page, exactly the library its whole read gives", async () => {
    const familyWhole = await family.inject({ method: "GET", url: "/api/student/resources" });
    expect(ids(familyWhole.json())).toEqual(ids(whole));
    const { items } = await readAllPages(family, "/api/student/resources", 10);
    expect(ids(items)).toEqual(ids(whole));
  });

  it("pages one folder and searches within it", async () => {
    const folder = await readAllPages(family, "/api/student/resources?yearGroup=Year%207&subject=Physics", 3);
    expect(ids(folder.items)).toEqual(
      ids(whole.filter((resource) => resource.yearGroup === "Year 7" && resource.subject === "Physics")),
    );
    const searched = await readAllPages(
      family,
      "/api/student/resources?yearGroup=Year%207&search=quadratic",
      2,
    );
    expect(ids(searched.items)).toEqual(
      ids(whole.filter((resource) => resource.yearGroup === "Year 7" && resource.description !== null)),
    );
  });

  it("answers 400 for a bad limit or cursor", async () => {
    const response = await family.inject({ method: "GET", url: "/api/student/resources?limit=500" });
    expect(response.statusCode).toBe(400);
    const cursor = await family.inject({ method: "GET", url: "/api/student/resources?cursor=%3F" });
    expect(cursor.statusCode).toBe(400);
  });
});
