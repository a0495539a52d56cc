import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { BLOG_POST_STATUSES } from "#shared/schemas/blog-posts.ts";
import { users } from "../users/users.table.ts";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** The post's address, /about/blog/{slug}: made from the title once, unique, kept when the title changes. */
    slug: text().notNull(),
    content: text().notNull(),
    excerpt: text(),
    status: text({ enum: BLOG_POST_STATUSES }).notNull().default("draft"),
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    publishedDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.publishedDate), uniqueIndex().on(table.slug)],
);
