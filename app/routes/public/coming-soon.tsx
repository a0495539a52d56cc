import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { ChatLink, MailLink } from "#app/components/public/actions.tsx";
import { CalendarIllustration } from "#app/components/public/illustrations.tsx";
import { FeatureGrid, PageHero, Section } from "#app/components/public/page-sections.tsx";
import { actionClass } from "#app/components/public/styles.ts";
import { pageMeta } from "#app/config/site.ts";
import { comingSoon, comingSoonMeta } from "#app/content/coming-soon.ts";
import { chatMessages } from "#app/content/shared.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...comingSoonMeta, path: paths.comingSoon });

/** [2§2.17]: curriculum details arrive in September 2025. */
export default function ComingSoonPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // Back to the previous page of this site, or to the subjects when the visitor arrived directly
    // (or from another site). The browser router numbers this site's history entries (`idx`, 0 for the
    // first page loaded); document.referrer cannot tell, as it does not change on in-app navigation.
    // Where there is no browser history (memory router), the first entry's key is "default".
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    const cameFromThisSite = typeof index === "number" ? index > 0 : location.key !== "default";
    if (cameFromThisSite) navigate(-1);
    else navigate(paths.subjects);
  };
  return (
    <main id="main">
      <PageHero hero={comingSoon} illustration={<CalendarIllustration />} />
      <Section title={comingSoon.whatTitle}>
        <FeatureGrid items={comingSoon.what} />
      </Section>
      <Section tone="muted" title={comingSoon.askTitle} intro={<p>{comingSoon.askText}</p>}>
        <div className="flex flex-wrap gap-3">
          <ChatLink message={chatMessages.curriculum}>{comingSoon.chat}</ChatLink>
          <MailLink subject={comingSoon.emailSubject}>{comingSoon.email}</MailLink>
          <button type="button" onClick={goBack} className={actionClass("ghost")}>
            <ArrowLeft aria-hidden="true" />
            {comingSoon.back}
          </button>
        </div>
      </Section>
    </main>
  );
}
