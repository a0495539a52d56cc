import { format } from "date-fns";
import { enGB } from "date-fns/locale";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { brand } from "#app/config/brand.ts";
import { SessionRegister } from "#app/features/bookings/components/session-register.tsx";
import { useScheduledSession } from "#app/features/scheduled-sessions/api/get-scheduled-session.ts";
import {
  hasRecordingNews,
  RecordingPromise,
} from "#app/features/scheduled-sessions/components/recording-promise.tsx";
import {
  sessionAudience,
  sessionStatusLabel,
  sessionStatusTone,
} from "#app/features/scheduled-sessions/lib/session-status.ts";
import { timeRange } from "#app/lib/calendar.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Session | ${brand.name}` }];

function BackToSchedule() {
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <Link to={paths.schedule}>
        <ArrowLeft aria-hidden="true" />
        Back to Schedule
      </Link>
    </Button>
  );
}

/** /schedule/{id}: one of the tutor's sessions (an admin's: any) with its roster and, once started, its register. */
export default function Page() {
  const { id } = useParams();
  const sessionId = id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  const query = useScheduledSession(sessionId);
  const session = query.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <BackToSchedule />
      {sessionId === null ? (
        <EmptyState>This session doesn't exist or isn't one of yours.</EmptyState>
      ) : (
        <QueryState query={query} loadingLabel="Loading the session">
          {session ? (
            <>
              <header className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={sessionStatusTone(session.status)}>{sessionStatusLabel(session.status)}</Badge>
                  <span className="text-sm font-medium text-slate-700">{session.subject}</span>
                </div>
                <h1 className="text-3xl font-bold text-slate-900">{session.title}</h1>
              </header>
              <Card>
                <CardHeader>
                  <h2 className="text-lg font-semibold text-slate-900">Session Details</h2>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
                    <dt className="text-slate-600">When</dt>
                    <dd>
                      {format(new Date(session.scheduledFor), "EEEE d MMMM yyyy", { locale: enGB })},{" "}
                      {timeRange(new Date(session.scheduledFor), session.duration)} ({session.duration} min)
                    </dd>
                    <dt className="text-slate-600">For</dt>
                    <dd>{sessionAudience(session)}</dd>
                    {hasRecordingNews(session) ? (
                      <>
                        <dt className="text-slate-600">Recording</dt>
                        <dd>
                          <RecordingPromise
                            session={session}
                            recordingHref={(recording) => paths.recordedLesson(recording.id)}
                          />
                        </dd>
                      </>
                    ) : null}
                    {session.description ? (
                      <>
                        <dt className="text-slate-600">Description</dt>
                        <dd className="whitespace-pre-line">{session.description}</dd>
                      </>
                    ) : null}
                  </dl>
                </CardContent>
              </Card>
              <SessionRegister session={session} />
            </>
          ) : (
            <EmptyState>This session doesn't exist or isn't one of yours.</EmptyState>
          )}
        </QueryState>
      )}
    </div>
  );
}
