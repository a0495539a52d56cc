import { brand } from "#app/config/brand.ts";
import { AdminDashboard } from "#app/routes/admin/components/admin-dashboard.tsx";

export const meta = () => [{ title: `Admin Dashboard | ${brand.name}` }];

/** /admin: guarded admin-only by the require-admin layout [1§2]. */
export default function Page() {
  return <AdminDashboard />;
}
