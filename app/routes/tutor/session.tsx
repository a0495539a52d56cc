import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { SessionRegister } from "#app/features/bookings/components/session-register.tsx";
import { RoomChatLogCard } from "#app/features/lesson-room/components/room-chat-log-card.tsx";
import { useScheduledSession } from "#app/features/scheduled-sessions/api/get-scheduled-session.ts";
import { BackToSchedule } from "#app/features/scheduled-sessions/components/back-to-schedule.tsx";
import { StartLessonLink } from "#app/features/scheduled-sessions/components/join-session-link.tsx";
import { RoomAttendanceCard } from "#app/features/scheduled-sessions/components/room-attendance.tsx";
import {
  SessionFact,
  SessionFacts,
  SessionPageHeader,
  SessionRecordingFact,
  SessionTextFact,
  SessionWhenFact,
} from "#app/features/scheduled-sessions/components/session-facts.tsx";
import {
  sessionAudience,
  sessionStatusLabel,
  sessionStatusTone,
} from "#app/features/scheduled-sessions/lib/session-status.ts";
import { useRowIdParam } from "#app/lib/use-row-id-param.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Session | ${brand.name}` }];

/**
 * /schedule/{id}: one of the tutor's sessions (an admin's: any) with Start Lesson (an admin's Observe
 * Lesson) while its room is open, its roster and, once started, its register beside the room's attendance
 * and the chat the room kept.
 */
export default function Page() {
  const sessionId = useRowIdParam();
  const user = useUser();
  const query = useScheduledSession(sessionId);
  const session = query.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <BackToSchedule to={paths.schedule} />
      {sessionId === null ? (
        <EmptyState>This session doesn't exist or isn't one of yours.</EmptyState>
      ) : (
        <QueryState query={query} loadingLabel="Loading the session">
          {session ? (
            <>
              <SessionPageHeader
                status={
                  <Badge tone={sessionStatusTone(session.status)}>{sessionStatusLabel(session.status)}</Badge>
                }
                subject={session.subject}
                title={session.title}
              />
              <Card>
                <CardHeader>
                  <h2 className="text-lg font-semibold text-slate-900">Session Details</h2>
                </CardHeader>
                <CardContent>
                  <SessionFacts>
                    <SessionWhenFact start={new Date(session.scheduledFor)} duration={session.duration} />
                    <SessionFact term="For">{sessionAudience(session)}</SessionFact>
                    <SessionRecordingFact
                      session={session}
                      recordingHref={(recording) => paths.recordedLesson(recording.id)}
                    />
                    <SessionTextFact term="Description" text={session.description} />
                  </SessionFacts>
                  <StartLessonLink
                    session={session}
                    label={user.data?.role === "admin" ? "Observe Lesson" : "Start Lesson"}
                  />
                </CardContent>
              </Card>
              <SessionRegister session={session} />
              <RoomAttendanceCard session={session} />
              <RoomChatLogCard session={session} />
            </>
          ) : (
            <EmptyState>This session doesn't exist or isn't one of yours.</EmptyState>
          )}
        </QueryState>
      )}
    </div>
  );
}
