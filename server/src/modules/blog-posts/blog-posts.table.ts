import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { BLOG_POST_STATUSES } from "#shared/schemas/blog-posts.ts";
import { users } from "../users/users.table.ts";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull(),
    excerpt: text(),
    status: text({ enum: BLOG_POST_STATUSES }).notNull().default("draft"),
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    publishedDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.publishedDate)],
);
