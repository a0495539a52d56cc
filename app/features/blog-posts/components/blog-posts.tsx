import { Megaphone, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { FilterSelect } from "#app/components/ui/input.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";
import { useDeleteBlogPost } from "../api/delete-blog-post.ts";
import { useBlogPosts } from "../api/get-blog-posts.ts";
import { blogCopy } from "../lib/blog-copy.ts";
import { filterPosts, newestFirst, publishedYears } from "../lib/blog-list.ts";
import { blogToasts } from "../lib/blog-toasts.ts";
import { BlogPostCard } from "./blog-post-card.tsx";
import { BlogPostForm } from "./blog-post-form.tsx";

/** Who is reading: `undefined` while the session is still being checked, null for a visitor. */
export type BlogViewer = { id: number; role: string } | null | undefined;

const managesBlog = (viewer: BlogViewer) => viewer?.role === "admin" || viewer?.role === "tutor";

/** The author or an admin may change a post (DECISIONS.md "Blog"). */
const mayChange = (viewer: BlogViewer, post: BlogPost) =>
  viewer?.role === "admin" || (viewer?.role === "tutor" && post.authorId === viewer.id);

/** Three grey cards shaped like posts while the blog loads [2§9]. */
function BlogSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <Spinner label={blogCopy.loading} className="sr-only" />
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          data-testid="blog-post-skeleton"
          className="grid gap-3 rounded-lg border border-slate-200 p-5"
        >
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-16" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * The blog [2§2.15]: the Coming Soon notice while nothing is published, the management area for admins and
 * tutors (Add New Post, the form, Edit and Delete on the posts they may change), search, the year filter,
 * and the grid of posts, newest first.
 */
export function BlogPosts({ viewer }: { viewer: BlogViewer }) {
  const posts = useBlogPosts(viewer === undefined ? undefined : (viewer?.id ?? 0));
  const remove = useDeleteBlogPost();
  const [search, setSearch] = useState("");
  const [year, setYear] = useState("");
  // null: closed; "new": writing a post; a post: editing it.
  const [editing, setEditing] = useState<BlogPost | "new" | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const manager = managesBlog(viewer);

  const all = newestFirst(posts.data ?? []);
  const shown = filterPosts(all, { search, year });
  const years = publishedYears(all).map(String);
  const comingSoon = posts.isSuccess && !all.some((post) => post.status === "published");

  const closeForm = () => {
    setEditing(null);
    addButton.current?.focus();
  };
  const openNew = () => setEditing((current) => (current === "new" ? null : "new"));

  return (
    <div className="grid gap-8">
      {comingSoon ? (
        <section
          aria-labelledby="blog-coming-soon"
          className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-5 text-blue-900"
        >
          <Megaphone className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h2 id="blog-coming-soon" className="font-semibold">
              {blogCopy.comingSoonTitle}
            </h2>
            <p className="mt-1">{blogCopy.comingSoonText}</p>
          </div>
        </section>
      ) : null}

      {manager ? (
        <div className="grid gap-4">
          <div>
            <Button
              ref={addButton}
              aria-expanded={editing === "new"}
              aria-controls={formId}
              onClick={openNew}
            >
              <Plus aria-hidden="true" />
              {blogCopy.addNewPost}
            </Button>
          </div>
          <div id={formId}>
            {editing ? (
              <BlogPostForm
                key={editing === "new" ? "new" : editing.id}
                post={editing === "new" ? null : editing}
                onCancel={closeForm}
                onDone={closeForm}
              />
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchInput
          aria-label={blogCopy.searchLabel}
          placeholder={blogCopy.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FilterSelect
          label={blogCopy.yearLabel}
          value={year}
          onChange={setYear}
          placeholder={blogCopy.allYears}
          values={years}
        />
      </div>

      <QueryState query={posts} loadingLabel={blogCopy.loading} loading={<BlogSkeleton />}>
        {all.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{blogCopy.emptyTitle}</h2>
            <EmptyState className="py-0">
              {manager ? blogCopy.emptyTextManager : blogCopy.emptyText}
            </EmptyState>
            {manager ? (
              <Button onClick={() => setEditing("new")}>
                <Plus aria-hidden="true" />
                {blogCopy.createFirstPost}
              </Button>
            ) : null}
          </div>
        ) : shown.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{blogCopy.noMatchTitle}</h2>
            <EmptyState className="py-0">{blogCopy.noMatchText}</EmptyState>
          </div>
        ) : (
          <ul aria-label="Blog posts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post) => (
              <li key={post.id} className="grid">
                <BlogPostCard
                  post={post}
                  actions={
                    mayChange(viewer, post)
                      ? {
                          onEdit: () => setEditing(post),
                          onDelete: () =>
                            deleteAfterConfirm(
                              remove,
                              post.id,
                              blogCopy.confirmDelete(post.title),
                              blogToasts.deleted(post.title),
                              () => {
                                if (editing !== "new" && editing?.id === post.id) setEditing(null);
                                addButton.current?.focus();
                              },
                            ),
                          deleting: remove.isPending && remove.variables === post.id,
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
