/**
 * The resources library's search on its trigram index (decision 043) finds exactly the rows the search
 * found before it (title, description or subject containing the text, case-insensitively, compared column
 * by column): for `%`, `_` and backslash taken literally, accents and mixed case, 1–2 letter terms the index
 * cannot narrow, and text that the joined search text holds only across two columns. The index holds the
 * very expression the search reads, so PostgreSQL can use it with a generic plan.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { resourceSearchText } from "./resources.table.ts";

const t = setupTestApp();
let tutor: SignedInUser;

/** Title, description, subject: text that trips a pattern, case folding or a joined search text. */
const ROWS: Array<[string, string | null, string]> = [
  ["100% sure", null, "Mathematics"],
  ["under_score notes", "a_b and a-b", "English"],
  ["Back\\slash guide", "C:\\path\\to", "Physics"],
  ["Équations différentielles", "Résumé des méthodes", "Mathématiques"],
  ["ÉCOLE primaire", null, "Français"],
  ["Straße und Maß", null, "German"],
  ["MiXeD CaSe TiTle", "lower case description", "Biology"],
  ["Alpha", "beta gamma", "Delta"],
  ["ab", null, "x"],
  ["Plain worksheet", "Practice questions", "Chemistry"],
  ["naïve café", null, "Art"],
  ["Percent%Underscore_Back\\", "", "Mixed"],
  ["Tab\there", "new\nline", "Other"],
];

/** Searches as the box sends them, each compared with the search before the index. */
const SEARCHES = [
  "%",
  "_",
  "\\",
  "0%",
  "% s",
  "a_b",
  "a%b",
  "\\p",
  "_Back\\",
  "é",
  "É",
  "équations",
  "ÉQUATIONS",
  "résumé",
  "école",
  "ß",
  "straße",
  "STRASSE",
  "mixed case",
  "MIXED",
  "case d",
  "alpha beta",
  "a b",
  "title lower",
  "gamma delta",
  "a  d",
  "ab",
  "b",
  "x",
  "e",
  "naïve",
  "CAFÉ",
  "ï",
  "  worksheet  ",
  "t\th",
  "w\nl",
  "zzz",
];

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  await t.db.insert(resources).values(
    ROWS.map(([title, description, subject], index) => ({
      title,
      description,
      subject,
      externalUrl: `https://learn.example.org/search/${index}`,
      type: "link" as const,
      tutorId: tutor.user.id,
      uploadedAt: new Date(Date.UTC(2025, 0, 1 + index)),
    })),
  );
});

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
/** The rows a raw statement answered (both drivers answer `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The ids the search found before decision 043: each column compared on its own, newest first. */
async function foundBefore(search: string) {
  const pattern = `%${search.trim().replace(/[\\%_]/g, "\\$&")}%`;
  const result = await t.db.execute(
    sql`select ${resources.id} as id from ${resources}
        where ${resources.title} ilike ${pattern} or ${resources.description} ilike ${pattern}
          or ${resources.subject} ilike ${pattern}
        order by ${resources.uploadedAt} desc, ${resources.id} desc`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

describe("the resources library's search", () => {
  it.each(SEARCHES)("finds for %j the rows it found before, whole and page by page", async (search) => {
    const expected = await foundBefore(search);
    const url = `/api/resources?search=${encodeURIComponent(search)}`;
    const whole = await tutor.inject({ method: "GET", url });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(ids(whole.json())).toEqual(expected);
    const { items } = await readAllPages(tutor, url, 2);
    expect(ids(items)).toEqual(expected);
  });

  it("is not vacuous: literal wildcards, accents, short terms and text across two columns", async () => {
    const titlesFor = async (search: string) => {
      const response = await tutor.inject({
        method: "GET",
        url: `/api/resources?search=${encodeURIComponent(search)}`,
      });
      return (response.json() as Array<{ title: string }>).map((item) => item.title).sort();
    };
    expect(await titlesFor("%")).toEqual(["100% sure", "Percent%Underscore_Back\\"]);
    expect(await titlesFor("a_b")).toEqual(["under_score notes"]);
    expect(await titlesFor("\\p")).toEqual(["Back\\slash guide"]);
    expect(await titlesFor("ÉQUATIONS")).toEqual(["Équations différentielles"]);
    expect(await titlesFor("ab")).toContain("ab");
    // Held by the joined search text only across title and description, or description and subject.
    expect(await titlesFor("alpha beta")).toEqual([]);
    expect(await titlesFor("gamma delta")).toEqual([]);
    expect(await titlesFor("beta gamma")).toEqual(["Alpha"]);
  });

  it("reads a text the trigram index holds, with a generic plan", async () => {
    // The table is small, so PostgreSQL would rather read every row: forbid that to see the index matches.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(
        sql`prepare resources_search_probe(text) as select ${resources.id} from ${resources}
            where ${resourceSearchText(resources)} ilike $1`,
      );
      const explained = await tx.execute(sql`explain execute resources_search_probe('%quadratic%')`);
      await tx.execute(sql`deallocate resources_search_probe`);
      return explained;
    });
    const text = rowsOf<Record<string, string>>(plan)
      .map((row) => Object.values(row)[0])
      .join("\n");
    expect(text).toContain("Index Cond:");
    expect(text).toContain("resources_search_text_trgm_index");
    expect(text).toContain("$1");
  });
});
