import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { blogPostKeys } from "./blog-post-keys.ts";

export const deleteBlogPost = (id: number) => api.delete<void>(`/api/blog-posts/${id}`);

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostKeys.all }),
  });
}
