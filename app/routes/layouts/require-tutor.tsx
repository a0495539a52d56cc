import { Outlet } from "react-router";
import { RouteError } from "#app/components/layout/route-error.tsx";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { paths } from "#shared/config/paths.ts";

/** Tutor screens (admins too): a signed-in family goes to /student, anonymous visitors to /auth [1§2]. */
export default function RequireTutor() {
  return (
    <RequireUser roles={["tutor", "admin"]} otherwise={paths.student}>
      {() => <Outlet />}
    </RequireUser>
  );
}

/** A failing screen shows its error inside the portal, with the navigation still there. */
export function ErrorBoundary() {
  return <RouteError backHref={paths.dashboard} backLabel="Back to Dashboard" />;
}
