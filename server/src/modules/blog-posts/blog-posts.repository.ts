import { desc, eq, getTableColumns, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { type OwnedWriteOutcome, ownedRows, type RowWriter } from "../../db/owned-rows.ts";
import { users } from "../users/users.table.ts";
import { blogPosts } from "./blog-posts.table.ts";

/** A stored post with its author's name. */
export type BlogPostRecord = typeof blogPosts.$inferSelect & { authorName: string | null };

type BlogPostValues = Pick<typeof blogPosts.$inferInsert, "title" | "content" | "excerpt" | "status">;

/** Newest first: by publishedDate, falling back to createdAt [2§9]. */
const newestFirst = [
  desc(sql`coalesce(${blogPosts.publishedDate}, ${blogPosts.createdAt})`),
  desc(blogPosts.id),
] as const;

/** The first time a post is published it gets the time; afterwards its date is kept. */
const publishedDateFor = (status: BlogPostValues["status"]) =>
  status === "published" ? sql`coalesce(${blogPosts.publishedDate}, now())` : blogPosts.publishedDate;

export function createBlogPostsRepository(db: Database) {
  const selectWithAuthor = () =>
    db
      .select({ ...getTableColumns(blogPosts), authorName: users.fullName })
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId));

  const { writable, refusal } = ownedRows(db, blogPosts, { id: blogPosts.id, tutorId: blogPosts.authorId });

  async function findById(id: number): Promise<BlogPostRecord | null> {
    const rows = await selectWithAuthor().where(eq(blogPosts.id, id)).limit(1);
    return rows[0] ?? null;
  }

  return {
    findById,

    async findBySlug(slug: string): Promise<BlogPostRecord | null> {
      const rows = await selectWithAuthor().where(eq(blogPosts.slug, slug)).limit(1);
      return rows[0] ?? null;
    },

    /** Every post (drafts too when `includeDrafts`), newest first. */
    async list(options: { includeDrafts: boolean; limit?: number }): Promise<BlogPostRecord[]> {
      const query = selectWithAuthor()
        .where(options.includeDrafts ? undefined : eq(blogPosts.status, "published"))
        .orderBy(...newestFirst);
      return options.limit === undefined ? query : query.limit(options.limit);
    },

    /** The slugs taken among `base` and `base-N`, to choose the next free one. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    /** Stores a new post under `slug`; null when another post took that slug first. */
    async create(values: BlogPostValues & { authorId: number; slug: string }) {
      try {
        const rows = await db
          .insert(blogPosts)
          .values({ ...values, publishedDate: values.status === "published" ? sql`now()` : null })
          .returning({ id: blogPosts.id });
        return findById(rows[0]!.id);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Updates a post the writer may change (author or admin, checked inside the UPDATE); slug kept. */
    async updateAs(
      writer: RowWriter,
      id: number,
      values: BlogPostValues,
    ): Promise<OwnedWriteOutcome<BlogPostRecord>> {
      const rows = await db
        .update(blogPosts)
        .set({ ...values, publishedDate: publishedDateFor(values.status), updatedAt: sql`now()` })
        .where(writable(id, writer))
        .returning({ id: blogPosts.id });
      const updated = rows[0] ? await findById(rows[0].id) : null;
      if (updated) return { ok: true, value: updated };
      return { ok: false, reason: await refusal(id) };
    },

    /** Deletes a post the writer may delete (author or admin, checked inside the DELETE). */
    async deleteAs(writer: RowWriter, id: number): Promise<OwnedWriteOutcome<null>> {
      const rows = await db.delete(blogPosts).where(writable(id, writer)).returning({ id: blogPosts.id });
      if (rows.length > 0) return { ok: true, value: null };
      return { ok: false, reason: await refusal(id) };
    },
  };
}

export type BlogPostsRepository = ReturnType<typeof createBlogPostsRepository>;
