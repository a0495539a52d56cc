import { ArrowLeft, Atom, BookOpen, Calculator, FlaskConical, Leaf } from "lucide-react";
import { ActionLink, ChatLink } from "#app/components/public/actions.tsx";
import { FeatureGrid, PageHero, Section } from "#app/components/public/page-sections.tsx";
import { pageMeta } from "#app/config/site.ts";
import { chatMessages } from "#app/content/shared.ts";
import { approach, subjectLabels, subjects, subjectsHero, subjectsMeta } from "#app/content/subjects.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...subjectsMeta, path: paths.subjects });

const subjectIcons = [Calculator, BookOpen, Leaf, FlaskConical, Atom];

export default function SubjectsPage() {
  return (
    <main id="main">
      <PageHero hero={subjectsHero} />
      <Section title={subjects.title}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {subjects.items.map((subject, index) => {
            const Icon = subjectIcons[index]!;
            return (
              <li
                key={subject.name}
                className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="text-xl font-semibold text-slate-900">{subject.name}</h3>
                </div>
                <p className="mt-3 text-slate-700">{subject.description}</p>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">{subjectLabels.topics}</h4>
                <ul className="mt-2 list-disc pl-5 text-slate-700">
                  {subject.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">{subjectLabels.courses}</h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {subject.courses.map((course) => (
                    <li key={course} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                      {course}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-wrap gap-2 pt-6">
                  <ActionLink to={paths.comingSoon} variant="outline">
                    {subjectLabels.viewCurriculum}
                    <span className="sr-only"> {subjectLabels.curriculumFor(subject.name)}</span>
                  </ActionLink>
                  <ChatLink message={chatMessages.subject(subject.name)}>
                    {subjectLabels.chatNow}
                    <span className="sr-only"> {subjectLabels.chatAbout(subject.name)}</span>
                  </ChatLink>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section tone="muted" title={approach.title} intro={<p>{approach.intro}</p>}>
        <FeatureGrid items={approach.points} />
        <div className="mt-8 flex flex-wrap gap-3">
          <ChatLink message={chatMessages.general}>{approach.chat}</ChatLink>
          <ActionLink to={paths.contactSection}>{approach.partner}</ActionLink>
          <ActionLink to={paths.home} variant="ghost">
            <ArrowLeft aria-hidden="true" />
            {approach.backHome}
          </ActionLink>
        </div>
      </Section>
    </main>
  );
}
