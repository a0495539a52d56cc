import { useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { blogPostPreviewSchema } from "#shared/schemas/blog-posts.ts";
import type { z } from "#shared/zod.ts";
import { blogPostKeys } from "./blog-post-keys.ts";

export type BlogPostPreview = z.infer<typeof blogPostPreviewSchema>;

/** The Markdown rendered and sanitised by the server, exactly as readers will see it. Nothing is stored. */
export const previewBlogPost = (content: string) =>
  api.post<BlogPostPreview>("/api/blog-posts/preview", { content });

/** The preview of `content`, fetched only while `enabled` (the Preview tab is open). */
export function useBlogPostPreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: blogPostKeys.preview(content),
    queryFn: () => previewBlogPost(content),
    enabled: enabled && content.trim() !== "",
  });
}
