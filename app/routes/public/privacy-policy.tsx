import { LegalDocument } from "#app/components/public/legal-document.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import { privacyMeta, privacyPolicy } from "#app/content/privacy-policy.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...privacyMeta, path: paths.privacyPolicy });

/** GDPR policy with the retention periods and response times of [2§9]. */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={privacyPolicy.title}
      lastUpdated={privacyPolicy.lastUpdated}
      intro={privacyPolicy.intro}
      sections={privacyPolicy.sections}
    >
      <section aria-label={privacyPolicy.contactTitle}>
        <h2>{privacyPolicy.contactTitle}</h2>
        <p>
          {brand.company}, {brand.contactAddress}. {privacyPolicy.emailLabel}:{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
        </p>
      </section>
    </LegalDocument>
  );
}
