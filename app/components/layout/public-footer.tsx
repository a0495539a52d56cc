import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { brand } from "#app/config/brand.ts";
import { paths } from "#app/config/paths.ts";
import { Logo } from "./logo.tsx";

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

export function PublicFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Link to={paths.home} aria-label={`${brand.name} home`}>
            <Logo />
          </Link>
          <p className="text-sm text-slate-600">
            Live online group tuition from Year 5 to GCSE, as an employee benefit or for your family.
          </p>
        </div>
        <nav aria-label="Company" className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">Company</h2>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.ourStory}>
            Our Story
          </Link>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.team}>
            Our Team
          </Link>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.blog}>
            Blog
          </Link>
        </nav>
        <nav aria-label="Account and legal" className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">Legal</h2>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.privacyPolicy}>
            Privacy Policy
          </Link>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.termsOfService}>
            Terms of Service
          </Link>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.sitemap}>
            Sitemap
          </Link>
          <Link className="text-slate-700 hover:text-brand-700" to={paths.auth}>
            Employee Portal
          </Link>
        </nav>
        <div className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">Contact</h2>
          <a className="text-slate-700 hover:text-brand-700" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
          <a
            className="text-slate-700 hover:text-brand-700"
            href={brand.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Instagram<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a
            className="text-slate-700 hover:text-brand-700"
            href={brand.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © {year} {brand.company}. All rights reserved.
      </p>
    </footer>
  );
}
