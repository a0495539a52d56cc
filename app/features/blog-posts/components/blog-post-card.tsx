import { CalendarDays, Clock, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { EditDeleteButtons } from "#app/components/ui/edit-delete-buttons.tsx";
import { paths } from "#shared/config/paths.ts";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";
import { blogCopy } from "../lib/blog-copy.ts";
import { longDate, postDate } from "../lib/blog-list.ts";
import { BlogPostStatusBadge } from "./blog-post-status-badge.tsx";

/**
 * One post in the blog's grid [2§2.15]: status badge, date, title (the link to its page), excerpt, author
 * and reading time; Edit and Delete for whoever may change it.
 */
export function BlogPostCard({
  post,
  actions,
}: {
  post: BlogPost;
  actions?: { onEdit: () => void; onDelete: () => void; deleting: boolean };
}) {
  const date = postDate(post);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <BlogPostStatusBadge status={post.status} />
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={date}>{longDate(date)}</time>
        </span>
      </div>
      <h2 className="text-xl leading-snug font-semibold text-slate-900">
        <Link
          to={paths.blogPost(post.slug)}
          className="hover:text-brand-700 hover:underline focus-visible:underline"
        >
          {post.title}
        </Link>
      </h2>
      {post.excerpt ? <p className="text-slate-700">{post.excerpt}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden="true" />
          <span className="font-medium text-slate-700">{blogCopy.author}</span>
          {post.authorName ? <span>{post.authorName}</span> : null}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {blogCopy.minRead(post.readingMinutes)}
        </span>
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2">
          <EditDeleteButtons name={post.title} {...actions} />
        </div>
      ) : null}
    </Card>
  );
}
