/**
 * The public blog's documents outside the API (docs/decisions/022-blog-server.md): a published post's
 * page at /about/blog/{slug} with its metadata and text in the HTML, the RSS 2.0 feed of the newest
 * posts, and sitemap.xml with the published posts. Registered with the built client, whose SPA fallback
 * and sitemap they extend.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { paths } from "#shared/config/paths.ts";
import { BLOG_FEED_SIZE, BLOG_SLUG_PATTERN } from "#shared/schemas/blog-posts.ts";
import { type HtmlPage, htmlPage, sendHtmlPage } from "../../plugins/static-client.ts";
import { postPageHtml, rssFeed, type Site, sitemapWithPosts } from "./blog-pages.documents.ts";

/** Rendered post pages kept, by slug and update time: compressing a page costs more than reading it. */
const PAGE_CACHE_SIZE = 100;

/**
 * The public address the client was built for (BRAND_SITE_URL), read from the build's sitemap, so a
 * post's canonical link, feed and sitemap entries agree with the prerendered pages'; else APP_URL.
 */
function builtSiteUrl(sitemap: string | null): string | null {
  const loc = sitemap ? /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] : undefined;
  if (!loc) return null;
  try {
    return new URL(loc).origin;
  } catch {
    return null;
  }
}

export default async function blogPagesRoutes(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  const { repositories, services } = app.deps;
  const { appUrl, brand } = app.deps.config;

  const read = (file: string) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, "utf8") : null;
  };
  const fallbackFile = read("__spa-fallback.html");
  const emptyPage = "<!DOCTYPE html><html><head></head><body></body></html>";
  /**
   * The client's page for this address to extend: the SPA fallback, or with a server-rendered build
   * (decision 057, no fallback file) the page the server renders for the address.
   */
  const basePage = async (request: FastifyRequest) =>
    fallbackFile ??
    (app.hasDecorator("renderedPageHtml") ? await app.renderedPageHtml(request) : null) ??
    emptyPage;
  const staticSitemap = read("sitemap.xml");
  const site: Site = { url: builtSiteUrl(staticSitemap) ?? appUrl, name: brand.name, company: brand.company };
  const notFoundPage = fallbackFile ? htmlPage(fallbackFile) : null;
  const pages = new Map<string, HtmlPage>();

  /** The published posts, newest first (the feed's newest `limit`): what a visitor reads. */
  const published = (limit?: number) => services.blogPosts.list({ limit });

  const sendXml = (reply: FastifyReply, contentType: string, body: string) =>
    reply.header("content-type", contentType).header("cache-control", "public, max-age=300").send(body);

  app.route({
    method: ["GET", "HEAD"],
    url: `${paths.blog}/rss.xml`,
    handler: async (_request, reply) =>
      sendXml(reply, "application/rss+xml; charset=utf-8", rssFeed(await published(BLOG_FEED_SIZE), site)),
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/sitemap.xml",
    handler: async (_request, reply) =>
      sendXml(
        reply,
        "application/xml; charset=utf-8",
        sitemapWithPosts(staticSitemap, await published(), site),
      ),
  });

  app.route<{ Params: { slug: string } }>({
    method: ["GET", "HEAD"],
    url: `${paths.blog}/:slug`,
    handler: async (request, reply) => {
      const { slug } = request.params;
      const record = BLOG_SLUG_PATTERN.test(slug) ? await repositories.blogPosts.findBySlug(slug) : null;
      // Drafts and unknown addresses: the app's not-found page, as for any address that is no page.
      if (record?.status !== "published") {
        return sendHtmlPage(reply, notFoundPage ?? htmlPage(await basePage(request)), 404);
      }
      const key = `${record.slug}@${record.updatedAt.toISOString()}`;
      let page = pages.get(key);
      if (!page) {
        page = htmlPage(postPageHtml(await basePage(request), services.blogPosts.view(record), site));
        if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
        pages.set(key, page);
      }
      return sendHtmlPage(reply, page);
    },
  });
}
