import { useEffect } from "react";
import { brand } from "#app/config/brand.ts";
import { findBlogPostBySlug } from "#app/features/blog-posts/api/get-blog-post-by-slug.ts";
import { BlogPostArticle, BlogPostNotFound } from "#app/features/blog-posts/components/blog-post-article.tsx";
import { blogCopy } from "#app/features/blog-posts/lib/blog-copy.ts";
import { postDescription } from "#app/features/blog-posts/lib/blog-list.ts";
import type { Route } from "./+types/blog-post";

/**
 * The post is read before the page renders: on a first visit the root's fallback stays while it loads, so
 * the server's copy of the post (`[data-blog-post-snapshot]`, decision 022) is what the reader sees until the
 * app draws the same post in its place (decision 023) — no empty page or skeleton in between.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { post: await findBlogPostBySlug(params.slug) };
}

/** The title and description; the canonical, Open Graph and JSON-LD tags stay the server's. */
export const meta = ({ data }: Route.MetaArgs) => {
  const post = data?.post;
  if (!post)
    return [{ title: `${blogCopy.notFoundTitle} | ${brand.name}` }, { name: "robots", content: "noindex" }];
  return [
    { title: `${post.title} | ${brand.name}` },
    { name: "description", content: postDescription(post) },
    ...(post.status === "draft" ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

/** /about/blog/{slug}: the post, or not found for unknown addresses and, to visitors, drafts. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  // The app's page now shows the post: the server's copy of it leaves the document.
  useEffect(() => {
    document.querySelector("[data-blog-post-snapshot]")?.remove();
  }, []);
  return <main id="main">{post ? <BlogPostArticle post={post} /> : <BlogPostNotFound />}</main>;
}
