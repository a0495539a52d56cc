import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "#shared/config/paths.ts";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";
import { blogCopy } from "../lib/blog-copy.ts";
import { longDate, postDate } from "../lib/blog-list.ts";
import { ArticleHtml } from "./article-html.tsx";
import { BlogPostStatusBadge } from "./blog-post-status-badge.tsx";

function BackToBlog() {
  return (
    <Link
      to={paths.blog}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {blogCopy.backToBlog}
    </Link>
  );
}

/**
 * A post's page: Back to Blog, the title, date, author, reading time and the post as the server
 * rendered and sanitised it. A draft (shown to admins and tutors only) carries its Draft badge.
 */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const date = postDate(post);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToBlog />
      <article lang="en-GB" className="mt-6">
        <header className="border-b border-slate-200 pb-6">
          {post.status === "draft" ? (
            <p className="mb-3">
              <BlogPostStatusBadge status="draft" />
            </p>
          ) : null}
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-3 flex flex-wrap gap-x-2 text-slate-600">
            <time dateTime={date}>{longDate(date)}</time>
            {post.authorName ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{post.authorName}</span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{blogCopy.minRead(post.readingMinutes)}</span>
          </p>
        </header>
        <ArticleHtml html={post.html} className="mt-6" />
      </article>
    </div>
  );
}

/** An unknown address, or a draft asked for by a visitor or a family. */
export function BlogPostNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{blogCopy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{blogCopy.notFoundText}</p>
      <p className="mt-6">
        <BackToBlog />
      </p>
    </div>
  );
}
