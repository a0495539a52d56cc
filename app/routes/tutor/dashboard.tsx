import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { prefetchForUser } from "#app/features/auth/lib/prefetch-for-user.ts";
import { dashboardSummaryQueryOptions } from "#app/features/dashboard/api/get-dashboard-summary.ts";
import { DashboardCounts } from "#app/features/dashboard/components/dashboard-counts.tsx";
import { RecentRecordings } from "#app/features/dashboard/components/recent-recordings.tsx";
import { upcomingSessionsQueryOptions } from "#app/features/scheduled-sessions/api/get-upcoming-sessions.ts";
import {
  DASHBOARD_UPCOMING_COUNT,
  UpcomingSessionsCard,
} from "#app/features/scheduled-sessions/components/upcoming-sessions-card.tsx";
import { queryClient } from "#app/lib/query-client.ts";

export const meta = () => [{ title: `Dashboard | ${brand.name}` }];

/** The counts and sessions, asked for before the page first draws (decision 055); the cards read the cache. */
export const clientLoader = () =>
  prefetchForUser(["tutor", "admin"], () =>
    Promise.all([
      queryClient.prefetchQuery(dashboardSummaryQueryOptions),
      queryClient.prefetchQuery(upcomingSessionsQueryOptions({ limit: DASHBOARD_UPCOMING_COUNT })),
    ]),
  );

/** The tutor/admin dashboard [2§2.2]: counts, upcoming sessions and the newest recordings. */
export default function Page() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Dashboard" description="Your lessons, live sessions, students and resources." />
      <DashboardCounts />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <UpcomingSessionsCard />
        </div>
        <RecentRecordings />
      </div>
    </div>
  );
}
