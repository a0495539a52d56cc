import type { ReactNode } from "react";
import { cx } from "#app/components/public/styles.ts";

/** The words of a page's top band, as each page's content module states them. */
export type HeroContent = { eyebrow?: string; title: string; lead: string };

/** The top band of a public page: the page's only h1, a lead paragraph, actions and an illustration. */
export function PageHero({
  hero: { eyebrow, title, lead },
  actions,
  illustration,
}: {
  hero: HeroContent;
  actions?: ReactNode;
  illustration?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cx(
          "mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16",
          illustration ? "lg:grid-cols-[1.2fr_1fr]" : undefined,
        )}
      >
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <div className="mt-5 max-w-2xl text-lg text-slate-700">
            <p>{lead}</p>
          </div>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {illustration ? <div className="mx-auto w-full max-w-md">{illustration}</div> : null}
      </div>
    </section>
  );
}

/** A page section with an h2, an optional intro and content. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
  narrow = false,
  className,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "plain" | "muted" | "brand";
  /** Keeps the content to a reading width (FAQs, quotes). */
  narrow?: boolean;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        "scroll-mt-20",
        tone === "muted" && "bg-slate-50",
        tone === "brand" && "bg-brand-800 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2
          id={headingId}
          className={cx(
            "text-2xl font-bold tracking-tight sm:text-3xl",
            tone === "brand" ? "text-white" : "text-slate-900",
          )}
        >
          {title}
        </h2>
        {intro ? (
          <div
            className={cx("mt-3 max-w-3xl text-lg", tone === "brand" ? "text-brand-50" : "text-slate-700")}
          >
            {intro}
          </div>
        ) : null}
        {children ? (
          <div className="mt-8">{narrow ? <div className="max-w-3xl">{children}</div> : children}</div>
        ) : null}
      </div>
    </section>
  );
}

export type Feature = { title: string; text: string };

/** A grid of titled cards, each with an optional icon. */
export function FeatureGrid({
  items,
  icons,
  columns = 3,
}: {
  items: readonly Feature[];
  icons?: readonly ReactNode[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cx(
        "grid gap-5 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {items.map((item, index) => (
        <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {icons?.[index] ? (
            <div className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6">
              {icons[index]}
            </div>
          ) : null}
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cx("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 text-emerald-700" aria-hidden="true">
            <path
              d="M4 10.5l4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps. */
export function Steps({ items }: { items: readonly Feature[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

export type Quote = { quote: string; by: string; context?: string };

/** A testimonial or quotation. */
export function QuoteCard({ quote, tone = "plain" }: { quote: Quote; tone?: "plain" | "brand" }) {
  return (
    <figure
      className={cx(
        "rounded-lg p-6 sm:p-8",
        tone === "brand" ? "bg-brand-800 text-white" : "border border-slate-200 bg-white shadow-sm",
      )}
    >
      <blockquote className="text-lg leading-relaxed">
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption className={cx("mt-4 text-sm", tone === "brand" ? "text-brand-50" : "text-slate-600")}>
        <span className="font-semibold">{quote.by}</span>
        {quote.context ? <>, {quote.context}</> : null}
      </figcaption>
    </figure>
  );
}

/** The closing call-to-action band of a page. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="bg-brand-800">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

/** Body text of long pages (policies): readable line length and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-slate-800 sm:px-6 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
