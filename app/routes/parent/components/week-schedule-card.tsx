import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { SessionBooking } from "#app/features/bookings/components/session-booking.tsx";
import { useUpcomingSessions } from "#app/features/scheduled-sessions/api/get-upcoming-sessions.ts";
import { SessionsList } from "#app/features/scheduled-sessions/components/sessions-list.tsx";
import { useFamilyChildren } from "#app/features/students/api/get-family-children.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import type { FamilyChild } from "#shared/schemas/students.ts";

/** How many upcoming sessions the parent dashboard lists [2§9]. */
export const PARENT_UPCOMING_COUNT = 5;

/**
 * Which of the family's children a session is for (decision 019): a one-to-one session's child, or, for
 * a group session, the children in its year group, by label ("for Olivia"); null when none of them is.
 */
export function sessionChildren(
  session: Pick<PortalSession, "studentLabel" | "academicYear">,
  children: readonly Pick<FamilyChild, "label" | "grade">[],
) {
  if (session.studentLabel) return `for ${session.studentLabel}`;
  const inYear = children.filter((child) => child.grade === session.academicYear).map((child) => child.label);
  return inYear.length > 0 ? `for ${inYear.join(" & ")}` : null;
}

/**
 * This Week's Schedule [2§2.14]: the family's next 5 sessions (future, not cancelled, soonest first, as
 * `GET /api/scheduled-sessions/upcoming?limit=5` answers them for the family), each with the child it is for and
 * the booking control the student screens show (decision 024).
 */
export function WeekScheduleCard() {
  const sessions = useUpcomingSessions({ limit: PARENT_UPCOMING_COUNT });
  const children = useFamilyChildren();
  const next = sessions.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">This Week's Schedule</h2>
        <Badge tone="success">15 Live Lessons Weekly</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState query={sessions} loadingLabel="Loading upcoming sessions">
          <SessionsList
            rows={next}
            empty="No sessions scheduled"
            tutorName={(row) => {
              const session = next.find((candidate) => candidate.id === row.id);
              return [
                session ? sessionChildren(session, children.data ?? []) : null,
                row.tutorName ?? "Expert Tutor",
              ]
                .filter(Boolean)
                .join(" · ");
            }}
            actions={(row) => {
              const session = next.find((candidate) => candidate.id === row.id);
              return session ? <SessionBooking session={session} familyChildren={children.data} /> : null;
            }}
          />
        </QueryState>
        <Link
          to={paths.studentSchedule}
          className="w-fit text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          View Full Schedule
        </Link>
      </CardContent>
    </Card>
  );
}
