import { ArrowLeft, Building2, GraduationCap, Users } from "lucide-react";
import { ActionLink, ChatLink, MailLink } from "#app/components/public/actions.tsx";
import { Faq } from "#app/components/public/faq.tsx";
import { OnlineLessonIllustration } from "#app/components/public/illustrations.tsx";
import { CheckList, PageHero, Section, Steps } from "#app/components/public/page-sections.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import {
  audienceSections,
  howItWorksContact,
  howItWorksFaq,
  howItWorksHero,
  howItWorksMeta,
  howItWorksSteps,
  technicalRequirements,
} from "#app/content/how-it-works.ts";
import { chatMessages } from "#app/content/shared.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...howItWorksMeta, path: paths.howItWorks });

const audienceIcons = [Building2, Users, GraduationCap];

export default function HowItWorksPage() {
  return (
    <main id="main">
      <PageHero
        hero={howItWorksHero}
        illustration={<OnlineLessonIllustration />}
        actions={<ChatLink message={chatMessages.general} />}
      />
      <Section title={howItWorksSteps.title}>
        <Steps items={howItWorksSteps.steps} />
      </Section>
      <Section tone="muted" title={audienceSections.title}>
        <div className="grid gap-6 lg:grid-cols-3">
          {audienceSections.items.map((audience, index) => {
            const Icon = audienceIcons[index]!;
            return (
              <section
                key={audience.id}
                id={audience.id}
                aria-labelledby={`${audience.id}-heading`}
                className="scroll-mt-20 rounded-lg bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 id={`${audience.id}-heading`} className="mt-3 text-xl font-semibold text-slate-900">
                  {audience.title}
                </h3>
                <p className="mt-2 text-slate-700">{audience.intro}</p>
                <CheckList items={audience.points} className="mt-4 text-slate-800" />
              </section>
            );
          })}
        </div>
      </Section>
      <Section title={technicalRequirements.title} intro={<p>{technicalRequirements.intro}</p>}>
        <CheckList items={technicalRequirements.items} className="max-w-3xl text-slate-800" />
      </Section>
      <Section tone="muted" title={howItWorksFaq.title} narrow>
        <Faq items={howItWorksFaq.items} />
      </Section>
      <Section title={howItWorksContact.title} intro={<p>{howItWorksContact.text}</p>}>
        <div className="flex flex-wrap gap-3">
          <ChatLink message={chatMessages.employer}>{howItWorksContact.chatEmployer}</ChatLink>
          <ChatLink message={chatMessages.family} variant="outline">
            {howItWorksContact.chatParent}
          </ChatLink>
          <ActionLink to={paths.home} variant="ghost">
            <ArrowLeft aria-hidden="true" />
            {howItWorksContact.backHome}
          </ActionLink>
        </div>
        <dl className="mt-10 grid gap-4 border-t border-slate-200 pt-6 text-slate-800 sm:grid-cols-2">
          <div>
            <dt className="font-semibold">{howItWorksContact.emailLabel}</dt>
            <dd className="mt-2">
              <MailLink variant="outline">{brand.supportEmail}</MailLink>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{howItWorksContact.addressLabel}</dt>
            <dd className="mt-2">
              <address className="not-italic">
                {brand.company}
                <br />
                {brand.contactAddress}
              </address>
            </dd>
          </div>
        </dl>
      </Section>
    </main>
  );
}
