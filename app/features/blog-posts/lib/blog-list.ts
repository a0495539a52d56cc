/** The blog list's rules [2§9]: newest first, the year filter's years, search over title and excerpt. */
import type { BlogPost } from "#shared/schemas/blog-posts.ts";

type ListedPost = Pick<BlogPost, "title" | "excerpt" | "publishedDate" | "createdAt">;

/** The date a post is shown and sorted by: when it was published, else when it was written. */
export const postDate = (post: ListedPost) => post.publishedDate ?? post.createdAt;

const longDateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });

/** '23 November 2026': en-GB long format, in the viewer's time zone (Intl: no date library on the post page). */
export const longDate = (iso: string) => longDateFormat.format(new Date(iso));

/** Newest first by publishedDate, falling back to createdAt. */
export function newestFirst<T extends ListedPost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(postDate(b)) - Date.parse(postDate(a)));
}

/** The distinct years of the published dates (viewer's time zone), newest first. */
export function publishedYears(posts: readonly ListedPost[]): number[] {
  const years = new Set<number>();
  for (const post of posts) if (post.publishedDate) years.add(new Date(post.publishedDate).getFullYear());
  return [...years].sort((a, b) => b - a);
}

/**
 * The posts matching `search` (in the title or excerpt, case-insensitive) and, when `year` is set, published
 * that year (a draft has no published date, so no year).
 */
export function filterPosts<T extends ListedPost>(
  posts: readonly T[],
  { search, year }: { search: string; year: string },
): T[] {
  const needle = search.trim().toLocaleLowerCase("en-GB");
  return posts.filter((post) => {
    if (year && !(post.publishedDate && String(new Date(post.publishedDate).getFullYear()) === year))
      return false;
    if (!needle) return true;
    return [post.title, post.excerpt ?? ""].some((text) => text.toLocaleLowerCase("en-GB").includes(needle));
  });
}

const DESCRIPTION_MAX = 160;

/** A post's description for its page: the excerpt, else the start of its text cut at a word. */
export function postDescription(post: Pick<BlogPost, "excerpt" | "html">): string {
  if (post.excerpt) return post.excerpt;
  // A space after each block, so a heading and its paragraph do not run together.
  const spaced = post.html.replace(/<\/(h[1-6]|p|li|blockquote|pre|td|th)>/gi, "$& ");
  const text = (new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
