/**
 * A post's Markdown to the HTML readers see (DECISIONS.md "Blog"): marked renders it, with any raw HTML
 * in the Markdown shown as text, and sanitize-html then keeps only the elements Markdown makes, links
 * by http(s) and mailto, and images by https. External links get rel="noopener noreferrer nofollow".
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "#shared/html.ts";

const marked = new Marked({
  gfm: true,
  // Raw HTML written in the Markdown is shown as the author typed it, never interpreted.
  renderer: { html: ({ text }) => escapeHtml(text) },
});

const EXTERNAL_REL = "noopener noreferrer nofollow";

/** True for an absolute http(s) link to another site than `siteOrigin`. */
function isExternal(href: string, siteOrigin: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== siteOrigin;
  } catch {
    return false;
  }
}

function sanitizeOptions(siteOrigin: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "p",
      "br",
      "hr",
      "blockquote",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "del",
      "code",
      "pre",
      "a",
      "img",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "title"],
      ol: ["start"],
      th: ["align"],
      td: ["align"],
      code: ["class"],
    },
    allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      // The post page's own <h1> is the title: a heading of the post starts one level below.
      h1: "h2",
      a: (tagName, attribs) => {
        const { rel: _ignored, ...rest } = attribs;
        const href = rest.href ?? "";
        return {
          tagName,
          attribs: isExternal(href, siteOrigin) ? { ...rest, rel: EXTERNAL_REL } : rest,
        };
      },
    },
    // An image whose address is not https (dropped above) is dropped whole, not left as an empty <img>.
    exclusiveFilter: (frame) => frame.tag === "img" && !/^https:\/\//i.test(frame.attribs.src ?? ""),
  };
}

/** The Markdown rendered and sanitised: safe to insert into any page, feed or e-mail. */
export function renderMarkdown(markdown: string, siteUrl: string): string {
  const rendered = marked.parse(markdown, { async: false });
  return sanitizeHtml(rendered, sanitizeOptions(new URL(siteUrl).origin)).trim();
}

const NAMED_ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of rendered, sanitised HTML (tags become spaces), for descriptions and feeds. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|quot|apos|nbsp);/gi, (_entity, name: string) => {
      if (name[0] !== "#") return NAMED_ENTITIES[name.toLowerCase()] ?? "";
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
