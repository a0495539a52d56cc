import { Award, ShieldCheck, ThumbsUp, Zap } from "lucide-react";
import { ActionLink } from "#app/components/public/actions.tsx";
import {
  CallToAction,
  CheckList,
  FeatureGrid,
  PageHero,
  Section,
} from "#app/components/public/page-sections.tsx";
import { pageMeta } from "#app/config/site.ts";
import {
  credentialsWarranty,
  dataProtection,
  guarantees,
  guaranteesContact,
  guaranteesHero,
  guaranteesMeta,
  serviceLevels,
} from "#app/content/guarantees.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...guaranteesMeta, path: paths.guarantees });

const icons = [<Award key="quality" />, <Zap key="reliability" />, <ThumbsUp key="satisfaction" />];

export default function GuaranteesPage() {
  return (
    <main id="main">
      <PageHero hero={guaranteesHero} />
      <Section title={guarantees.title}>
        <FeatureGrid items={guarantees.items} icons={icons} />
      </Section>
      <Section tone="muted" title={serviceLevels.title} intro={<p>{serviceLevels.intro}</p>}>
        <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {serviceLevels.items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col gap-1 rounded-lg bg-white p-6 text-center shadow-sm"
            >
              <dt className="text-slate-700">{item.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{item.figure}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={dataProtection.title}>
        <div className="flex gap-4">
          <ShieldCheck aria-hidden="true" className="hidden size-10 shrink-0 text-brand-700 sm:block" />
          <CheckList items={dataProtection.items} className="text-slate-800" />
        </div>
      </Section>
      <Section tone="muted" title={credentialsWarranty.title} intro={<p>{credentialsWarranty.text}</p>} />
      <CallToAction title={guaranteesContact.title} text={guaranteesContact.text}>
        <ActionLink to={paths.contactSection} variant="light">
          {guaranteesContact.action}
        </ActionLink>
      </CallToAction>
    </main>
  );
}
