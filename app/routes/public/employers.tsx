import { Heart, Megaphone, UserPlus, Users } from "lucide-react";
import { ActionLink, ChatLink, MailLink } from "#app/components/public/actions.tsx";
import { WorkplaceIllustration } from "#app/components/public/illustrations.tsx";
import {
  CallToAction,
  FeatureGrid,
  PageHero,
  QuoteCard,
  Section,
  Steps,
} from "#app/components/public/page-sections.tsx";
import { pageMeta } from "#app/config/site.ts";
import {
  employerReasons,
  employersCta,
  employersHero,
  employersMeta,
  employerTestimonial,
  launchPath,
  onboarding,
} from "#app/content/employers.ts";
import { chatMessages } from "#app/content/shared.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...employersMeta, path: paths.employers });

const reasonIcons = [<UserPlus key="r" />, <Users key="t" />, <Megaphone key="b" />, <Heart key="w" />];

export default function EmployersPage() {
  return (
    <main id="main">
      <PageHero
        hero={employersHero}
        illustration={<WorkplaceIllustration />}
        actions={
          <>
            <ActionLink to={paths.contactSection}>{employersHero.partner}</ActionLink>
            <ChatLink message={chatMessages.employer}>{employersHero.chat}</ChatLink>
          </>
        }
      />
      <Section title={employerReasons.title}>
        <FeatureGrid items={employerReasons.items} icons={reasonIcons} columns={4} />
      </Section>
      <Section tone="muted" title={onboarding.title} intro={<p>{onboarding.intro}</p>}>
        <FeatureGrid items={onboarding.items} />
      </Section>
      <Section title={launchPath.title}>
        <Steps items={launchPath.steps} />
      </Section>
      <Section tone="muted" title={employerTestimonial.title} narrow>
        <QuoteCard quote={employerTestimonial.quote} />
      </Section>
      <CallToAction title={employersCta.title} text={employersCta.text}>
        <ChatLink message={chatMessages.employer} variant="light">
          {employersHero.chat}
        </ChatLink>
        <MailLink subject={employersHero.emailSubject} variant="outlineLight">
          {employersHero.email}
        </MailLink>
      </CallToAction>
    </main>
  );
}
