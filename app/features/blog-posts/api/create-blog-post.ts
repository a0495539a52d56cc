import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { BlogPost, BlogPostBody } from "#shared/schemas/blog-posts.ts";
import { blogPostKeys } from "./blog-post-keys.ts";

/** Writes a post by the signed-in admin or tutor; the server sets the author and the published date. */
export const createBlogPost = (body: BlogPostBody) => api.post<BlogPost>("/api/blog-posts", body);

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostKeys.all }),
  });
}
