import { lazy, Suspense } from "react";

const OrganisationLinkSection = lazy(() =>
  import("./organisation-link-section.tsx").then((module) => ({ default: module.OrganisationLinkSection })),
);

/**
 * Profile Settings' link to the organisation's sign-in, loaded after the page has drawn (decision 055): it
 * shows only to a family whose company has its own sign-in, and its texts bring the sign-in schemas (zod).
 */
export function LazyOrganisationLinkSection() {
  return (
    <Suspense fallback={null}>
      <OrganisationLinkSection />
    </Suspense>
  );
}
