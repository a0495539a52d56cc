import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

const tones = {
  success: "bg-green-100 text-green-800 border-green-300",
  neutral: "bg-slate-100 text-slate-700 border-slate-300",
  warning: "bg-yellow-100 text-yellow-900 border-yellow-300",
  danger: "bg-red-50 text-red-800 border-red-200",
  info: "bg-blue-50 text-blue-800 border-blue-200",
  caution: "bg-orange-50 text-orange-900 border-orange-300",
} as const;

export type BadgeTone = keyof typeof tones;

/** A short status word in a pill; it never wraps. */
export function Badge({
  tone = "neutral",
  className,
  ...props
}: React.ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
