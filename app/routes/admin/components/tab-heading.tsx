import type { ReactNode } from "react";

/** A tab's heading and description, with its actions beside them on wider screens. */
export function TabHeading({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
