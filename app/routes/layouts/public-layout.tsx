import { Outlet, useLocation, useMatches } from "react-router";
import { footerLinkClass, PublicFooter } from "#app/components/layout/public-footer.tsx";
import { PublicHeader } from "#app/components/layout/public-header.tsx";
import { FlashToaster } from "#app/components/ui/flash-toaster.tsx";
import { CookieBanner } from "#app/features/cookie-consent/components/cookie-banner.tsx";
import { CookieSettingsButton } from "#app/features/cookie-consent/components/cookie-settings-button.tsx";
import { paths } from "#shared/config/paths.ts";

/** Header, footer and cookie banner around every public page. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const withGuarantees = pathname.startsWith("/services/");
  // /auth, /register/:code and the blog index sit under app-providers, which has its own toaster.
  const hasToaster = useMatches().some((match) => match.id === "public-app-providers");
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader
        variant={pathname === paths.howItWorks ? "compact" : "main"}
        withGuarantees={withGuarantees}
      />
      <div className="flex-1">
        <Outlet />
      </div>
      <PublicFooter legalExtra={<CookieSettingsButton className={footerLinkClass} />} />
      <CookieBanner />
      {hasToaster ? null : <FlashToaster />}
    </div>
  );
}
