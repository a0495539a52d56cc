/**
 * The admin schedule tab's list (decision 048): `GET /api/admin/scheduled-sessions` searched, filtered by
 * view, teacher, subject and year, and read a page at a time; without parameters the whole list as before.
 */
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import { scheduledSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { setupAdminTestApp, type TestUser } from "../../test/test-app.ts";

const { t, admin, tutor } = setupAdminTestApp({ tutorName: "Ada Lovelace" });
const HOUR = 3_600_000;
const LIST = "/api/admin/scheduled-sessions";

let other: TestUser;
/** The sessions the tests list, by title, with their start times. */
const made = new Map<string, { id: number; scheduledFor: Date }>();

async function session(
  title: string,
  hoursFromNow: number,
  values: Omit<Partial<typeof scheduledSessions.$inferInsert>, "scheduledFor"> & {
    scheduledFor?: Date | SQL;
  } = {},
) {
  const [row] = await t.db
    .insert(scheduledSessions)
    .values({
      title,
      description: "A session for the list tests.",
      subject: "Mathematics",
      tutorId: tutor.user.id,
      scheduledFor: new Date(Date.now() + hoursFromNow * HOUR),
      academicYear: "Year 10",
      ...values,
    })
    .returning();
  made.set(title, { id: row!.id, scheduledFor: row!.scheduledFor });
  return row!;
}

beforeAll(async () => {
  other = await t.createUser("tutor", { fullName: "Grace Hopper" });
  await session("Quadratics later", 48);
  await session("Quadratics sooner", 2);
  await session("Forces and motion", 24, {
    subject: "Physics",
    tutorId: other.user.id,
    academicYear: "Year 11 (GCSE)",
  });
  await session("Yesterday's algebra", -24);
  await session("Last week's essay", -24 * 7, { subject: "English", tutorId: other.user.id });
  await session("Cancelled tomorrow", 26, { status: "cancelled" });
  await session("Cancelled last month", -24 * 30, { status: "cancelled", subject: "English" });
  await session("100% revision_day", 72, { subject: "Chemistry", academicYear: "Year 9" });
});

async function titles(query: string) {
  const response = await admin.inject({ method: "GET", url: `${LIST}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(scheduledSessionSchema)
    .parse(response.json())
    .map((row) => row.title);
}

describe("GET /api/admin/scheduled-sessions views", () => {
  it("answers every session soonest first without parameters, as before", async () => {
    const response = await admin.inject({ method: "GET", url: LIST });
    expect(response.statusCode).toBe(200);
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const rows = z.array(scheduledSessionSchema).parse(response.json());
    expect(rows.map((row) => row.title)).toEqual([
      "Cancelled last month",
      "Last week's essay",
      "Yesterday's algebra",
      "Quadratics sooner",
      "Forces and motion",
      "Cancelled tomorrow",
      "Quadratics later",
      "100% revision_day",
    ]);
    expect(rows.find((row) => row.title === "Forces and motion")).toMatchObject({
      tutorName: "Grace Hopper",
      bookedCount: 0,
    });
  });

  it("upcoming: after now and not cancelled, soonest first", async () => {
    expect(await titles("view=upcoming")).toEqual([
      "Quadratics sooner",
      "Forces and motion",
      "Quadratics later",
      "100% revision_day",
    ]);
  });

  it("past: started and not cancelled, latest first", async () => {
    expect(await titles("view=past")).toEqual(["Yesterday's algebra", "Last week's essay"]);
  });

  it("cancelled: past and future, latest first", async () => {
    expect(await titles("view=cancelled")).toEqual(["Cancelled tomorrow", "Cancelled last month"]);
  });

  it("all: every session, latest first", async () => {
    expect(await titles("view=all")).toEqual([
      "100% revision_day",
      "Quadratics later",
      "Cancelled tomorrow",
      "Forces and motion",
      "Quadratics sooner",
      "Yesterday's algebra",
      "Last week's essay",
      "Cancelled last month",
    ]);
  });
});

describe("GET /api/admin/scheduled-sessions filters", () => {
  it("searches every word in the title, subject or teacher's name, in any letter case", async () => {
    expect(await titles("view=all&search=QUADRATICS")).toEqual(["Quadratics later", "Quadratics sooner"]);
    expect(await titles("view=all&search=physics")).toEqual(["Forces and motion"]);
    expect(await titles("view=all&search=grace")).toEqual(["Forces and motion", "Last week's essay"]);
    // Two words: both must match, each in any of the three.
    expect(await titles("view=all&search=hopper%20english")).toEqual(["Last week's essay"]);
    expect(await titles("view=all&search=nothing-like-this")).toEqual([]);
  });

  it("takes % and _ in a search literally", async () => {
    expect(await titles("view=all&search=100%25")).toEqual(["100% revision_day"]);
    expect(await titles("view=all&search=n_d")).toEqual(["100% revision_day"]);
    expect(await titles("view=all&search=%25%25")).toEqual([]);
  });

  it("filters by teacher, subject and year, together with a view", async () => {
    expect(await titles(`view=all&tutorId=${other.user.id}`)).toEqual([
      "Forces and motion",
      "Last week's essay",
    ]);
    expect(await titles("view=all&subject=English")).toEqual(["Last week's essay", "Cancelled last month"]);
    expect(await titles("view=upcoming&academicYear=Year%209")).toEqual(["100% revision_day"]);
    expect(await titles(`view=past&tutorId=${other.user.id}&subject=English`)).toEqual(["Last week's essay"]);
    expect(await titles("view=all&tutorId=999999")).toEqual([]);
  });

  it("treats empty parameters as no filter", async () => {
    expect(await titles("view=&search=&tutorId=&subject=&academicYear=")).toHaveLength(made.size);
  });

  it.each([
    ["view=soon", "view must be upcoming, past, cancelled or all"],
    ["tutorId=abc", "The teacher id must be a whole number"],
    ["tutorId=0", "The teacher id must be a whole number"],
    ["tutorId=99999999999", "The teacher id must be a whole number"],
    [`search=${"x".repeat(201)}`, "Please search with at most 200 characters"],
    [`subject=${"x".repeat(101)}`, "Please choose a subject of at most 100 characters"],
    [`academicYear=${"x".repeat(51)}`, "Please choose an academic year of at most 50 characters"],
    ["limit=0", "limit must be a whole number from 1 to 100"],
    ["limit=101", "limit must be a whole number from 1 to 100"],
    [
      "cursor=not-a-cursor",
      "This cursor is not valid: send the X-Next-Cursor header of the previous page as it came",
    ],
  ])("answers 400 for %s", async (query, message) => {
    const response = await admin.inject({ method: "GET", url: `${LIST}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("GET /api/admin/scheduled-sessions pages", () => {
  it.each(["upcoming", "past", "cancelled", "all"])(
    "chains the %s view's pages to exactly its whole list",
    async (view) => {
      const whole = await titles(`view=${view}`);
      for (const limit of [1, 2, 3]) {
        const { items } = await readAllPages(admin, `${LIST}?view=${view}`, limit);
        expect(items.map((row) => row.title)).toEqual(whole);
      }
    },
  );

  it("pages the list without a view and a search too", async () => {
    const { items } = await readAllPages(admin, `${LIST}?search=quadratics`, 1);
    expect(items.map((row) => row.title)).toEqual(["Quadratics sooner", "Quadratics later"]);
    const { items: every } = await readAllPages(admin, LIST, 3);
    expect(every.map((row) => row.title)).toEqual(await titles(""));
  });

  it("keeps sessions at the same moment apart, and those a microsecond apart in order", async () => {
    const at = new Date(Date.now() + 500 * HOUR);
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push((await session(`Twin ${n}`, 0, { scheduledFor: at, subject: "Twins" })).id);
    // A millisecond cursor would put these two with the twins and lose one of them between pages.
    for (const micros of [2, 1]) {
      const scheduledFor = sql`${at.toISOString()}::timestamptz + ${`${micros} microseconds`}::interval`;
      ids.push((await session(`Micro ${micros}`, 0, { scheduledFor, subject: "Twins" })).id);
    }
    const soonestFirst = [...ids.slice(0, 3).sort((a, b) => a - b), ids[4]!, ids[3]!];
    const { items } = await readAllPages(admin, `${LIST}?view=upcoming&subject=Twins`, 1);
    expect(items.map((row) => row.id)).toEqual(soonestFirst);
    const { items: latestFirst } = await readAllPages(admin, `${LIST}?view=all&subject=Twins`, 2);
    expect(latestFirst.map((row) => row.id)).toEqual([...soonestFirst].reverse());
  });

  it("is for admins only", async () => {
    const signedInTutor = await t.asRole("tutor");
    expect((await signedInTutor.inject({ method: "GET", url: `${LIST}?view=all` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `${LIST}?view=all` })).statusCode).toBe(401);
  });
});
