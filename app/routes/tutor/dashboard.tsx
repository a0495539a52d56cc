import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import { dashboardSummaryQueryOptions } from "#app/features/dashboard/api/get-dashboard-summary.ts";
import { DashboardCounts } from "#app/features/dashboard/components/dashboard-counts.tsx";
import { RecentRecordings } from "#app/features/dashboard/components/recent-recordings.tsx";
import { upcomingSessionsQueryOptions } from "#app/features/scheduled-sessions/api/get-upcoming-sessions.ts";
import {
  DASHBOARD_UPCOMING_COUNT,
  UpcomingSessionsCard,
} from "#app/features/scheduled-sessions/components/upcoming-sessions-card.tsx";
import type { Route } from "./+types/dashboard";

export const meta = () => [{ title: `Dashboard | ${brand.name}` }];

/** The counts and sessions, asked for before the page first draws (decision 055); the cards read the cache. */
const ROLES = ["tutor", "admin"] as const;
const reads: ScreenReads = (client) =>
  Promise.all([
    client.prefetchQuery(dashboardSummaryQueryOptions),
    client.prefetchQuery(upcomingSessionsQueryOptions({ limit: DASHBOARD_UPCOMING_COUNT })),
  ]);
export const clientLoader = () => prefetchForUser(ROLES, reads);
/** The same reads on the server, drawn into the HTML (decision 057). */
export const loader = (args: Route.LoaderArgs) => serverPrefetchForUser(args, ROLES, reads);

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
