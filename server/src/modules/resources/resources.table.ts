import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { RESOURCE_TYPES } from "#shared/schemas/resources.ts";
import { users } from "../users/users.table.ts";

/**
 * The text the library's search looks in (decision 043): title, description and subject in one value, the
 * expression the trigram index holds, so a search is one indexable `ilike` on it.
 */
export const resourceSearchText = (columns: {
  title: AnyPgColumn;
  description: AnyPgColumn;
  subject: AnyPgColumn;
}): SQL =>
  sql`(${columns.title} || ' ' || coalesce(${columns.description}, '') || ' ' || ${columns.subject})`;

export const resources = pgTable(
  "resources",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    fileUrl: text(),
    externalUrl: text(),
    type: text({ enum: RESOURCE_TYPES }).notNull().default("pdf"),
    size: integer(),
    subject: text().notNull(),
    /** Year group for the family folder browser ("Primary", "Year 7" … "Year 11"); null when general. */
    yearGroup: text(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.tutorId),
    index().on(table.yearGroup, table.subject),
    // The library's order and its pages' keyset, newest first (decision 039).
    index().on(table.uploadedAt, table.id),
    // The search's text, by trigrams (pg_trgm): `ilike '%…%'` on it reads the index, not every row (decision 043).
    // Without a pending list (fastupdate off) a search never reads unsorted recent entries one by one.
    index("resources_search_text_trgm_index")
      .using("gin", sql`${resourceSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
