import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { checkShapesOnEveryCall, runShaped } from "./statement-shapes.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());
afterEach(() => checkShapesOnEveryCall(true));

const doubled = (n: number, plus?: number) =>
  runShaped(database.db, plus === undefined ? "doubled" : "doubled-plus", { n, plus }, (bound) =>
    plus === undefined
      ? sql`select ${bound.n}::int * 2 as "value"`
      : sql`select ${bound.n}::int * 2 + ${bound.plus}::int as "value"`,
  );

describe("runShaped", () => {
  it("builds a shape's text once and runs it with each call's values", async () => {
    checkShapesOnEveryCall(false);
    let builds = 0;
    const run = (n: number) =>
      runShaped(database.db, "counted", { n }, (bound) => {
        builds += 1;
        return sql`select ${bound.n}::int + 1 as "value"`;
      });
    expect((await run(1)).rows).toEqual([{ value: 2 }]);
    expect((await run(41)).rows).toEqual([{ value: 42 }]);
    expect((await run(-5)).rows).toEqual([{ value: -4 }]);
    expect(builds).toBe(1);
  });

  it("keeps one text per shape name, and fills a value left undefined with null", async () => {
    expect((await doubled(3)).rows).toEqual([{ value: 6 }]);
    expect((await doubled(3, 1)).rows).toEqual([{ value: 7 }]);
    const unfilled = await runShaped(
      database.db,
      "maybe",
      { n: undefined },
      (bound) => sql`select ${bound.n}::int is null as "missing"`,
    );
    expect(unfilled.rows).toEqual([{ missing: true }]);
  });

  it("under test, refuses a shape name built two ways, or with a value built into its text", async () => {
    await runShaped(database.db, "two-ways", { n: 1 }, (bound) => sql`select ${bound.n}::int as "value"`);
    await expect(
      runShaped(database.db, "two-ways", { n: 1 }, (bound) => sql`select ${bound.n}::int + 1 as "value"`),
    ).rejects.toThrow('The statement shape "two-ways" was built two different ways');
    const frozen = (n: number) =>
      runShaped(database.db, "frozen", { n }, () => sql`select ${n}::int as "value"`);
    expect((await frozen(1)).rows).toEqual([{ value: 1 }]);
    await expect(frozen(2)).rejects.toThrow('The statement shape "frozen" was built two different ways');
  });
});
