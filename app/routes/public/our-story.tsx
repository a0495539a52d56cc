import { ActionLink, ChatLink } from "#app/components/public/actions.tsx";
import { PortraitIllustration } from "#app/components/public/illustrations.tsx";
import { PageHero, Section } from "#app/components/public/page-sections.tsx";
import { pageMeta } from "#app/config/site.ts";
import { coFounders, ourStory, ourStoryMeta } from "#app/content/about.ts";
import { chatMessages } from "#app/content/shared.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => pageMeta({ ...ourStoryMeta, path: paths.ourStory });

export default function OurStoryPage() {
  return (
    <main id="main">
      <PageHero hero={ourStory} />
      <Section title={ourStory.chaptersTitle}>
        <ol className="grid gap-8 lg:grid-cols-3">
          {ourStory.chapters.map((chapter) => (
            <li key={chapter.title} className="border-l-4 border-brand-700 pl-5">
              <h3 className="text-xl font-semibold text-slate-900">{chapter.title}</h3>
              <p className="mt-2 text-slate-700">{chapter.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="muted" title={ourStory.foundersTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {coFounders.map((founder) => (
            <li key={founder.role} className="flex gap-5 rounded-lg bg-white p-6 shadow-sm">
              <div className="size-20 shrink-0">
                <PortraitIllustration variant={founder.portrait} />
              </div>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{founder.role}</h3>
                <p className="text-sm font-medium text-brand-700">{founder.focus}</p>
                <p className="mt-2 text-slate-700">{founder.biography}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ChatLink message={chatMessages.general}>{ourStory.chat}</ChatLink>
          <ActionLink to={paths.contactSection} variant="outline">
            {ourStory.contact}
          </ActionLink>
        </div>
      </Section>
    </main>
  );
}
