import type { ReactNode } from "react";

/**
 * The text of one item in a list of cards: its title as a heading with a badge beside it, the lines
 * saying what and when (`children`), and its description when it has one.
 */
export function ItemSummary({
  title,
  badge,
  description,
  children,
}: {
  title: ReactNode;
  badge: ReactNode;
  description?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {badge}
      </div>
      {children}
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}
