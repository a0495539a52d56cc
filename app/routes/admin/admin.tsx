import { brand } from "#app/config/brand.ts";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import { AdminDashboard } from "#app/routes/admin/components/admin-dashboard.tsx";
import { mediaServerStatusQueryOptions } from "#app/routes/admin/components/lesson-room-card.tsx";
import type { Route } from "./+types/admin";

export const meta = () => [{ title: `Admin Dashboard | ${brand.name}` }];

/**
 * The lesson room's card, above the tabs, is asked for before the dashboard first draws (decision 055):
 * drawn later, it pushed the tabs down.
 */
const reads: ScreenReads = (client) => client.prefetchQuery(mediaServerStatusQueryOptions);
export const clientLoader = () => prefetchForUser(["admin"], reads);
/** The same read on the server, drawn into the HTML (decision 057). */
export const loader = (args: Route.LoaderArgs) => serverPrefetchForUser(args, ["admin"], reads);

/** /admin: guarded admin-only by the require-admin layout [1§2]. */
export default function Page() {
  return <AdminDashboard />;
}
