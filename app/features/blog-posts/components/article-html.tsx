import { cn } from "#app/lib/utils.ts";

/**
 * Readable typography for a post's HTML (the app's CSS resets headings and lists): headings, paragraphs,
 * lists, quotes, code, tables, links, and images no wider than the column.
 */
const proseClass = [
  "text-base leading-7 text-slate-800",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_h5]:mt-4 [&_h5]:mb-2 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:mb-2 [&_h6]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
  "[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
  "[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_img]:my-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_table]:my-5 [&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_hr]:my-8 [&_hr]:border-slate-200",
  "[&_strong]:font-semibold [&>:first-child]:mt-0",
].join(" ");

/**
 * A post's body as readers see it. `html` must be the server's sanitised rendering (the `html` of a post
 * or of POST /api/blog-posts/preview, made by blog-posts.markdown.ts): never Markdown or text a person typed.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML only (decision 022)
    <div className={cn(proseClass, className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
