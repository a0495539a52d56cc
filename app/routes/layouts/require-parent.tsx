import { Outlet, useLocation } from "react-router";
import { RouteError } from "#app/components/layout/route-error.tsx";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import { familyChildrenQueryOptions } from "#app/features/students/api/get-family-children.ts";
import { ChildSwitcher } from "#app/features/students/components/child-switcher.tsx";
import { paths } from "#shared/config/paths.ts";
import type { Route } from "./+types/require-parent";

/** True on the student screens (/student and /student/*), which show what is meant for one child. */
const isStudentScreen = (pathname: string) =>
  pathname === paths.student || pathname.startsWith(`${paths.student}/`);

/**
 * Every family screen starts from the family's children (whose sessions, which child is chosen): asked
 * for before the screen first draws, instead of after the guard has (decision 055).
 */
const reads: ScreenReads = (client) => client.prefetchQuery(familyChildrenQueryOptions);
export const clientLoader = () => prefetchForUser(["parent"], reads);
/** The same read on the server, drawn into the HTML (decision 057). */
export const loader = (args: Route.LoaderArgs) => serverPrefetchForUser(args, ["parent"], reads);

/**
 * Family screens (parent portal and student screens): a signed-in account of another role goes to /,
 * anonymous visitors to /auth [1§2].
 * The student screens carry the child switcher above them (it shows only with two or more children).
 */
export default function RequireParent() {
  const { pathname } = useLocation();
  return (
    <RequireUser roles={["parent"]} otherwise={paths.home}>
      {() =>
        isStudentScreen(pathname) ? (
          <>
            <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 empty:hidden">
              <ChildSwitcher />
            </div>
            <Outlet />
          </>
        ) : (
          <Outlet />
        )
      }
    </RequireUser>
  );
}

/** A failing screen shows its error inside the portal, with the navigation still there. */
export function ErrorBoundary() {
  return <RouteError backHref={paths.student} backLabel="Back to Home" />;
}
