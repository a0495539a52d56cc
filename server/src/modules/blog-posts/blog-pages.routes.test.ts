/**
 * What crawlers, link previews and feed readers get without running JavaScript: a published post's page
 * carries its title, description, canonical link, Open Graph and Twitter tags, JSON-LD and text inside the
 * client's own page; drafts and unknown addresses are the not-found page; the RSS feed (read by a real
 * feed parser) and sitemap.xml list the published posts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostSchema } from "#shared/schemas/blog-posts.ts";
import { blogPosts } from "../../db/schema.ts";
import { setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const SITE = "https://tuition.example.org";
const FALLBACK =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>Brightpath Tuition</title>' +
  '<meta name="description" content="The app."/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><a href="#main">Skip to content</a><div>Loading</div><script>window.__boot = 1;</script>' +
  '<script type="module" async="">import("/assets/entry.client.js");</script></body></html>';
const STATIC_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  `  <url><loc>${SITE}/</loc></url>\n  <url><loc>${SITE}/about/blog</loc></url>\n</urlset>\n`;

const root = mkdtempSync(path.join(os.tmpdir(), "blog-pages-"));
writeFileSync(path.join(root, "__spa-fallback.html"), FALLBACK);
writeFileSync(path.join(root, "sitemap.xml"), STATIC_SITEMAP);
writeFileSync(path.join(root, "__routes.json"), JSON.stringify(["/", "/about/blog"]));

// The server's own address differs: public links use the address the client was built for (its sitemap).
const t = setupTestApp({ clientDir: root, appUrl: "http://127.0.0.1:9999" });
const { tutor } = setupPortalUsers(t);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TITLE = 'Fractions, "decimals" & <percentages> ]]>';
let published: ReturnType<typeof blogPostSchema.parse>;
let draft: ReturnType<typeof blogPostSchema.parse>;

beforeAll(async () => {
  const write = async (payload: object) =>
    blogPostSchema.parse((await tutor.inject({ method: "POST", url: "/api/blog-posts", payload })).json());
  published = await write({
    title: TITLE,
    content: "## Why they matter\n\nEvery GCSE paper asks about them.\n\n- Halves\n- Quarters",
    excerpt: "How to switch between fractions, decimals & percentages.",
    status: "published",
  });
  draft = await write({ title: "Secret plans", content: "Not yet.", status: "draft" });
});

function parseHtml(html: string) {
  const window = new Window();
  window.document.write(html);
  return window.document;
}

describe("GET /about/blog/{slug}", () => {
  it("sends a published post's metadata and text in the HTML, with the app's scripts untouched", async () => {
    const response = await t.app.inject({ method: "GET", url: `/about/blog/${published.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const html = response.body;
    expect(html).toContain("<script>window.__boot = 1;</script>");
    expect(html).toContain('import("/assets/entry.client.js")');
    expect(html).not.toContain("<percentages>");

    const document = parseHtml(html);
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content");
    const url = `${SITE}/about/blog/${published.slug}`;
    expect(document.title).toBe(`${TITLE} | Brightpath Tuition`);
    expect(document.querySelectorAll("title")).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe("How to switch between fractions, decimals & percentages.");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(meta('meta[property="og:title"]')).toBe(`${TITLE} | Brightpath Tuition`);
    expect(meta('meta[property="og:type"]')).toBe("article");
    expect(meta('meta[property="og:url"]')).toBe(url);
    expect(meta('meta[name="twitter:card"]')).toBe("summary");
    expect(meta('meta[name="twitter:title"]')).toBe(`${TITLE} | Brightpath Tuition`);

    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: TITLE,
      url,
      datePublished: published.publishedDate,
      author: { "@type": "Person", name: "Sarah Whitfield" },
    });

    const article = document.querySelector("main[data-blog-post-snapshot]")!;
    expect(article.querySelector("h1")?.textContent).toBe(TITLE);
    expect(article.querySelector("h2")?.textContent).toBe("Why they matter");
    expect(article.textContent).toContain("Every GCSE paper asks about them.");
    expect(article.textContent).toContain("Sarah Whitfield");
    expect(article.textContent).toContain("1 min read");
    expect(article.querySelector('a[href="/about/blog"]')?.textContent).toBe("Back to Blog");
  });

  it("answers drafts, unknown and malformed addresses with the app's not-found page", async () => {
    for (const url of [
      `/about/blog/${draft.slug}`,
      "/about/blog/no-such-post",
      "/about/blog/Not%20A%20Slug",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(FALLBACK);
    }
    // The blog list itself is still the client's page.
    expect((await t.app.inject({ method: "GET", url: "/about/blog" })).statusCode).toBe(200);
  });

  it("shows a post's new title after an edit", async () => {
    await t.db
      .update(blogPosts)
      .set({ title: "Renamed", updatedAt: new Date() })
      .where(eq(blogPosts.id, published.id));
    const response = await t.app.inject({ method: "GET", url: `/about/blog/${published.slug}` });
    expect(parseHtml(response.body).title).toBe("Renamed | Brightpath Tuition");
    await t.db
      .update(blogPosts)
      .set({ title: TITLE, updatedAt: new Date() })
      .where(eq(blogPosts.id, published.id));
  });
});

describe("GET /about/blog/rss.xml", () => {
  it("is RSS 2.0 of the newest 20 published posts with links, guids, dates and excerpts", async () => {
    const older = Array.from({ length: 21 }, (_, i) => ({
      title: `Archive post ${i + 1}`,
      slug: `archive-post-${i + 1}`,
      content: "Archived.",
      excerpt: `Excerpt ${i + 1}`,
      status: "published" as const,
      publishedDate: new Date(Date.UTC(2020, 0, i + 1, 9)),
    }));
    await t.db.insert(blogPosts).values(older);

    const response = await t.app.inject({ method: "GET", url: "/about/blog/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.body).toMatch(/<rss version="2.0"/);
    const feed = await new Parser().parseString(response.body);
    expect(feed.title).toBe("Brightpath Tuition Blog");
    expect(feed.link).toBe(`${SITE}/about/blog`);
    expect(feed.items).toHaveLength(20);
    const [first, second] = feed.items;
    expect(first).toMatchObject({
      title: TITLE,
      link: `${SITE}/about/blog/${published.slug}`,
      guid: `${SITE}/about/blog/${published.slug}`,
      content: "How to switch between fractions, decimals & percentages.",
    });
    expect(new Date(first!.pubDate!).toISOString()).toBe(
      new Date(Math.floor(Date.parse(published.publishedDate!) / 1000) * 1000).toISOString(),
    );
    expect(first!.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(second).toMatchObject({ title: "Archive post 21", content: "Excerpt 21" });
    expect(feed.items.map((item) => item.title)).not.toContain("Secret plans");
    expect(feed.items.map((item) => item.title)).not.toContain("Archive post 1");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the built pages and every published post, never a draft", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const document = new new Window().DOMParser().parseFromString(response.body, "application/xml");
    const locs = [...document.querySelectorAll("url > loc")].map((loc) => loc.textContent);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/about/blog`);
    expect(locs).toContain(`${SITE}/about/blog/${published.slug}`);
    expect(locs).toContain(`${SITE}/about/blog/archive-post-1`);
    expect(locs).not.toContain(`${SITE}/about/blog/${draft.slug}`);
  });
});
