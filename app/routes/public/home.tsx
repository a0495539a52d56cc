import { Award, Building2, Heart, TrendingUp, Users } from "lucide-react";
import { ActionLink, AnchorAction, ChatLink, MailLink } from "#app/components/public/actions.tsx";
import { Faq } from "#app/components/public/faq.tsx";
import { OnlineLessonIllustration } from "#app/components/public/illustrations.tsx";
import {
  CheckList,
  FeatureGrid,
  PageHero,
  QuoteCard,
  Section,
} from "#app/components/public/page-sections.tsx";
import { SocialLinks } from "#app/components/public/social-icons.tsx";
import { pageMeta } from "#app/config/site.ts";
import {
  contactSection,
  educationQuote,
  employerBenefits,
  homeFaq,
  homeHero,
  homeMeta,
  homePricing,
  homeStats,
  homeTestimonial,
  partnerEnquiryFormLabels,
  serviceTiles,
} from "#app/content/home.ts";
import { chatMessages } from "#app/content/shared.ts";
import { PartnerEnquiryForm } from "#app/features/enquiries/components/partner-enquiry-form.tsx";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...homeMeta, path: paths.home });

const benefitIcons = [<Users key="r" />, <TrendingUp key="c" />, <Award key="p" />];

/** The landing page [1§2]: hero, services, benefits (#services), testimonial, Partner With Us (#contact). */
export default function HomePage() {
  return (
    <main id="main">
      <PageHero
        hero={homeHero}
        illustration={<OnlineLessonIllustration />}
        actions={
          <>
            <AnchorAction href="#contact">{homeHero.primaryAction}</AnchorAction>
            <AnchorAction href="#services" variant="outline">
              {homeHero.secondaryAction}
            </AnchorAction>
            <ChatLink message={chatMessages.employer}>{homeHero.chatAction}</ChatLink>
          </>
        }
      />

      <section aria-label={homeStats.label} className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 md:grid-cols-4">
          {homeStats.items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{stat.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section title={serviceTiles.title} intro={<p>{serviceTiles.intro}</p>}>
        <FeatureGrid items={serviceTiles.items} columns={4} />
      </Section>

      <Section
        id="services"
        tone="muted"
        title={employerBenefits.title}
        intro={<p>{employerBenefits.intro}</p>}
      >
        <FeatureGrid items={employerBenefits.items} icons={benefitIcons} />
        <div className="mt-10 grid gap-8 rounded-lg bg-white p-6 shadow-sm lg:grid-cols-[1fr_auto] lg:items-center">
          <CheckList items={employerBenefits.highlights} className="text-slate-800" />
          <div className="flex flex-wrap gap-3">
            <AnchorAction href="#contact">{homeHero.primaryAction}</AnchorAction>
            <ChatLink message={chatMessages.employer} />
          </div>
        </div>
      </Section>

      <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <div>
            <h2
              id="testimonials-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {homeTestimonial.title}
            </h2>
            <div className="mt-6">
              <QuoteCard quote={homeTestimonial.quote} tone="brand" />
            </div>
          </div>
          <div className="flex flex-col justify-center">
            <Heart aria-hidden="true" className="size-8 text-accent-500" />
            <figure className="mt-4">
              <blockquote className="text-2xl font-semibold text-slate-900">
                <p>“{educationQuote.quote}”</p>
              </blockquote>
              <figcaption className="mt-3 text-slate-700">{educationQuote.by}</figcaption>
            </figure>
          </div>
        </div>
      </section>

      <Section id="pricing" tone="muted" title={homePricing.title} intro={<p>{homePricing.text}</p>}>
        <ActionLink to={paths.pricing} variant="outline">
          {homePricing.action}
        </ActionLink>
      </Section>

      <Section id="faq" title={homeFaq.title} narrow>
        <Faq items={homeFaq.items} />
      </Section>

      <Section id="contact" tone="muted" title={contactSection.title} intro={<p>{contactSection.intro}</p>}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <PartnerEnquiryForm text={{ ...contactSection, labels: partnerEnquiryFormLabels }} />
          <aside aria-label={contactSection.directTitle} className="grid content-start gap-6">
            <div className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Building2 aria-hidden="true" className="size-5 text-brand-700" />
                {contactSection.directTitle}
              </h3>
              <div className="mt-4 grid gap-3">
                <ChatLink message={chatMessages.employer} />
                <MailLink subject={contactSection.emailSubject}>{contactSection.email}</MailLink>
              </div>
            </div>
            <div className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{contactSection.followTitle}</h3>
              <div className="mt-3">
                <SocialLinks />
              </div>
            </div>
          </aside>
        </div>
      </Section>
    </main>
  );
}
