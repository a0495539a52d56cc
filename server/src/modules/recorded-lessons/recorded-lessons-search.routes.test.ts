/**
 * The recorded-lesson library's search on its trigram indexes (decision 043) finds exactly the lessons
 * the search found before them (every word in the title, description, subject or teacher's name,
 * case-insensitively, compared column by column), on the tutor's, the family's and the admin's reads: for
 * `%`, `_` and backslash taken literally, accents and mixed case, 1–2 letter words the indexes cannot
 * narrow, repeated words and teachers' names. The indexes hold the very expressions the search reads.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordedLessons, users } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { recordedLessonSearchText } from "./recorded-lessons.table.ts";

const t = setupTestApp();
let tutor: SignedInUser;
let family: SignedInUser;
let admin: SignedInUser;

/** Title, description, subject, and which teacher (0, 1 or 2) recorded it. */
const ROWS: Array<[string, string | null, string, number]> = [
  ["100% sure", null, "Mathematics", 0],
  ["under_score notes", "a_b and a-b", "English", 1],
  ["Back\\slash guide", "C:\\path\\to", "Physics", 2],
  ["Équations différentielles", "Résumé des méthodes", "Mathématiques", 0],
  ["ÉCOLE primaire", null, "Français", 1],
  ["Straße und Maß", null, "German", 2],
  ["MiXeD CaSe TiTle", "lower case description", "Biology", 0],
  ["Alpha", "beta gamma", "Delta", 1],
  ["ab", null, "x", 2],
  ["Quadratic revision", "Worked examples", "Mathematics", 0],
  ["naïve café", "", "Art", 1],
  ["Percent%Underscore_Back\\", null, "Mixed", 2],
];

/** Teachers' names the search also reads. */
const TEACHERS = ["Zoë O'Brien-Smith", "José Álvarez", "Ann_Lee 100%"];

/** Searches as the box sends them, each compared with the search before the indexes. */
const SEARCHES = [
  "%",
  "_",
  "\\",
  "a_b",
  "a%b",
  "\\p",
  "é",
  "É",
  "ÉQUATIONS résumé",
  "école",
  "ß straße",
  "STRASSE",
  "mixed case",
  "MIXED lower",
  "alpha beta",
  "alpha delta",
  "ab",
  "b",
  "x",
  "e a",
  "naïve CAFÉ",
  "ï",
  "zoë",
  "ZOË quadratic",
  "o'brien",
  "álvarez ab",
  "álvarez alpha",
  "josé",
  "ann_lee",
  "100%",
  "lee 100",
  "revision revision mathematics",
  "  revision  ",
  "zzz",
  "quadratic zzz",
];

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: TEACHERS[0] });
  const teachers = [
    tutor,
    await t.asRole("tutor", { fullName: TEACHERS[1] }),
    await t.asRole("tutor", { fullName: TEACHERS[2] }),
  ];
  family = await t.asRole("parent");
  admin = await t.asRole("admin");
  await t.db.insert(recordedLessons).values(
    ROWS.map(([title, description, subject, teacher], index) => ({
      title,
      description,
      subject,
      tutorId: teachers[teacher]!.user.id,
      uploadedAt: new Date(Date.UTC(2025, 0, 1 + index)),
    })),
  );
});

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
/** The rows a raw statement answered (both drivers answer `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The ids the search found before decision 043: each word in one of the columns, newest first. */
async function foundBefore(search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  const conditions = words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, "\\$&")}%`;
    return sql`(${recordedLessons.title} ilike ${pattern} or ${recordedLessons.description} ilike ${pattern}
      or ${recordedLessons.subject} ilike ${pattern} or ${users.fullName} ilike ${pattern})`;
  });
  const result = await t.db.execute(
    sql`select ${recordedLessons.id} as id from ${recordedLessons}
        left join ${users} on ${users.id} = ${recordedLessons.tutorId}
        where ${sql.join(conditions, sql` and `)}
        order by ${recordedLessons.uploadedAt} desc, ${recordedLessons.id} desc`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

describe("the recorded-lesson library's search", () => {
  it.each(SEARCHES)("finds for %j the lessons it found before, for every role", async (search) => {
    const expected = await foundBefore(search);
    const query = `search=${encodeURIComponent(search)}`;
    for (const [as, path] of [
      [tutor, "/api/recorded-lessons"],
      [family, "/api/student/recorded-lessons"],
      [admin, "/api/admin/recorded-lessons"],
    ] as const) {
      const whole = await as.inject({ method: "GET", url: `${path}?${query}` });
      expect(whole.statusCode, whole.body).toBe(200);
      expect(ids(whole.json())).toEqual(expected);
    }
    const { items } = await readAllPages(tutor, `/api/recorded-lessons?${query}`, 2);
    expect(ids(items)).toEqual(expected);
  });

  it("is not vacuous: literal wildcards, accents, teachers' names and every word required", async () => {
    const titlesFor = async (search: string) => {
      const response = await tutor.inject({
        method: "GET",
        url: `/api/recorded-lessons?search=${encodeURIComponent(search)}`,
      });
      return (response.json() as Array<{ title: string }>).map((item) => item.title).sort();
    };
    expect(await titlesFor("a_b")).toEqual(["under_score notes"]);
    expect(await titlesFor("ÉQUATIONS résumé")).toEqual(["Équations différentielles"]);
    expect(await titlesFor("ZOË quadratic")).toEqual(["Quadratic revision"]);
    expect(await titlesFor("álvarez alpha")).toEqual(["Alpha"]);
    // Ann_Lee 100% recorded four lessons; "100%" is also in one of Zoë's titles.
    expect(await titlesFor("100%")).toHaveLength(5);
    expect(await titlesFor("quadratic zzz")).toEqual([]);
  });

  it("reads texts the trigram indexes hold, with a generic plan", async () => {
    // The tables are small, so PostgreSQL would rather read every row: forbid that to see the indexes match.
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(
        sql`prepare lessons_search_probe(text) as select ${recordedLessons.id} from ${recordedLessons}
            where ${recordedLessonSearchText(recordedLessons)} ilike $1`,
      );
      await tx.execute(
        sql`prepare teachers_search_probe(text) as select ${users.id} from ${users}
            where ${users.fullName} ilike $1`,
      );
      const explained = [
        await tx.execute(sql`explain execute lessons_search_probe('%quadratic%')`),
        await tx.execute(sql`explain execute teachers_search_probe('%whitfield%')`),
      ];
      await tx.execute(sql`deallocate lessons_search_probe`);
      await tx.execute(sql`deallocate teachers_search_probe`);
      return explained.map((plan) =>
        rowsOf<Record<string, string>>(plan)
          .map((row) => Object.values(row)[0])
          .join("\n"),
      );
    });
    expect(plans[0]).toContain("recorded_lessons_search_text_trgm_index");
    expect(plans[1]).toContain("users_full_name_trgm_index");
    for (const plan of plans) {
      expect(plan).toContain("Index Cond:");
      expect(plan).toContain("$1");
    }
  });
});
