/**
 * The blog's toasts [2§8]: created and failed creates in the documents' words (the shared schema's
 * messages), the rest docs/decisions/023-blog-client.md's. Apart from blog-copy.ts so the post page, which
 * shows no toast, does not load the schemas.
 */
import { BLOG_POST_MESSAGES } from "#shared/schemas/blog-posts.ts";

export const blogToasts = {
  created: { title: "Success", description: BLOG_POST_MESSAGES.created },
  createFailed: { title: "Error", description: BLOG_POST_MESSAGES.createFailed },
  signInToCreate: { title: "Error", description: BLOG_POST_MESSAGES.signInToCreate },
  updated: { title: "Success", description: "Blog post updated successfully!" },
  deleted: (title: string) => ({ title: "Blog post deleted", description: `"${title}" has been deleted.` }),
};
