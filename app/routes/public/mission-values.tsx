import { ArrowLeft, Globe, Lightbulb, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { ActionLink } from "#app/components/public/actions.tsx";
import { CheckList, FeatureGrid, PageHero, Section } from "#app/components/public/page-sections.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import { missionValues, missionValuesMeta } from "#app/content/about.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...missionValuesMeta, path: paths.missionValues });

const valueIcons = [<Star key="e" />, <Globe key="a" />, <Lightbulb key="i" />, <Users key="c" />];
const linkClass = "inline-block py-1 text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline";

export default function MissionValuesPage() {
  const labels = missionValues.footerLinks;
  return (
    <main id="main">
      <PageHero
        hero={{ eyebrow: missionValues.eyebrow, title: missionValues.title, lead: missionValues.mission }}
        actions={
          <>
            <ActionLink to={paths.contactSection}>{missionValues.start}</ActionLink>
            <ActionLink to={paths.home} variant="ghost">
              <ArrowLeft aria-hidden="true" />
              {missionValues.backHome}
            </ActionLink>
          </>
        }
      />
      <Section title={missionValues.missionTitle}>
        <p className="max-w-3xl border-l-4 border-accent-500 pl-5 text-xl text-slate-800">
          {missionValues.mission}
        </p>
      </Section>
      <Section tone="muted" title={missionValues.valuesTitle}>
        <FeatureGrid items={missionValues.values} icons={valueIcons} columns={4} />
      </Section>
      <Section title={missionValues.commitmentsTitle}>
        <CheckList items={missionValues.commitments} className="max-w-3xl text-slate-800" />
        <div className="mt-8 flex flex-wrap gap-3">
          <ActionLink to={paths.contactSection}>{missionValues.start}</ActionLink>
          <ActionLink to={paths.home} variant="ghost">
            <ArrowLeft aria-hidden="true" />
            {missionValues.backHome}
          </ActionLink>
        </div>
      </Section>
      <nav aria-label={missionValues.footerTitle} className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <li>
              <Link className={linkClass} to={paths.home}>
                {labels.home}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.ourStory}>
                {labels.ourStory}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.missionValues} aria-current="page">
                {labels.missionValues}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.team}>
                {labels.team}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.auth}>
                {labels.employeePortal}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.auth}>
                {labels.upcomingSessions}
              </Link>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${brand.supportEmail}`}>
                {labels.support}
              </a>
            </li>
          </ul>
          <p className="text-sm text-slate-700">
            {missionValues.contactLabel}:{" "}
            <a className="font-medium text-brand-700 underline" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
          </p>
        </div>
      </nav>
    </main>
  );
}
