import { Outlet } from "react-router";
import { RouteError } from "#app/components/layout/route-error.tsx";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { paths } from "#shared/config/paths.ts";

/** Any signed-in user; anonymous visitors go to /auth. */
export default function RequireSignedIn() {
  return <RequireUser>{() => <Outlet />}</RequireUser>;
}

/** A failing screen shows its error inside the portal, with the navigation still there. */
export function ErrorBoundary() {
  return <RouteError backHref={paths.home} backLabel="Back to Home" />;
}
