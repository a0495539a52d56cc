import { Mail } from "lucide-react";
import { ActionLink } from "#app/components/public/actions.tsx";
import { PortraitIllustration } from "#app/components/public/illustrations.tsx";
import { CheckList, PageHero, QuoteCard, Section } from "#app/components/public/page-sections.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import { coFounders, team, teamMeta } from "#app/content/about.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...teamMeta, path: paths.team });

export default function TeamPage() {
  return (
    <main id="main">
      <PageHero hero={team} />
      <Section title={team.foundersTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {coFounders.map((founder) => (
            <li key={founder.role} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <div className="mx-auto size-32">
                <PortraitIllustration variant={founder.portrait} />
              </div>
              <h3 className="mt-4 text-center text-xl font-semibold text-slate-900">{founder.role}</h3>
              <p className="text-center text-sm font-medium text-brand-700">{founder.focus}</p>
              <p className="mt-3 text-center">
                <a
                  href={`mailto:${brand.supportEmail}`}
                  className="inline-flex min-h-11 items-center gap-2 text-slate-800 underline underline-offset-4 hover:text-brand-700"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  <span className="sr-only">{team.emailLabel}: </span>
                  {brand.supportEmail}
                </a>
              </p>
              <p className="mt-3 text-slate-700">{founder.biography}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 max-w-3xl">
          <QuoteCard quote={team.quote} tone="brand" />
        </div>
      </Section>
      <Section tone="muted" title={team.qualitiesTitle}>
        <CheckList items={team.qualities} className="max-w-3xl text-slate-800" />
        <div className="mt-8">
          <ActionLink to={paths.tutors}>{team.teachers}</ActionLink>
        </div>
      </Section>
    </main>
  );
}
