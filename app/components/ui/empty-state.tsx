import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** What a list shows when it has nothing to list. */
export function EmptyState({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("py-6 text-center text-slate-600", className)} {...props} />;
}
