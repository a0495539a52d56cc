import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const enquiries = pgTable(
  "enquiries",
  {
    id: serial().primaryKey(),
    fullName: text().notNull(),
    companyName: text().notNull(),
    role: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    companySize: text().notNull(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);
