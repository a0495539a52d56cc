import { BadgeCheck, GraduationCap, ShieldCheck, Sparkles } from "lucide-react";
import { ChatLink, MailLink } from "#app/components/public/actions.tsx";
import { PortraitIllustration } from "#app/components/public/illustrations.tsx";
import { CheckList, FeatureGrid, PageHero, Section } from "#app/components/public/page-sections.tsx";
import { SocialLinks } from "#app/components/public/social-icons.tsx";
import { pageMeta } from "#app/config/site.ts";
import { chatMessages } from "#app/content/shared.ts";
import { specialists, standards, tutorsContact, tutorsHero, tutorsMeta } from "#app/content/tutors.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...tutorsMeta, path: paths.tutors });

const standardIcons = [
  <GraduationCap key="degree" />,
  <BadgeCheck key="years" />,
  <ShieldCheck key="dbs" />,
  <Sparkles key="growth" />,
];

export default function TutorsPage() {
  return (
    <main id="main">
      <PageHero hero={tutorsHero} />
      <Section title={specialists.title}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {specialists.items.map((specialist) => (
            <li key={specialist.role} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <div className="size-20 shrink-0">
                  <PortraitIllustration variant={specialist.portrait} />
                </div>
                <div>
                  <h3 className="text-xl font-semibold text-slate-900">{specialist.role}</h3>
                  <p className="text-slate-700">{specialist.subjects}</p>
                </div>
              </div>
              <h4 className="mt-5 text-sm font-semibold text-slate-900">{specialists.qualificationsTitle}</h4>
              <CheckList items={specialist.qualifications} className="mt-2 text-slate-800" />
              <figure className="mt-5 border-l-4 border-accent-500 pl-4">
                <blockquote className="text-slate-800 italic">
                  <p>“{specialist.quote}”</p>
                </blockquote>
                <figcaption className="mt-2 text-sm text-slate-600">{specialist.role}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" title={standards.title} intro={<p>{standards.intro}</p>}>
        <FeatureGrid items={standards.items} icons={standardIcons} columns={4} />
      </Section>
      <Section title={tutorsContact.title} intro={<p>{tutorsContact.text}</p>}>
        <div className="flex flex-wrap gap-3">
          <ChatLink message={chatMessages.tutors}>{tutorsContact.chat}</ChatLink>
          <MailLink subject={tutorsContact.emailSubject}>{tutorsContact.email}</MailLink>
        </div>
        <h3 className="mt-8 text-lg font-semibold text-slate-900">{tutorsContact.follow}</h3>
        <div className="mt-3">
          <SocialLinks />
        </div>
      </Section>
    </main>
  );
}
