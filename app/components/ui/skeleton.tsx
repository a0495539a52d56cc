import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** A grey placeholder where content is still loading; hidden from screen readers (say so with a Spinner). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />
  );
}
