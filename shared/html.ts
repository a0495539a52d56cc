/**
 * Text made safe to insert into HTML, in an element or a quoted attribute: the five characters that could
 * end the text, open markup or start an entity become entities. Every page, feed and e-mail the product
 * writes by hand escapes what it inserts with this one function.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
