import { Outlet } from "react-router";
import { RouteError } from "#app/components/layout/route-error.tsx";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { paths } from "#shared/config/paths.ts";

/** Family screens (parent portal and student screens): others go to /, anonymous visitors to /auth [1§2]. */
export default function RequireParent() {
  return (
    <RequireUser roles={["parent"]} otherwise={paths.home}>
      {() => <Outlet />}
    </RequireUser>
  );
}

/** A failing screen shows its error inside the portal, with the navigation still there. */
export function ErrorBoundary() {
  return <RouteError backHref={paths.student} backLabel="Back to Home" />;
}
