import { matchPath, Outlet, useLocation } from "react-router";
import { PortalShell } from "#app/components/layout/portal-shell.tsx";
import { RouteError } from "#app/components/layout/route-error.tsx";
import { FullPageSpinner } from "#app/components/ui/spinner.tsx";
import { portalAreaOf, portalHome, portalSectionsFor } from "#app/config/portal-nav.ts";
import { demoDataQueryOptions, useDemoData } from "#app/features/auth/api/get-demo-data.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { useLogout } from "#app/features/auth/api/logout.ts";
import { AppHeader } from "#app/features/auth/components/app-header.tsx";
import { DemoDataMarker } from "#app/features/auth/components/demo-data-marker.tsx";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import { ROLE_LABEL } from "#app/features/auth/lib/role-labels.ts";
import { useUnreadMessageCount } from "#app/features/messages/api/get-unread-count.ts";
import { useScreenDrawable } from "#app/lib/screen-drawn-by-server.ts";
import { paths, patterns } from "#shared/config/paths.ts";
import { runtimeTimeZone, viewerZoneOf } from "#shared/config/viewer-zone.ts";
import type { Route } from "./+types/signed-in-layout";

/**
 * Screens that keep the plain header: the admin dashboard (its own tabs), the employer's screen, the
 * password screen and the lesson room (the whole width for the lesson's videos, decision 053).
 */
const PLAIN_SCREENS: readonly string[] = [
  paths.admin,
  paths.employer,
  paths.changePassword,
  patterns.lessonRoom,
];
const isPlainScreen = (pathname: string) =>
  PLAIN_SCREENS.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * The user and whether the demo strip shows (the page's HTML preloads both, decision 055), before the
 * frame first draws: the strip then never pushes a drawn page down.
 */
const ROLES = ["admin", "tutor", "parent"] as const;
const reads: ScreenReads = (client) => client.prefetchQuery(demoDataQueryOptions);
export const clientLoader = () => prefetchForUser(ROLES, reads);

/**
 * On the server the same reads, drawn into the HTML (decision 057); a visitor without a valid session is
 * sent to the sign-in page before anything is drawn.
 */
export const loader = async (args: Route.LoaderArgs) => ({
  ...(await serverPrefetchForUser(args, ROLES, reads, { signInFirst: true })),
  // Times are drawn in the viewer's zone: the server draws the screen only when its zone is the viewer's
  // (the cookie the browser sets), else the frame alone and the screen once the page has hydrated.
  drawsScreen: viewerZoneOf(args.request.headers.get("cookie")) === runtimeTimeZone(),
});

/**
 * The frame of every signed-in screen: the portal shell with the sidebar of the user's role and screen,
 * or the plain app header on the plain screens above and while the user loads.
 */
export default function SignedInLayout() {
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const logout = useLogout();
  // Families and tutors take part in messages; admins read them on the dashboard and have no unread.
  const unreadMessages = useUnreadMessageCount(
    Boolean(user && !user.mustChangePassword && user.role !== "admin"),
  );
  // The strip above the frame is drawn with it, never after it (a client navigation has it cached). Only
  // the first answer is waited for: a refused one (an account that must first change its password) is
  // asked again when the strip mounts, and waiting again would swap the frame and the spinner for ever.
  const demoData = useDemoData(Boolean(user));
  const screen = <Screen />;
  if (user && demoData.isPending && !demoData.isFetched) return <FullPageSpinner />;
  // An HR manager has no portal (no family data): only its own screen and /account, in the plain frame.
  if (!user || user.mustChangePassword || user.role === "hr" || isPlainScreen(pathname)) {
    return (
      <div className="flex min-h-screen flex-col bg-slate-50">
        <DemoDataMarker signedIn={Boolean(user)} />
        <AppHeader />
        <main id="main" className="flex-1">
          {screen}
        </main>
      </div>
    );
  }
  return (
    <>
      <DemoDataMarker signedIn />
      <PortalShell
        sections={portalSectionsFor(user.role, pathname)}
        exactPaths={[paths.student]}
        homeHref={portalHome[portalAreaOf(user.role, pathname)]}
        user={{ fullName: user.fullName, roleLabel: ROLE_LABEL[user.role] }}
        onLogout={() => logout.mutate()}
        logoutPending={logout.isPending}
        counts={{ unreadMessages: unreadMessages.data }}
      >
        {screen}
      </PortalShell>
    </>
  );
}

/**
 * The screen below the frame, or a spinner until it may be drawn. A component of its own: the end of the
 * hydration (which `useScreenDrawable` hears) then draws only it again (the screen under it is the same
 * element, so nothing below redraws), not the frame and the whole screen in one task (decision 057,
 * "Hydration in short tasks").
 */
function Screen() {
  return useScreenDrawable() ? <Outlet /> : <FullPageSpinner />;
}

export function ErrorBoundary() {
  return <RouteError backHref={paths.home} backLabel="Back to Home" />;
}
