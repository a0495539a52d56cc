import { CheckCircle2, Laptop, User, Users } from "lucide-react";
import type { ReactNode } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { paths } from "#shared/config/paths.ts";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room-words.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useScheduledSession } from "../api/get-scheduled-session.ts";
import { childrenWhoMayEnter } from "../lib/lesson-room.ts";
import { preparationChecklist, technicalRequirements } from "../lib/session-preparation.ts";
import { BackToSchedule } from "./back-to-schedule.tsx";
import { JoinRoomLinks, JoinSessionLink } from "./join-session-link.tsx";
import {
  SessionDateAndTimeFacts,
  SessionFact,
  SessionFacts,
  SessionPageHeader,
  SessionRecordingFact,
} from "./session-facts.tsx";
import { StudentSessionStatusBadge } from "./student-session-status-badge.tsx";

function NotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Lesson Not Found</h1>
      <p className="text-slate-600">The lesson you're looking for doesn't exist or has been removed.</p>
      <BackToSchedule to={paths.studentSchedule} />
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

/**
 * Join Lesson [2§2.13] while the session is scheduled: into its lesson room for the children who may enter
 * when the product holds one (decision 053), else its streaming link as before.
 */
function JoinLesson({
  session,
  childLabels,
}: {
  session: PortalSession;
  childLabels?: ReadonlyMap<number, string>;
}) {
  if (session.status !== "scheduled") return null;
  if (session.roomAvailable) {
    return childrenWhoMayEnter(session).length > 0 ? (
      <JoinRoomLinks session={session} label="Join Lesson" childLabels={childLabels} />
    ) : (
      <p className="text-sm text-slate-600">{ROOM_MESSAGES.notBooked}</p>
    );
  }
  return session.youtubeUrl ? (
    <div>
      <JoinSessionLink url={session.youtubeUrl} label="Join Lesson" title={session.title} />
    </div>
  ) : (
    <p className="text-sm text-slate-600">The link to join appears here once your tutor adds it.</p>
  );
}

function SessionBody({
  session,
  resources,
  booking,
  recording,
  childLabels,
}: {
  session: PortalSession;
  resources: ReactNode;
  booking: ReactNode;
  recording?: RecordingSlot;
  childLabels?: ReadonlyMap<number, string>;
}) {
  return (
    <div className="grid gap-6">
      <BackToSchedule to={paths.studentSchedule} />
      <SessionPageHeader
        status={<StudentSessionStatusBadge status={session.status} />}
        subject={session.subject}
        title={session.title}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">Lesson Details</h2>
            </CardHeader>
            <CardContent className="grid gap-4">
              <SessionFacts layout="icons">
                <SessionDateAndTimeFacts start={new Date(session.scheduledFor)} duration={session.duration} />
                <SessionFact icon={User} term="Teacher">
                  Expert Tutor
                </SessionFact>
                <SessionFact icon={Users} term="Format">
                  Live Online Group Session
                </SessionFact>
                <SessionRecordingFact
                  session={session}
                  recordingHref={() => paths.studentLesson(session.id)}
                  watch={recording}
                />
              </SessionFacts>
              {booking}
              {session.notes ? (
                <div className="grid gap-1">
                  <h3 className="font-semibold">Lesson Notes</h3>
                  <p className="text-sm whitespace-pre-line text-slate-700">{session.notes}</p>
                </div>
              ) : null}
              <JoinLesson session={session} childLabels={childLabels} />
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
  childLabels,
}: {
  id: number | null;
  resources: (session: PortalSession) => ReactNode;
  /** The session's booking control for the family's children (composed by the route). */
  booking?: (session: PortalSession) => ReactNode;
  /** Once published, the way to watch the session's recording; before, "Recording due by …" shows. */
  recording?: RecordingSlot;
  /** The family's children's labels by id, naming each child's Join into the room. */
  childLabels?: ReadonlyMap<number, string>;
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
          childLabels={childLabels}
        />
      ) : (
        <NotFound />
      )}
    </QueryState>
  );
}
