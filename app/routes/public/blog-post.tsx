import { useEffect, useRef } from "react";
import { brand } from "#app/config/brand.ts";
import { unlistedPageMeta } from "#app/config/site.ts";
import { findBlogPostBySlug } from "#app/features/blog-posts/api/get-blog-post-by-slug.ts";
import { BlogPostArticle, BlogPostNotFound } from "#app/features/blog-posts/components/blog-post-article.tsx";
import { blogCopy } from "#app/features/blog-posts/lib/blog-copy.ts";
import { postDescription } from "#app/features/blog-posts/lib/blog-list.ts";
import {
  keepServerCopy,
  readServerCopy,
  removeServerCopy,
  type ServerCopy,
} from "#app/features/blog-posts/lib/server-copy.ts";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";
import type { Route } from "./+types/blog-post";

type PostPageData = { post: BlogPost | null; serverCopy: ServerCopy | null };

/**
 * The post is read before the page renders: on a first visit the root's fallback stays while it loads, so
 * the server's copy of the post (`[data-blog-post-snapshot]`, decision 022) is what the reader sees until the
 * app draws the same post in its place (decision 023) — no empty page or skeleton in between. When the post
 * cannot be read (robots.txt keeps search engines' renderers off /api/, a dropped connection, a server
 * error), the server's copy stays the page instead of an error.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<PostPageData> {
  const serverCopy = readServerCopy(document);
  try {
    return { post: await findBlogPostBySlug(params.slug), serverCopy: null };
  } catch (error) {
    if (serverCopy) return { post: null, serverCopy };
    throw error;
  }
}

/** The title and description; the canonical, Open Graph and JSON-LD tags stay the server's. */
export const meta = ({ data }: Route.MetaArgs) => {
  if (data?.serverCopy)
    return [{ title: data.serverCopy.title }, { name: "description", content: data.serverCopy.description }];
  const post = data?.post;
  if (!post) return unlistedPageMeta(blogCopy.notFoundTitle);
  return [
    { title: `${post.title} | ${brand.name}` },
    { name: "description", content: postDescription(post) },
    ...(post.status === "draft" ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

/** Where the server's copy of the post goes when the app could not read the post itself. */
function ServerCopySlot() {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slot.current) keepServerCopy(document, slot.current);
  }, []);
  return <div ref={slot} />;
}

/** /about/blog/{slug}: the post, or not found for unknown addresses and, to visitors, drafts. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, serverCopy } = loaderData;
  // The app's page now shows the post: the server's copy of it leaves the document.
  useEffect(() => {
    if (!serverCopy) removeServerCopy(document);
  }, [serverCopy]);
  if (serverCopy) return <ServerCopySlot />;
  return <main id="main">{post ? <BlogPostArticle post={post} /> : <BlogPostNotFound />}</main>;
}
