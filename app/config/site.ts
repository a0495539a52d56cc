import { brand } from "#app/config/brand.ts";
import { normaliseSiteUrl } from "#app/config/site-url.ts";

/**
 * The public address of the site, used for canonical links, Open Graph URLs, sitemap.xml and
 * robots.txt. Set BRAND_SITE_URL at build time (e.g. https://tuition.example.org); the default,
 * http://localhost:5000, suits a local install.
 */
export const siteUrl = normaliseSiteUrl(import.meta.env.BRAND_SITE_URL as string | undefined);

/** An absolute URL on the site for a path such as "/services/pricing". */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

type PageMetaInput = { title: string; description: string; path: string };

/** Title, description, Open Graph tags and canonical link of a public page. */
export function pageMeta({ title, description, path }: PageMetaInput) {
  const url = absoluteUrl(path);
  const fullTitle = path === "/" ? `${brand.name} | ${title}` : `${title} | ${brand.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary" },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

/** The title of a page search engines must not list (a link's landing page, a missing page). */
export const unlistedPageMeta = (title: string) => [
  { title: `${title} | ${brand.name}` },
  { name: "robots", content: "noindex" },
];
