import { Radio } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { timeRange } from "#app/lib/calendar.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useFamilyLiveSessionPages } from "../api/get-family-live-session-pages.ts";
import { LiveSessionItem } from "./live-session-item.tsx";

/**
 * /student/live: the family's live and coming live sessions (GET /api/live-sessions answers what the family
 * may see), soonest first, narrowed to the chosen child's year; Join opens the stream while it is live.
 * `grade` is the chosen child's year, null for every year, undefined while the choice loads. The server narrows the list and answers it a
 * page at a time, with Show more for the next (decision 040).
 */
export function FamilyLiveSessions({ grade }: { grade: string | null | undefined }) {
  const { query, sessions } = useFamilyLiveSessionPages(grade);
  return (
    <QueryState query={query} loadingLabel="Loading live sessions">
      {sessions.length === 0 ? (
        <EmptyState className="rounded-lg border border-slate-200 bg-white">
          No live sessions are coming up.
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <ul className="grid gap-3" aria-label="Live sessions">
            {sessions.map((session) => {
              const start = new Date(session.scheduledFor);
              return (
                <LiveSessionItem
                  key={session.id}
                  session={session}
                  className="sm:grid-cols-[1fr_auto] sm:items-center"
                  when={
                    <time dateTime={session.scheduledFor}>
                      {formatDate(start)}, {timeRange(start, session.duration)}
                    </time>
                  }
                >
                  {session.status === "live" && session.youtubeUrl ? (
                    <Button asChild className="justify-self-start">
                      <a href={session.youtubeUrl} target="_blank" rel="noopener noreferrer">
                        <Radio aria-hidden="true" />
                        Join
                        <span className="sr-only">: {session.title} (opens in a new tab)</span>
                      </a>
                    </Button>
                  ) : null}
                </LiveSessionItem>
              );
            })}
          </ul>
          <ShowMore query={query} label="Show more live sessions" />
        </div>
      )}
    </QueryState>
  );
}
