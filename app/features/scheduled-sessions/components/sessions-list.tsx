import type { ReactNode } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";

/** A session as the list shows it: a scheduled session, or a live one (which may lack the year). */
export type SessionRow = Pick<
  ScheduledSession,
  "id" | "title" | "subject" | "scheduledFor" | "duration" | "status" | "youtubeUrl"
> & {
  academicYear?: string | null;
  tutorName?: string | null;
  /** Seats of a scheduled group session (live sessions have none). */
  capacity?: number;
  bookedCount?: number | null;
  tutorId: number;
};

/** Sessions with their subject, year, tutor, time, length and status, or `empty` when there are none. */
export function SessionsList({
  rows,
  empty,
  tutorName,
  actions,
}: {
  rows: SessionRow[];
  empty: string;
  tutorName: (row: SessionRow) => string;
  /** What the viewer may do with a row (the admin's Cancel session and Delete). */
  actions?: (row: SessionRow) => ReactNode;
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="grid gap-3" aria-label="Sessions">
      {rows.map((row) => (
        <li
          key={row.id}
          className="grid gap-1 rounded-md border border-slate-200 p-4 sm:grid-cols-[1fr_auto]"
        >
          <div>
            <p className="font-semibold text-slate-900">{row.title}</p>
            <p className="text-sm text-slate-600">
              {row.subject}
              {row.academicYear ? ` · ${row.academicYear}` : ""} · {tutorName(row)}
            </p>
            {row.youtubeUrl ? (
              <a
                className="text-sm text-brand-700 underline"
                href={row.youtubeUrl}
                target="_blank"
                rel="noreferrer"
              >
                Session link
              </a>
            ) : null}
          </div>
          <div className="text-sm text-slate-700 sm:text-right">
            <p>{formatDateTime(row.scheduledFor)}</p>
            <p>
              {row.duration} minutes · <span className="capitalize">{row.status}</span>
            </p>
            {row.bookedCount !== undefined && row.bookedCount !== null && row.capacity !== undefined ? (
              <p>
                {row.bookedCount} of {row.capacity} seats booked
              </p>
            ) : null}
          </div>
          {actions ? <div className="sm:col-span-2">{actions(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
