import { brand } from "#app/config/brand.ts";
import { WatchRecordingButton } from "#app/features/recorded-lessons/components/watch-recording-button.tsx";
import { StudentSessionDetail } from "#app/features/scheduled-sessions/components/student-session-detail.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import { useRowIdParam } from "#app/lib/use-row-id-param.ts";
import { SessionResourcesCard } from "./components/session-resources-card.tsx";
import { useChildLabels } from "./components/use-child-labels.ts";
import { useSessionBooking } from "./components/use-session-booking.tsx";

export const meta = () => [{ title: `Lesson | ${brand.name}` }];

/**
 * /student/lesson/{id} and /student/session/{id} [2§2.13]: one session's page with the resources of its
 * subject and year — a one-to-one session of no year has its child's (decision 049).
 */
export default function Page() {
  const sessionId = useRowIdParam();
  const booking = useSessionBooking();
  const { children } = useSelectedChild();
  const childLabels = useChildLabels();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <StudentSessionDetail
        key={sessionId ?? "none"}
        id={sessionId}
        resources={(session) => (
          <SessionResourcesCard
            subject={session.subject}
            academicYear={
              session.academicYear ?? children.find((child) => child.id === session.studentId)?.grade ?? null
            }
          />
        )}
        recording={(recording) => <WatchRecordingButton id={recording.id} title={recording.title} />}
        booking={booking}
        childLabels={childLabels}
      />
    </div>
  );
}
