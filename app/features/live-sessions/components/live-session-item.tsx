import type { ReactNode } from "react";
import { ItemSummary } from "#app/components/ui/item-summary.tsx";
import { cn } from "#app/lib/utils.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { LiveSessionStatusBadge } from "./live-session-status-badge.tsx";

/**
 * One live session in a list, for tutors and families alike: title and status, subject and year (then
 * `detail`), `when`, the description, and the session's actions (children). `className` sets where the
 * actions move beside the details.
 */
export function LiveSessionItem({
  session,
  className,
  detail,
  when,
  children,
}: {
  session: LiveSession;
  className: string;
  detail?: ReactNode;
  when: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={cn("grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <ItemSummary
        title={session.title}
        badge={<LiveSessionStatusBadge status={session.status} />}
        description={session.description}
      >
        <p className="text-sm text-slate-700">
          {session.subject} · {session.academicYear ?? "Every year"}
          {detail}
        </p>
        <p className="text-sm text-slate-700">{when}</p>
      </ItemSummary>
      {children}
    </li>
  );
}
