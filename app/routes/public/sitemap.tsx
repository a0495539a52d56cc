import { LinkList } from "#app/components/layout/link-list.tsx";
import { PageHero } from "#app/components/public/page-sections.tsx";
import { pageMeta } from "#app/config/site.ts";
import { sitemapGroups, sitemapHero, sitemapMeta } from "#app/content/sitemap.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...sitemapMeta, path: paths.sitemap });

export default function SitemapPage() {
  return (
    <main id="main">
      <PageHero hero={sitemapHero} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {sitemapGroups.map((group, index) => (
          <nav key={group.title} aria-labelledby={`sitemap-group-${index}`}>
            <h2 id={`sitemap-group-${index}`} className="text-xl font-semibold text-slate-900">
              {group.title}
            </h2>
            <LinkList
              links={group.links}
              className="mt-3 grid gap-1"
              linkClassName="inline-block py-1.5 text-brand-700 underline underline-offset-4 hover:text-brand-800"
            />
          </nav>
        ))}
      </div>
    </main>
  );
}
