import { LegalDocument } from "#app/components/public/legal-document.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import { termsMeta, termsOfService } from "#app/content/terms-of-service.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...termsMeta, path: paths.termsOfService });

/** The 13 sections of the terms [2§2.18]. */
export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title={termsOfService.title}
      lastUpdated={termsOfService.lastUpdated}
      intro={termsOfService.intro}
      sections={termsOfService.sections}
    >
      <p className="mt-10 border-t border-slate-200 pt-6">
        {termsOfService.contact(brand.company)}{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${brand.supportEmail}`}>
          {brand.supportEmail}
        </a>
        .
      </p>
    </LegalDocument>
  );
}
