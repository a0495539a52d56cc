import type * as React from "react";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/utils.ts";

/** A grey placeholder where content is still loading; hidden from screen readers (say so with a Spinner). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />
  );
}

/** A column of `count` placeholder rows while a list loads, announced by a hidden spinner saying `label`. */
export function SkeletonList({
  label,
  count = 3,
  className = "h-28",
}: {
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <div className="grid gap-3">
      <Spinner label={label} className="sr-only" />
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}
