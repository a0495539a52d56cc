import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormFailure } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, SelectOptions, Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import {
  BLOG_POST_EXCERPT_MAX,
  BLOG_POST_STATUSES,
  BLOG_POST_TITLE_MAX,
  type BlogPost,
  type BlogPostBody,
  blogPostBodySchema,
} from "#shared/schemas/blog-posts.ts";
import type { z } from "#shared/zod.ts";
import { useCreateBlogPost } from "../api/create-blog-post.ts";
import { useUpdateBlogPost } from "../api/update-blog-post.ts";
import { blogCopy } from "../lib/blog-copy.ts";
import { blogToasts } from "../lib/blog-toasts.ts";
import { type EditorTab, MarkdownEditor } from "./markdown-editor.tsx";

type FormInput = { title: string; excerpt: string; content: string; status: "draft" | "published" };
type Output = z.output<typeof blogPostBodySchema>;
const FIELDS = ["title", "excerpt", "content", "status"] as const;

const defaultsFor = (post: BlogPost | null): FormInput => ({
  title: post?.title ?? "",
  excerpt: post?.excerpt ?? "",
  content: post?.content ?? "",
  // [2§4]: a new post is a draft until its author publishes it.
  status: post?.status ?? "draft",
});

/**
 * The blog's form [2§4], [2§5]: title and content required, excerpt optional, draft or published. Writes a
 * new post, or changes `post`; `onDone` closes it once saved (the list refreshes itself).
 */
export function BlogPostForm({
  post,
  onCancel,
  onDone,
}: {
  post: BlogPost | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(blogPostBodySchema) as never,
    defaultValues: defaultsFor(post),
  });
  const errors = form.formState.errors;
  const field = fieldsOf("blog-post", errors);
  const [tab, setTab] = useState<EditorTab>("write");
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const headingId = post ? `edit-post-${post.id}-heading` : "new-post-heading";

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      const body: BlogPostBody = values;
      // [2§8]: the server's field issues on their fields and its message inline, with one toast.
      const failed = (error: Error) => {
        applyServerIssues(error, form.setError, FIELDS);
        setFailure(errorMessage(error));
      };
      if (post) {
        update.mutate(
          { id: post.id, body },
          {
            onSuccess: () => {
              toast(blogToasts.updated);
              onDone();
            },
            onError: (error) => {
              failed(error);
              toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
            },
          },
        );
        return;
      }
      create.mutate(body, {
        onSuccess: () => {
          toast(blogToasts.created);
          onDone();
        },
        onError: (error) => {
          failed(error);
          toast(
            error instanceof ApiError && error.status === 401
              ? { ...blogToasts.signInToCreate, variant: "destructive" }
              : { ...blogToasts.createFailed, variant: "destructive" },
          );
        },
      });
    },
    // The content's error is on the Write tab: show it there.
    (invalid) => {
      if (invalid.content) setTab("write");
    },
  );

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {post ? blogCopy.editPost : blogCopy.newPost}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{blogCopy.formHint}</p>
        <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
          <FormFailure message={failure} />
          <Field {...field("title")} label="Title *">
            <Input aria-required autoFocus maxLength={BLOG_POST_TITLE_MAX} {...form.register("title")} />
          </Field>
          <Field
            {...field("excerpt")}
            label="Excerpt"
            hint="A sentence or two shown on the blog's list and in link previews."
          >
            <Textarea
              rows={2}
              maxLength={BLOG_POST_EXCERPT_MAX}
              className="min-h-16"
              {...form.register("excerpt")}
            />
          </Field>
          <MarkdownEditor
            id="blog-post-content"
            label="Content *"
            content={form.watch("content")}
            error={errors.content?.message}
            registration={form.register("content")}
            tab={tab}
            onTabChange={setTab}
          />
          <Field {...field("status")} label="Status" className="sm:max-w-60">
            {/* React selects the default option itself too (happy-dom misses react-hook-form's). */}
            <NativeSelect defaultValue={post?.status ?? "draft"} {...form.register("status")}>
              <SelectOptions
                values={BLOG_POST_STATUSES}
                label={(status) => (status === "published" ? blogCopy.published : blogCopy.draft)}
              />
            </NativeSelect>
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {pending ? blogCopy.saving : post ? blogCopy.save : blogCopy.create}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              {blogCopy.cancel}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
