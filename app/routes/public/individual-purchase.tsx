import { BookOpen, CalendarRange, PlayCircle, Star, Zap } from "lucide-react";
import { AnchorAction, ChatLink } from "#app/components/public/actions.tsx";
import { Faq } from "#app/components/public/faq.tsx";
import { FamilyIllustration } from "#app/components/public/illustrations.tsx";
import {
  CallToAction,
  FeatureGrid,
  PageHero,
  QuoteCard,
  Section,
} from "#app/components/public/page-sections.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import {
  enquiryForm,
  individualBenefits,
  individualCta,
  individualFaq,
  individualHero,
  individualMeta,
  individualTestimonials,
} from "#app/content/individual-purchase.ts";
import { chatMessages } from "#app/content/shared.ts";
import { IndividualEnquiryForm } from "#app/features/enquiries/components/individual-enquiry-form.tsx";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...individualMeta, path: paths.individualPurchase });

const benefitIcons = [
  <Zap key="a" />,
  <Star key="q" />,
  <CalendarRange key="y" />,
  <PlayCircle key="r" />,
  <BookOpen key="w" />,
];

export default function IndividualPurchasePage() {
  return (
    <main id="main">
      <PageHero
        hero={individualHero}
        illustration={<FamilyIllustration />}
        actions={
          <>
            <AnchorAction href="#inquiry">{individualHero.formAction}</AnchorAction>
            <ChatLink message={chatMessages.individual}>{individualHero.chat}</ChatLink>
          </>
        }
      />
      <Section title={individualBenefits.title}>
        <FeatureGrid items={individualBenefits.items} icons={benefitIcons} />
      </Section>
      <Section id="inquiry" tone="muted" title={enquiryForm.title} intro={<p>{enquiryForm.intro}</p>}>
        <IndividualEnquiryForm text={enquiryForm.text} supportEmail={brand.supportEmail} />
      </Section>
      <Section title={individualTestimonials.title}>
        <div className="grid gap-6 lg:grid-cols-2">
          {individualTestimonials.items.map((testimonial) => (
            <QuoteCard key={testimonial.by} quote={testimonial} />
          ))}
        </div>
      </Section>
      <Section tone="muted" title={individualFaq.title} narrow>
        <Faq items={individualFaq.items} />
      </Section>
      <CallToAction title={individualCta.title} text={individualCta.text}>
        <ChatLink message={chatMessages.individual} variant="light">
          {individualHero.chat}
        </ChatLink>
        <AnchorAction href="#inquiry" variant="outlineLight">
          {individualHero.formAction}
        </AnchorAction>
      </CallToAction>
    </main>
  );
}
