import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cx } from "#app/components/public/styles.ts";

export type FaqItem = { question: string; answer: string };

/** An accordion: one answer open at a time; choosing the open question again closes it. */
export function Faq({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 3 | 4 }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-12 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cx("size-5 shrink-0 transition-transform", expanded && "rotate-180")}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
