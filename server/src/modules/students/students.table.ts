import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/** A child on a family account (`userId`), optionally looked after by a tutor. */
export const students = pgTable(
  "students",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The child's first name (DECISIONS.md: households); optional for rows tutors or admins create. */
    firstName: text(),
    grade: text().notNull(),
    subjects: text(),
    notes: text(),
    tutorId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.tutorId)],
);
