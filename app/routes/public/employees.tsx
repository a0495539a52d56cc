import { CalendarCheck, PlayCircle, ShieldCheck, Users } from "lucide-react";
import { ActionLink } from "#app/components/public/actions.tsx";
import { FamilyIllustration } from "#app/components/public/illustrations.tsx";
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
  employeesCta,
  employeesHero,
  employeesMeta,
  familyBenefits,
  gettingStarted,
  parentTestimonials,
  yearGroups,
} from "#app/content/employees.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...employeesMeta, path: paths.employees });

const benefitIcons = [
  <CalendarCheck key="l" />,
  <Users key="g" />,
  <PlayCircle key="r" />,
  <ShieldCheck key="p" />,
];

export default function EmployeesPage() {
  return (
    <main id="main">
      <PageHero
        hero={employeesHero}
        illustration={<FamilyIllustration />}
        actions={
          <>
            <ActionLink to={paths.auth}>{employeesHero.login}</ActionLink>
            <ActionLink to={paths.contactSection} variant="outline">
              {employeesHero.contact}
            </ActionLink>
          </>
        }
      />
      <Section title={familyBenefits.title}>
        <FeatureGrid items={familyBenefits.items} icons={benefitIcons} columns={4} />
      </Section>
      <Section tone="muted" title={yearGroups.title}>
        <FeatureGrid items={yearGroups.items} />
      </Section>
      <Section title={parentTestimonials.title}>
        <div className="grid gap-6 lg:grid-cols-2">
          {parentTestimonials.items.map((testimonial) => (
            <QuoteCard key={testimonial.by} quote={testimonial} />
          ))}
        </div>
      </Section>
      <Section tone="muted" title={gettingStarted.title}>
        <Steps items={gettingStarted.steps} />
      </Section>
      <CallToAction title={employeesCta.title} text={employeesCta.text}>
        <ActionLink to={paths.contactSection} variant="light">
          {employeesHero.contact}
        </ActionLink>
      </CallToAction>
    </main>
  );
}
