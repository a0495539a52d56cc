/**
 * Query keys of the blog. The list depends on who asks (admins and tutors also get drafts), so it is
 * cached per signed-in account; `viewer` is the account's id, 0 for a visitor.
 */
export const blogPostKeys = {
  all: ["blog-posts"] as const,
  list: (viewer: number) => ["blog-posts", "list", viewer] as const,
  preview: (content: string) => ["blog-posts", "preview", content] as const,
};
