import { brand } from "#app/config/brand.ts";
import { prefetchForUser } from "#app/features/auth/lib/prefetch-for-user.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { AdminDashboard } from "#app/routes/admin/components/admin-dashboard.tsx";
import { mediaServerStatusQueryOptions } from "#app/routes/admin/components/lesson-room-card.tsx";

export const meta = () => [{ title: `Admin Dashboard | ${brand.name}` }];

/**
 * The lesson room's card, above the tabs, is asked for before the dashboard first draws (decision 055):
 * drawn later, it pushed the tabs down.
 */
export const clientLoader = () =>
  prefetchForUser(["admin"], () => queryClient.prefetchQuery(mediaServerStatusQueryOptions));

/** /admin: guarded admin-only by the require-admin layout [1§2]. */
export default function Page() {
  return <AdminDashboard />;
}
