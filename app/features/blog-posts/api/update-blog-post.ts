import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { BlogPost, BlogPostBody } from "#shared/schemas/blog-posts.ts";
import { blogPostKeys } from "./blog-post-keys.ts";

/** Changes a post (its author or an admin); the slug and the first published date are kept. */
export const updateBlogPost = ({ id, body }: { id: number; body: BlogPostBody }) =>
  api.put<BlogPost>(`/api/blog-posts/${id}`, body);

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostKeys.all }),
  });
}
