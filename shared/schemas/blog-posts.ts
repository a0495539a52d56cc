/**
 * Blog posts [2§2.15], [2§3], [2§5], [2§9] and DECISIONS.md "Blog": posts written in Markdown, rendered
 * to sanitised HTML by the server, each at /about/blog/{slug}.
 */
import { z } from "../zod.ts";

/** Blog posts [2§2.15]: a post is a draft until it is published. */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_POST_TITLE_MAX = 200;
export const BLOG_POST_EXCERPT_MAX = 500;
export const BLOG_POST_CONTENT_MAX = 100_000;
/** Reading speed of [2§9]'s 'N min read'. */
export const BLOG_WORDS_PER_MINUTE = 200;
/** How many posts the RSS feed lists. */
export const BLOG_FEED_SIZE = 20;

export const BLOG_POST_MESSAGES = {
  title: "Title is required",
  titleTooLong: `Title must be at most ${BLOG_POST_TITLE_MAX} characters`,
  content: "Content is required",
  contentTooLong: `Content must be at most ${BLOG_POST_CONTENT_MAX} characters`,
  excerptTooLong: `Excerpt must be at most ${BLOG_POST_EXCERPT_MAX} characters`,
  status: "Status must be draft or published",
  /** [2§5], [2§8]: creating a post while not signed in. */
  signInToCreate: "You must be logged in to create blog posts.",
  /** [2§8]: the toasts of the blog form. */
  createFailed: "Failed to create blog post. Please try again.",
  created: "Blog post created successfully!",
} as const;

export const BLOG_POST_ERROR_CODES = {
  notFound: "BLOG_POST_NOT_FOUND",
  notAuthor: "BLOG_POST_NOT_AUTHOR",
} as const;

/**
 * The blog form (`POST` and `PUT /api/blog-posts`): title and content required, excerpt optional, status
 * draft (the default) or published. `authorId` and `publishedDate` are the server's (DECISIONS.md access
 * table): sent in a payload they are dropped.
 */
export const blogPostBodySchema = z.object({
  title: z
    .string(BLOG_POST_MESSAGES.title)
    .trim()
    .min(1, BLOG_POST_MESSAGES.title)
    .max(BLOG_POST_TITLE_MAX, BLOG_POST_MESSAGES.titleTooLong),
  content: z
    .string(BLOG_POST_MESSAGES.content)
    .refine((value) => value.trim() !== "", BLOG_POST_MESSAGES.content)
    .refine((value) => value.length <= BLOG_POST_CONTENT_MAX, BLOG_POST_MESSAGES.contentTooLong),
  excerpt: z
    .string()
    .trim()
    .max(BLOG_POST_EXCERPT_MAX, BLOG_POST_MESSAGES.excerptTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  status: z.enum(BLOG_POST_STATUSES, { error: BLOG_POST_MESSAGES.status }).default("draft"),
});
export type BlogPostBody = z.input<typeof blogPostBodySchema>;

/** `POST /api/blog-posts/preview`: Markdown to show as readers will see it. */
export const blogPostPreviewBodySchema = z.object({
  content: z
    .string()
    .refine((value) => value.length <= BLOG_POST_CONTENT_MAX, BLOG_POST_MESSAGES.contentTooLong),
});
export const blogPostPreviewSchema = z.object({
  /** The Markdown rendered and sanitised exactly as on the post page. */
  html: z.string(),
  readingMinutes: z.number(),
});

/** A post's address: lower-case ASCII letters and digits joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogPostSlugParamsSchema = z.object({
  slug: z.string().max(200).regex(BLOG_SLUG_PATTERN, "Not a blog post address"),
});

export const blogPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The post's address, /about/blog/{slug}: made from the first title, kept when it changes. */
  slug: z.string(),
  /** The Markdown the author wrote. */
  content: z.string(),
  /** The content rendered to sanitised HTML: what readers see. */
  html: z.string(),
  excerpt: z.string().nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  authorId: z.number().nullable(),
  /** The author's full name; null once the account is gone. */
  authorName: z.string().nullable(),
  /** Set by the server the first time the post is published, then kept. */
  publishedDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** [2§9]: words (split on spaces) / 200, rounded up. */
  readingMinutes: z.number(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** [2§9]: the word count, split on spaces, divided by 200 and rounded up. */
export function readingMinutes(content: string): number {
  const words = content.split(/\s+/).filter((word) => word !== "").length;
  return Math.ceil(words / BLOG_WORDS_PER_MINUTE);
}
