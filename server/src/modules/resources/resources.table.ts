import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { RESOURCE_TYPES } from "#shared/schemas/resources.ts";
import { users } from "../users/users.table.ts";

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
  ],
);
