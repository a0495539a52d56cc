import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** A list's toolbar: its filters in a grid (`filtersClassName` sets the columns), its actions at the end. */
export function Toolbar({
  filters,
  filtersClassName,
  children,
}: {
  filters: ReactNode;
  filtersClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className={cn("grid gap-3", filtersClassName)}>{filters}</div>
      {children}
    </div>
  );
}
