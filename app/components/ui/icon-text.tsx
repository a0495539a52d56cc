import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A short fact with its icon before it (the icon is decoration, hidden from screen readers). */
export function IconText({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1">
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </span>
  );
}
