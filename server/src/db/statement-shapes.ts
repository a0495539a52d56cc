/**
 * Statements built once per shape (decision 042). Drizzle builds a statement's text anew on every call:
 * for the portal's long selects (a dozen computed fields, the visibility rule's subqueries, the JSON
 * wrapping) building the text cost more of the server's time than everything else in the request
 * together, PostgreSQL included. A hot read is therefore written with placeholders where its values go
 * (`sql.placeholder`), built once for each *shape* (what changes the text: the viewer's role, which
 * filters are given) and then only run with the values.
 *
 * The shape's name must say everything that changes the text. Under test every call builds its text again
 * and compares it with the one kept for its shape — text and every parameter that is not a placeholder —
 * so a shape name that misses a difference, or a value built into the text instead of a placeholder, fails
 * the first test that reaches it.
 */
import { is, Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** A value as a statement's text holds it: the value itself, or the placeholder it is filled in for. */
export type Bound<T> = T | Placeholder;

/** The placeholders for `values`, one per key, named after it. */
export type PlaceholdersOf<Values> = { [Key in keyof Values]-?: Placeholder<Key & string> };

type BuiltQuery = { sql: string; params: unknown[] };
type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
/** What drizzle keeps behind every database object and uses for `db.execute` (not in its public types). */
type DrizzleInternals = {
  dialect: { sqlToQuery: (query: ReturnType<SQLWrapper["getSQL"]>) => BuiltQuery };
  session: {
    prepareQuery: (query: BuiltQuery, fields: undefined, name: undefined, arrayMode: false) => Prepared;
  };
};

/** Whether every call builds its text again to compare it with its shape's (under test). */
let checkEveryCall = process.env.NODE_ENV === "test" || process.env.VITEST !== undefined;

/** Turns the comparison on every call on or off (its own test turns it off to see a text built once). */
export function checkShapesOnEveryCall(on: boolean) {
  checkEveryCall = on;
}

/** The parameters built into a text, as comparable text (placeholders by name). */
function paramsKey(params: unknown[]) {
  return JSON.stringify(
    params.map((param) => (is(param, Placeholder) ? { placeholder: param.name } : param)),
  );
}

const shapesOf = new WeakMap<object, Map<string, { built: BuiltQuery; prepared: Prepared }>>();

/**
 * Runs the statement `build` writes with `values`' placeholders, built once for `shape` on this database;
 * answers the driver's result (`rows`, named as selected), as `db.execute` does.
 */
export async function runShaped<Values extends Record<string, unknown>>(
  db: Database,
  shape: string,
  values: Values,
  build: (placeholders: PlaceholdersOf<Values>) => SQLWrapper,
): Promise<{ rows: Record<string, unknown>[] }> {
  const internals = db as unknown as DrizzleInternals;
  let shapes = shapesOf.get(db);
  if (!shapes) {
    shapes = new Map();
    shapesOf.set(db, shapes);
  }
  let kept = shapes.get(shape);
  if (!kept || checkEveryCall) {
    const placeholders = Object.fromEntries(
      Object.keys(values).map((name) => [name, sql.placeholder(name)]),
    ) as PlaceholdersOf<Values>;
    const built = internals.dialect.sqlToQuery(build(placeholders).getSQL());
    if (kept && (kept.built.sql !== built.sql || paramsKey(kept.built.params) !== paramsKey(built.params))) {
      throw new Error(
        `The statement shape "${shape}" was built two different ways: its name misses what changed.`,
      );
    }
    if (!kept) {
      kept = { built, prepared: internals.session.prepareQuery(built, undefined, undefined, false) };
      shapes.set(shape, kept);
    }
  }
  // A value left undefined fills its placeholder with null; a shape that uses it says so in its name.
  const filled = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? null]));
  return (await kept.prepared.execute(filled)) as { rows: Record<string, unknown>[] };
}
