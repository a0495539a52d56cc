import { ExternalLink } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { EditDeleteButtons } from "#app/components/ui/edit-delete-buttons.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { tabOf } from "../lib/live-session-views.ts";
import { LiveSessionItem } from "./live-session-item.tsx";

/** A tab's sessions as cards: status, subject, year, time, link, and Edit and Delete. */
export function LiveSessionsList({
  sessions,
  empty,
  showTutor,
  onEdit,
  onDelete,
  deletingId,
}: {
  sessions: LiveSession[];
  empty: string;
  /** Admins see everyone's sessions, so each card names its tutor. */
  showTutor: boolean;
  onEdit: (session: LiveSession) => void;
  onDelete: (session: LiveSession) => void;
  deletingId: number | null;
}) {
  if (sessions.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="grid gap-3">
      {sessions.map((session) => (
        <LiveSessionItem
          key={session.id}
          session={session}
          className="md:grid-cols-[1fr_auto] md:items-center"
          detail={showTutor && session.tutorName ? ` · ${session.tutorName}` : ""}
          when={
            <>
              <time dateTime={session.scheduledFor}>{formatDateTime(session.scheduledFor)}</time> ·{" "}
              {session.duration} minutes
            </>
          }
        >
          <div className="flex flex-wrap gap-2 md:justify-end">
            {session.youtubeUrl ? (
              <Button asChild size="sm">
                <a href={session.youtubeUrl} target="_blank" rel="noreferrer noopener">
                  <ExternalLink aria-hidden="true" />
                  {tabOf(session) === "upcoming" ? "Join" : "Open Link"}
                  <span className="sr-only">: {session.title} (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            <EditDeleteButtons
              name={session.title}
              onEdit={() => onEdit(session)}
              onDelete={() => onDelete(session)}
              deleting={deletingId === session.id}
            />
          </div>
        </LiveSessionItem>
      ))}
    </ul>
  );
}
