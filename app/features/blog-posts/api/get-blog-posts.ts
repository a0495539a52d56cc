import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";
import { blogPostKeys } from "./blog-post-keys.ts";

/** The blog, newest first: published posts, and drafts too for admins and tutors. */
export const getBlogPosts = () => api.get<BlogPost[]>("/api/blog-posts");

export const blogPostsQueryOptions = (viewer: number) =>
  queryOptions({ queryKey: blogPostKeys.list(viewer), queryFn: getBlogPosts });

/** The list as `viewer` sees it; waits (pending) while `viewer` is still unknown. */
export function useBlogPosts(viewer: number | undefined) {
  return useQuery({ ...blogPostsQueryOptions(viewer ?? -1), enabled: viewer !== undefined });
}
