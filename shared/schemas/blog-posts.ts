/** Blog posts [2§2.15]: a post is a draft until it is published. */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
