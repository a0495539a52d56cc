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

/**
 * A child moved from one family account to another: only an admin may, and each move is kept with who
 * made it and when (DECISIONS.md "Safeguarding and security (phase 4)"). An account's erasure keeps the
 * row without the link to it.
 */
export const studentFamilyMoves = pgTable(
  "student_family_moves",
  {
    id: serial().primaryKey(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    fromUserId: integer().references(() => users.id, { onDelete: "set null" }),
    toUserId: integer().references(() => users.id, { onDelete: "set null" }),
    movedById: integer().references(() => users.id, { onDelete: "set null" }),
    movedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.studentId)],
);
