/**
 * The documents the server writes for the public blog (docs/decisions/022-blog-server.md): a post's page
 * (the client's SPA fallback with the post's metadata, JSON-LD and text injected, so crawlers and link
 * previews read it without JavaScript), the RSS 2.0 feed, and the sitemap with the published posts.
 * Every value inserted is escaped for where it goes.
 */
import { Feed } from "feed";
import { paths } from "#shared/config/paths.ts";
import { escapeHtml } from "#shared/html.ts";
import type { BlogPost } from "#shared/schemas/blog-posts.ts";
import { plainText } from "./blog-posts.markdown.ts";

export type Site = { url: string; name: string; company: string };

const DESCRIPTION_MAX = 160;
/**
 * Marks the post's text in the served page, a <main> at the end of <body>; hidden by CSS once the app
 * renders its own <main>. It has no id, so the page's skip link (#main) reaches the app's main, and it
 * comes after the skip link, which stays the page's first link.
 */
export const SNAPSHOT_ATTRIBUTE = "data-blog-post-snapshot";

/** JSON safe inside a <script> element: nothing in it can close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export const postUrl = (site: Site, slug: string) => `${site.url}${paths.blog}/${slug}`;

/** The post's excerpt, else the start of its text cut at a word, for descriptions and feeds. */
export function postDescription(post: BlogPost): string {
  if (post.excerpt) return post.excerpt;
  const text = plainText(post.html);
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** '23 November 2026': en-GB long date; the server cannot know the reader's zone, so UK time. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(
    new Date(iso),
  );
}

/** The snapshot's own few rules (the app's CSS resets headings and lists); hidden once the app renders its page. */
function snapshotCss(id: string): string {
  return [
    `${id}{max-width:48rem;margin:0 auto;padding:2rem 1rem;line-height:1.7;color:#0f172a}`,
    `${id} h1{font-size:2rem;line-height:1.2;font-weight:700;margin:1rem 0}`,
    `${id} h2{font-size:1.5rem;font-weight:700;margin:2rem 0 .5rem}`,
    `${id} h3,${id} h4{font-size:1.25rem;font-weight:600;margin:1.5rem 0 .5rem}`,
    `${id} p,${id} ul,${id} ol,${id} blockquote,${id} pre{margin:0 0 1rem}`,
    `${id} ul{list-style:disc;padding-left:1.5rem}${id} ol{list-style:decimal;padding-left:1.5rem}`,
    `${id} a{color:#1e40af;text-decoration:underline}${id} img{max-width:100%;height:auto}`,
    `${id} blockquote{border-left:4px solid #cbd5e1;padding-left:1rem;font-style:italic}`,
    `body:has(main:not(${id})) ${id}{display:none}`,
  ].join("");
}

function headTags(post: BlogPost, site: Site): string {
  const url = postUrl(site, post.slug);
  const title = `${post.title} | ${site.name}`;
  const description = postDescription(post);
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    inLanguage: "en-GB",
    wordCount: post.content.split(/\s+/).filter((word) => word !== "").length,
    ...(post.authorName ? { author: { "@type": "Person", name: post.authorName } } : {}),
    publisher: { "@type": "Organization", name: site.company, url: `${site.url}/` },
  };
  return [
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${site.name} Blog`)}" href="${paths.blog}/rss.xml"/>`,
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:type", "article"),
    meta("property", "og:url", url),
    meta("property", "og:site_name", site.name),
    meta("property", "og:locale", "en_GB"),
    ...(post.publishedDate ? [meta("property", "article:published_time", post.publishedDate)] : []),
    meta("property", "article:modified_time", post.updatedAt),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    // Readable before the app starts; once it renders its own page (its own <main>) this copy steps aside.
    `<style>${snapshotCss(`[${SNAPSHOT_ATTRIBUTE}]`)}</style>`,
  ].join("");
}

function snapshot(post: BlogPost): string {
  const byline = [
    post.publishedDate
      ? `<time datetime="${escapeHtml(post.publishedDate)}">${escapeHtml(longDate(post.publishedDate))}</time>`
      : null,
    post.authorName ? escapeHtml(post.authorName) : null,
    `${post.readingMinutes} min read`,
  ]
    .filter((part) => part !== null)
    .join(" · ");
  // post.html is the server's sanitised rendering (blog-posts.markdown.ts): inserted as HTML.
  return (
    `<main ${SNAPSHOT_ATTRIBUTE} lang="en-GB"><p><a href="${paths.blog}">Back to Blog</a></p><article>` +
    `<h1>${escapeHtml(post.title)}</h1><p>${byline}</p>${post.html}</article></main>`
  );
}

/**
 * The client's SPA fallback page carrying a published post: its own <title> and description, canonical
 * link, Open Graph and Twitter tags, JSON-LD BlogPosting, and the post's text at the end of <body>. The
 * app's scripts are untouched, so it still starts and renders the post page itself.
 */
export function postPageHtml(fallback: string, post: BlogPost, site: Site): string {
  const title = `<title>${escapeHtml(`${post.title} | ${site.name}`)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(postDescription(post))}"/>`;
  let html = /<title>[\s\S]*?<\/title>/i.test(fallback)
    ? fallback.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : fallback.replace(/<\/head>/i, () => `${title}</head>`);
  const existing = /<meta\s+name="description"[^>]*>/i;
  const head = `${description}${headTags(post, site)}`;
  html = existing.test(html)
    ? html.replace(existing, () => head)
    : html.replace(/<\/head>/i, () => `${head}</head>`);
  return html.replace(/<\/body>/i, () => `${snapshot(post)}</body>`);
}

/** RSS 2.0 of the newest published posts: link and guid the post's address, description its excerpt. */
export function rssFeed(posts: readonly BlogPost[], site: Site): string {
  const blogUrl = `${site.url}${paths.blog}`;
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: `News and advice for families and employers from ${site.name}.`,
    id: blogUrl,
    link: blogUrl,
    language: "en-GB",
    copyright: `© ${new Date().getUTCFullYear()} ${site.company}`,
    updated: posts[0] ? new Date(posts[0].publishedDate ?? posts[0].createdAt) : new Date(0),
    generator: site.name,
    feedLinks: { rss: `${blogUrl}/rss.xml` },
  });
  for (const post of posts) {
    const url = postUrl(site, post.slug);
    feed.addItem({
      title: post.title,
      id: url,
      guid: url,
      link: url,
      description: postDescription(post),
      content: post.html,
      date: new Date(post.publishedDate ?? post.createdAt),
      ...(post.authorName ? { author: [{ name: post.authorName }] } : {}),
    });
  }
  return feed.rss2();
}

/** The build's sitemap (the prerendered pages) with each published post added before its end. */
export function sitemapWithPosts(
  staticSitemap: string | null,
  posts: readonly BlogPost[],
  site: Site,
): string {
  const base =
    staticSitemap ??
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n`;
  const entries = posts
    .map(
      (post) =>
        `  <url><loc>${escapeHtml(postUrl(site, post.slug))}</loc><lastmod>${post.updatedAt}</lastmod></url>\n`,
    )
    .join("");
  return base.replace(/<\/urlset>/, () => `${entries}</urlset>`);
}
