/**
 * The blog's rules that span several queries or shape what readers get: a post's slug (made from its
 * first title, unique by a -2, -3… suffix, kept when the title changes) and the API's view of a post,
 * with its Markdown rendered and sanitised on read (docs/decisions/022-blog-server.md).
 */
import { type BlogPost, type BlogPostBody, readingMinutes } from "#shared/schemas/blog-posts.ts";
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

/** Writes a new post by `authorId` under the first free slug of its title (retrying if one is taken meanwhile). */
export async function createBlogPost(
  repository: BlogPostsRepository,
  authorId: number,
  body: Required<Pick<BlogPostBody, "title" | "content" | "status">> & { excerpt: string | null },
): Promise<BlogPostRecord> {
  const base = slugify(body.title);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = nextFreeSlug(base, await repository.slugsLike(base));
    const created = await repository.create({ ...body, authorId, slug });
    if (created) return created;
  }
  throw new Error(`could not find a free slug for "${base}"`);
}
