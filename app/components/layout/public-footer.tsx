import { type ReactNode, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { LinkItem } from "#app/components/layout/link-list.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { brand } from "#app/config/brand.ts";
import { footerContent } from "#app/content/footer.ts";
import { paths } from "#shared/config/paths.ts";

/** The year the prerendered HTML was built in (set by vite.config.ts). */
const BUILD_YEAR = Number(import.meta.env.BUILD_YEAR ?? new Date().getFullYear());
const noSubscription = () => () => {};

/**
 * The current year [1§2 Footer]. Hydration renders the prerendered year (so a page built last year
 * still hydrates cleanly), then React re-renders with the visitor's current year.
 */
function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

/** The footer's link style, for links the layout adds to it. */
export const footerLinkClass = "text-left text-slate-700 hover:text-brand-700";

const COMPANY_LINKS: readonly LinkItem[] = [
  { label: "Our Story", to: paths.ourStory },
  { label: "Our Team", to: paths.team },
  { label: "Blog", to: paths.blog },
];
const LEGAL_LINKS: readonly LinkItem[] = [
  { label: "Privacy Policy", to: paths.privacyPolicy },
  { label: "Terms of Service", to: paths.termsOfService },
  { label: "Sitemap", to: paths.sitemap },
  { label: "Employee Portal", to: paths.auth },
];

function FooterLinks({ links }: { links: readonly LinkItem[] }) {
  return links.map((link) => (
    <Link key={link.label} className={footerLinkClass} to={link.to}>
      {link.label}
    </Link>
  ));
}

/** `legalExtra`: controls the layout adds under Legal (the cookie settings, owned by its feature). */
export function PublicFooter({ legalExtra }: { legalExtra?: ReactNode }) {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Link to={paths.home} aria-label={`${brand.name} home`}>
            <Logo />
          </Link>
          <p className="text-sm text-slate-600">{footerContent.tagline}</p>
        </div>
        <nav aria-label="Company" className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">{footerContent.companyHeading}</h2>
          <FooterLinks links={COMPANY_LINKS} />
        </nav>
        <nav aria-label="Account and legal" className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">{footerContent.legalHeading}</h2>
          <FooterLinks links={LEGAL_LINKS} />
          {legalExtra}
        </nav>
        <div className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">{footerContent.contactHeading}</h2>
          <a className={footerLinkClass} href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
          <a className={footerLinkClass} href={brand.instagramUrl} target="_blank" rel="noopener noreferrer">
            Instagram<span className="sr-only">{footerContent.opensInNewTab}</span>
          </a>
          <a className={footerLinkClass} href={brand.linkedinUrl} target="_blank" rel="noopener noreferrer">
            LinkedIn<span className="sr-only">{footerContent.opensInNewTab}</span>
          </a>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © {year} {brand.company}. {footerContent.rightsReserved}
      </p>
    </footer>
  );
}
