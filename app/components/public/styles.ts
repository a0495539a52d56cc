/** Class helpers for public pages, kept free of tailwind-merge so marketing pages load less script. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold transition-colors [&_svg]:size-5 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-500 text-slate-950 hover:bg-amber-400",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
  ghost: "text-slate-900 hover:bg-slate-100",
  chat: "bg-emerald-700 text-white hover:bg-emerald-800",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  outlineLight: "border border-white/80 text-white hover:bg-white/10",
} as const;

export type ActionVariant = keyof typeof variants;

const sizes = { md: "px-5 py-2.5 text-base", sm: "px-4 py-2 text-sm" } as const;

/** Classes of a button-like control; pass no conflicting utilities in className (nothing merges them). */
export function actionClass(
  variant: ActionVariant = "primary",
  className?: string,
  size: keyof typeof sizes = "md",
): string {
  return cx(base, sizes[size], variants[variant], className);
}
