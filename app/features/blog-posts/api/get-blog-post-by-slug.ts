import { ApiError, api } from "#app/lib/api-client.ts";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";

/** The post at /about/blog/{slug}: drafts for admins and tutors only. */
export const getBlogPostBySlug = (slug: string) =>
  api.get<BlogPost>(`/api/blog-posts/by-slug/${encodeURIComponent(slug)}`);

/** The post, or null when there is none this reader may see (unknown address, a draft to a visitor). */
export async function findBlogPostBySlug(slug: string): Promise<BlogPost | null> {
  try {
    return await getBlogPostBySlug(slug);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
