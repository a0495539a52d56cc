/** Blog-post failures. */
import { BLOG_POST_ERROR_CODES, BLOG_POST_MESSAGES } from "#shared/schemas/blog-posts.ts";
import { forbidden, notFound, unauthorized } from "../../errors.ts";

export const blogPostNotFound = () => notFound("Blog post not found", BLOG_POST_ERROR_CODES.notFound);
export const blogPostNotAuthor = () =>
  forbidden("You can only change your own blog posts.", BLOG_POST_ERROR_CODES.notAuthor);
/** [2§5], [2§8]: creating a post while not signed in. */
export const signInToCreateBlogPost = () => unauthorized(BLOG_POST_MESSAGES.signInToCreate);
