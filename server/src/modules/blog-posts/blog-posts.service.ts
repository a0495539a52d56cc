/**
 * The blog's rules that span several queries or shape what readers get: a post's slug (made from its
 * first title, unique by a -2, -3… suffix, kept when the title changes) and the API's view of a post,
 * with its Markdown rendered and sanitised on read (docs/decisions/022-blog-server.md).
 */
import { type BlogPost, type BlogPostBody, readingMinutes } from "#shared/schemas/blog-posts.ts";
import type { OwnedWriteOutcome, RowWriter } from "../../db/owned-rows.ts";
import { unwrapOwnedWrite } from "../../http/owned-writes.ts";
import { blogPostNotAuthor, blogPostNotFound } from "./blog-posts.errors.ts";
import { renderMarkdown } from "./blog-posts.markdown.ts";
import type { BlogPostRecord, BlogPostsRepository } from "./blog-posts.repository.ts";

const SLUG_MAX = 80;
/**
 * A lost attempt means another post took that slug meanwhile, so N posts written at once with one title need
 * at most N attempts; this only bounds the loop.
 */
const SLUG_ATTEMPTS = 50;

/** A title as an address: lower-case ASCII, accents folded, words joined by hyphens ('post' if none). */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .replace(/[œŒ]/g, "oe")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX) || "post";
}

/** `base` if free, else the first free `base-N` from 2 on. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The API's view of a stored post. */
export function toBlogPost(record: BlogPostRecord, siteUrl: string): BlogPost {
  return {
    id: record.id,
    title: record.title,
    slug: record.slug,
    content: record.content,
    html: renderMarkdown(record.content, siteUrl),
    excerpt: record.excerpt,
    status: record.status,
    authorId: record.authorId,
    authorName: record.authorName,
    publishedDate: record.publishedDate?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    readingMinutes: readingMinutes(record.content),
  };
}

/** What the blog posts service uses, each named (decision 052). */
export type BlogPostsServiceDeps = {
  postsRepo: BlogPostsRepository;
  /** The site's address, against which a post's links are told internal or external. */
  siteUrl: string;
};

type NewPostBody = Required<Pick<BlogPostBody, "title" | "content" | "status">> & { excerpt: string | null };

/** Who reads the blog: a signed-in account's role, or nobody signed in. */
export type BlogReader = { role: string } | undefined;

/** Admins and tutors manage the blog and so read drafts; families and visitors read published posts. */
const readsDrafts = (reader: BlogReader) => reader?.role === "admin" || reader?.role === "tutor";

const refusals = { notFound: blogPostNotFound, notOwner: blogPostNotAuthor };
const unwrap = <T>(outcome: OwnedWriteOutcome<T>) => unwrapOwnedWrite(outcome, refusals);

export function createBlogPostsService({ postsRepo, siteUrl }: BlogPostsServiceDeps) {
  const view = (record: BlogPostRecord) => toBlogPost(record, siteUrl);

  /** A post the reader may read: a draft only for those who read drafts, else 404. */
  const readable = (record: BlogPostRecord | null, reader: BlogReader) => {
    if (!record || (record.status !== "published" && !readsDrafts(reader))) throw blogPostNotFound();
    return view(record);
  };

  return {
    view,

    /** The blog, newest first, as the reader may read it (drafts too for admins and tutors); at most `limit`. */
    async list({ reader, limit }: { reader?: BlogReader; limit?: number }): Promise<BlogPost[]> {
      const records = await postsRepo.list({
        includeDrafts: readsDrafts(reader),
        ...(limit === undefined ? {} : { limit }),
      });
      return records.map(view);
    },

    findBySlug: async (slug: string, reader: BlogReader) =>
      readable(await postsRepo.findBySlug(slug), reader),

    findById: async (id: number, reader: BlogReader) => readable(await postsRepo.findById(id), reader),

    /** The Markdown rendered and sanitised exactly as readers will see it, with its reading time. */
    preview: (content: string) => ({
      html: renderMarkdown(content, siteUrl),
      readingMinutes: readingMinutes(content),
    }),

    /** Writes a new post by `authorId` under the first free slug of its title (retrying if one is taken meanwhile). */
    async create(authorId: number, body: NewPostBody): Promise<BlogPost> {
      const base = slugify(body.title);
      for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
        const slug = nextFreeSlug(base, await postsRepo.slugsLike(base));
        const created = await postsRepo.create({ ...body, authorId, slug });
        if (created) return view(created);
      }
      throw new Error(`could not find a free slug for "${base}"`);
    },

    update: async (writer: RowWriter, id: number, body: Parameters<BlogPostsRepository["updateAs"]>[2]) =>
      view(unwrap(await postsRepo.updateAs(writer, id, body))),

    async delete(writer: RowWriter, id: number): Promise<void> {
      unwrap(await postsRepo.deleteAs(writer, id));
    },
  };
}

export type BlogPostsService = ReturnType<typeof createBlogPostsService>;
