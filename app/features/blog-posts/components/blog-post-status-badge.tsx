import { Badge } from "#app/components/ui/badge.tsx";
import type { BlogPostStatus } from "#shared/schemas/blog-posts.ts";
import { blogCopy } from "../lib/blog-copy.ts";

/** Published (green) or Draft (yellow) [2§2.15]. */
export function BlogPostStatusBadge({ status }: { status: BlogPostStatus }) {
  return status === "published" ? (
    <Badge tone="success">{blogCopy.published}</Badge>
  ) : (
    <Badge tone="warning">{blogCopy.draft}</Badge>
  );
}
