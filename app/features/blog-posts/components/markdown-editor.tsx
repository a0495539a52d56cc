import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useBlogPostPreview } from "../api/preview-blog-post.ts";
import { blogCopy } from "../lib/blog-copy.ts";
import { ArticleHtml } from "./article-html.tsx";

export type EditorTab = "write" | "preview";

/**
 * The post's Markdown with Write and Preview tabs. Preview asks the server to render and sanitise the text
 * (POST /api/blog-posts/preview), so it shows exactly the HTML readers will get. The textarea stays in
 * the page while Preview is open, so its label and the form's field keep working.
 */
export function MarkdownEditor({
  id,
  label,
  content,
  error,
  registration,
  tab,
  onTabChange,
}: {
  id: string;
  label: string;
  content: string;
  error?: string;
  registration: UseFormRegisterReturn;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
}) {
  const preview = useBlogPostPreview(content, tab === "preview");
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as EditorTab)}>
      <Field id={id} label={label} error={error} hint={blogCopy.markdownHint}>
        <TabsList aria-label="Content editor" className="w-fit">
          <TabsTrigger value="write">{blogCopy.write}</TabsTrigger>
          <TabsTrigger value="preview">{blogCopy.preview}</TabsTrigger>
        </TabsList>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea aria-required rows={14} className="font-mono" {...registration} />
        </TabsContent>
        <TabsContent
          value="preview"
          forceMount
          className="min-h-40 rounded-md border border-slate-200 bg-white p-4 data-[state=inactive]:hidden"
        >
          {tab === "preview" ? <PreviewBody content={content} preview={preview} /> : null}
        </TabsContent>
      </Field>
    </Tabs>
  );
}

function PreviewBody({
  content,
  preview,
}: {
  content: string;
  preview: ReturnType<typeof useBlogPostPreview>;
}) {
  if (content.trim() === "") return <p className="text-slate-600">{blogCopy.previewEmpty}</p>;
  if (preview.isPending) return <Spinner label={blogCopy.previewLoading} />;
  if (preview.error)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(preview.error)}
      </p>
    );
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{blogCopy.minRead(preview.data.readingMinutes)}</p>
      <ArticleHtml html={preview.data.html} />
    </div>
  );
}
