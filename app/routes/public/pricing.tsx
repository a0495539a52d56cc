import { ActionLink, ChatLink } from "#app/components/public/actions.tsx";
import { Faq } from "#app/components/public/faq.tsx";
import {
  CallToAction,
  CheckList,
  FeatureGrid,
  PageHero,
  Section,
} from "#app/components/public/page-sections.tsx";
import { pageMeta } from "#app/config/site.ts";
import {
  included,
  payPerPlace,
  pricingCta,
  pricingFaq,
  pricingHero,
  pricingMeta,
} from "#app/content/pricing.ts";
import { chatMessages } from "#app/content/shared.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...pricingMeta, path: paths.pricing });

export default function PricingPage() {
  return (
    <main id="main">
      <PageHero
        hero={pricingHero}
        actions={
          <>
            <ActionLink to={paths.contactSection}>{pricingHero.quote}</ActionLink>
            <ChatLink message={chatMessages.pricing}>{pricingHero.chat}</ChatLink>
          </>
        }
      />
      <Section title={payPerPlace.title}>
        <FeatureGrid items={payPerPlace.points} />
      </Section>
      <Section tone="muted" title={included.title}>
        <CheckList items={included.items} className="grid max-w-4xl gap-3 text-slate-800 md:grid-cols-2" />
      </Section>
      <Section title={pricingFaq.title} narrow>
        <Faq items={pricingFaq.items} />
      </Section>
      <CallToAction title={pricingCta.title} text={pricingCta.text}>
        <ActionLink to={paths.contactSection} variant="light">
          {pricingHero.quote}
        </ActionLink>
        <ChatLink message={chatMessages.pricing} variant="outlineLight">
          {pricingHero.chat}
        </ChatLink>
        <ActionLink to={paths.contactSection} variant="outlineLight">
          {pricingHero.contact}
        </ActionLink>
      </CallToAction>
    </main>
  );
}
