// No tailwind-merge here: the root shell (and so every public page) imports this file.
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      className={className ? `inline-flex items-center ${className}` : "inline-flex items-center"}
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
