import { format } from "date-fns";
import { enGB } from "date-fns/locale";
import {
  ArrowLeft,
  CalendarDays,
  CheckCircle2,
  Clock,
  Laptop,
  type LucideIcon,
  PlayCircle,
  User,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { timeRange } from "#app/lib/calendar.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useScheduledSession } from "../api/get-scheduled-session.ts";
import { preparationChecklist, technicalRequirements } from "../lib/session-preparation.ts";
import { JoinSessionLink } from "./join-session-link.tsx";
import { hasRecordingNews, RecordingPromise } from "./recording-promise.tsx";
import { StudentSessionStatusBadge } from "./student-session-status-badge.tsx";

function BackToSchedule() {
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <Link to={paths.studentSchedule}>
        <ArrowLeft aria-hidden="true" />
        Back to Schedule
      </Link>
    </Button>
  );
}

function NotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Lesson Not Found</h1>
      <p className="text-slate-600">The lesson you're looking for doesn't exist or has been removed.</p>
      <BackToSchedule />
    </div>
  );
}

function Loading() {
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        Loading the lesson
      </p>
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-slate-600">
        <Icon className="size-4 text-slate-500" aria-hidden="true" />
        {term}
      </dt>
      <dd className="pl-6 font-medium">{children}</dd>
    </div>
  );
}

function ListCard({ title, icon, items }: { title: string; icon: ReactNode; items: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The way to watch a session's published recording (decision 027), composed by the route. */
type RecordingSlot = (recording: { id: number; title: string }) => ReactNode;

function SessionBody({
  session,
  resources,
  booking,
  recording,
}: {
  session: PortalSession;
  resources: ReactNode;
  booking: ReactNode;
  recording?: RecordingSlot;
}) {
  const start = new Date(session.scheduledFor);
  return (
    <div className="grid gap-6">
      <BackToSchedule />
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StudentSessionStatusBadge status={session.status} />
          <span className="text-sm font-medium text-slate-700">{session.subject}</span>
        </div>
        <h1 className="text-3xl font-bold text-slate-900">{session.title}</h1>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">Lesson Details</h2>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Fact icon={CalendarDays} term="Date">
                  {format(start, "EEEE d MMMM yyyy", { locale: enGB })}
                </Fact>
                <Fact icon={Clock} term="Time">
                  {timeRange(start, session.duration)} ({session.duration} minutes)
                </Fact>
                <Fact icon={User} term="Teacher">
                  Expert Tutor
                </Fact>
                <Fact icon={Users} term="Format">
                  Live Online Group Session
                </Fact>
                {hasRecordingNews(session) ? (
                  <Fact icon={PlayCircle} term="Recording">
                    {session.recording && recording ? (
                      recording(session.recording)
                    ) : (
                      <RecordingPromise
                        session={session}
                        recordingHref={() => paths.studentLesson(session.id)}
                      />
                    )}
                  </Fact>
                ) : null}
              </dl>
              {booking}
              {session.notes ? (
                <div className="grid gap-1">
                  <h3 className="font-semibold">Lesson Notes</h3>
                  <p className="text-sm whitespace-pre-line text-slate-700">{session.notes}</p>
                </div>
              ) : null}
              {session.status === "scheduled" ? (
                session.youtubeUrl ? (
                  <div>
                    <JoinSessionLink url={session.youtubeUrl} label="Join Lesson" title={session.title} />
                  </div>
                ) : (
                  <p className="text-sm text-slate-600">
                    The link to join appears here once your tutor adds it.
                  </p>
                )
              ) : null}
            </CardContent>
          </Card>
          {resources}
        </div>
        <div className="grid content-start gap-6">
          <ListCard
            title="Preparation Checklist"
            icon={<CheckCircle2 className="size-5 text-brand-700" aria-hidden="true" />}
            items={preparationChecklist}
          />
          <ListCard
            title="Technical Requirements"
            icon={<Laptop className="size-5 text-brand-700" aria-hidden="true" />}
            items={technicalRequirements}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * A session's page for the family [2§2.13]: /student/lesson/{id} and /student/session/{id}. `id` is null
 * when the address names no session; a session the family may not see is 'Lesson Not Found' like a missing
 * one. The route passes the resources card for the session's subject.
 */
export function StudentSessionDetail({
  id,
  resources,
  booking,
  recording,
}: {
  id: number | null;
  resources: (session: PortalSession) => ReactNode;
  /** The session's booking control for the family's children (composed by the route). */
  booking?: (session: PortalSession) => ReactNode;
  /** Once published, the way to watch the session's recording; before, "Recording due by …" shows. */
  recording?: RecordingSlot;
}) {
  const query = useScheduledSession(id);
  if (id === null) return <NotFound />;
  if (query.isPending) return <Loading />;
  return (
    <QueryState query={query} loadingLabel="Loading the lesson">
      {query.data ? (
        <SessionBody
          session={query.data}
          resources={resources(query.data)}
          booking={booking?.(query.data)}
          recording={recording}
        />
      ) : (
        <NotFound />
      )}
    </QueryState>
  );
}
