/**
 * A Vite plugin that writes sitemap.xml and robots.txt into the client build, listing every
 * prerendered public page under the site's public address (BRAND_SITE_URL).
 */
import type { Plugin } from "vite";

export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const urls = pagePaths
    .map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // A crawler that runs the app reads published posts (the API answers visitors published posts only).
    "Allow: /api/blog-posts",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /student",
    "Disallow: /parent-dashboard",
    "Disallow: /parent-portal",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function seoFiles(options: { siteUrl: string; pagePaths: readonly string[] }): Plugin {
  return {
    name: "seo-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "sitemap.xml",
        source: sitemapXml(options.siteUrl, options.pagePaths),
      });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(options.siteUrl) });
    },
  };
}
