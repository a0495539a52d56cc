import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

export const recordedLessons = pgTable(
  "recorded_lessons",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    subject: text().notNull(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    duration: integer(),
    videoUrl: text(),
    thumbnail: text(),
    views: integer().notNull().default(0),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.tutorId), index().on(table.uploadedAt)],
);
