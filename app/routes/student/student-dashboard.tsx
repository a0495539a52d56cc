import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import { bookingsQueryOptions } from "#app/features/bookings/api/get-bookings.ts";
import { studentRecordedLessonsQueryOptions } from "#app/features/recorded-lessons/api/get-student-recorded-lessons.ts";
import { upcomingSessionsQueryOptions } from "#app/features/scheduled-sessions/api/get-upcoming-sessions.ts";
import {
  STUDENT_DASHBOARD_SESSIONS,
  StudentUpcomingSessions,
} from "#app/features/scheduled-sessions/components/student-upcoming-sessions.tsx";
import { familyChildrenQueryOptions } from "#app/features/students/api/get-family-children.ts";
import { AddFirstChildNotice } from "#app/features/students/components/add-first-child-notice.tsx";
import { chosenChild } from "#app/features/students/lib/selected-child.ts";
import type { Route } from "./+types/student-dashboard";
import { DASHBOARD_LESSONS, DashboardRecordedLessons } from "./components/dashboard-recorded-lessons.tsx";
import { useScheduleOwner } from "./components/use-schedule-owner.ts";
import { useSessionBooking } from "./components/use-session-booking.tsx";

export const meta = () => [{ title: `Student Dashboard | ${brand.name}` }];

/**
 * The chosen child's upcoming sessions, its recordings and the family's bookings (the sessions' Book and
 * Cancel booking), asked for before the page first draws (decision 055): drawn later, the sessions grew
 * their card from a spinner to three sessions with their booking controls and pushed Learning Materials
 * down on a phone. The family's children come first (the family layout's loader asks for them too: one
 * request), since whose sessions to read depends on them.
 */
const reads: ScreenReads = async (client, user) => {
  await client.prefetchQuery(familyChildrenQueryOptions);
  const children = client.getQueryData(familyChildrenQueryOptions.queryKey);
  // A failed read of the children leaves the cards to show their own state.
  if (!children) return;
  const child = chosenChild(children);
  await Promise.all([
    client.prefetchQuery(
      upcomingSessionsQueryOptions({ limit: STUDENT_DASHBOARD_SESSIONS, studentId: child?.id ?? user.id }),
    ),
    client.prefetchQuery(studentRecordedLessonsQueryOptions(DASHBOARD_LESSONS, child?.id ?? null)),
    children.length > 0 ? client.prefetchQuery(bookingsQueryOptions) : null,
  ]);
};
export const clientLoader = () => prefetchForUser(["parent"], reads);
/**
 * The same reads on the server, drawn into the HTML (decision 057): a route with a `clientLoader` and no
 * server `loader` is drawn as the fallback spinner on the server, so /student needs both.
 */
export const loader = (args: Route.LoaderArgs) => serverPrefetchForUser(args, ["parent"], reads);

/**
 * /student [2§2.3]: welcome by full name, the chosen child's first 3 upcoming sessions, and the Learning
 * Materials with the first 3 recordings.
 */
export default function Page() {
  const user = useUser();
  const { studentId } = useScheduleOwner();
  const booking = useSessionBooking();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <p className="text-sm font-medium text-slate-600">Student Dashboard</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          Welcome, {user.data?.fullName ?? "Student"}
        </h1>
      </div>
      <AddFirstChildNotice />
      <div className="grid gap-6 lg:grid-cols-2">
        <StudentUpcomingSessions studentId={studentId} booking={booking} />
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Learning Materials</h2>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="recorded-lessons" className="grid gap-4">
              <TabsList aria-label="Learning Materials" className="justify-self-start">
                <TabsTrigger value="recorded-lessons">Recorded Lessons</TabsTrigger>
              </TabsList>
              <TabsContent value="recorded-lessons">
                <DashboardRecordedLessons />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
