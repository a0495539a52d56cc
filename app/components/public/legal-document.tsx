import type { ReactNode } from "react";
import { Prose } from "#app/components/public/page-sections.tsx";

export type LegalSection = { title: string; paragraphs?: readonly string[]; items?: readonly string[] };

/** A policy page: title, last-updated date, introduction and numbered sections. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  children,
}: {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  return (
    <main id="main">
      <Prose>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="text-sm text-slate-600">Last updated: {lastUpdated}</p>
        <p className="text-lg">{intro}</p>
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
      </Prose>
    </main>
  );
}
