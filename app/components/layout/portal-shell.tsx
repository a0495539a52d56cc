import { Menu } from "lucide-react";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { PortalCountKey, PortalSection } from "#app/config/portal-nav.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useMediaQuery } from "#app/lib/use-media-query.ts";
import { Logo } from "./logo.tsx";
import { PortalNav } from "./portal-nav.tsx";
import { SignedInUser } from "./signed-in-user.tsx";

/** Wide screens show the sidebar beside the page; narrower ones open it as a drawer [2§2.4], [2§9]. */
export const WIDE_SCREEN_QUERY = "(min-width: 768px)";
/** Where the sidebar's open or closed state is remembered for the browser session. */
export const SIDEBAR_STATE_KEY = "portal-sidebar-open";

function readSidebarOpen(): boolean {
  try {
    return window.sessionStorage.getItem(SIDEBAR_STATE_KEY) !== "false";
  } catch {
    return true;
  }
}

const sidebarListeners = new Set<() => void>();

function rememberSidebarOpen(open: boolean) {
  try {
    window.sessionStorage.setItem(SIDEBAR_STATE_KEY, String(open));
  } catch {
    // storage refused (private mode): the state lasts until the page reloads
    sidebarMemory = open;
  }
  for (const listener of sidebarListeners) listener();
}

// The state when storage refused to keep it.
let sidebarMemory: boolean | null = null;

/**
 * The sidebar's remembered state: open in the server's render and while the page hydrates (the server
 * cannot read the browser's storage, decision 057), the remembered one right after.
 */
function useSidebarOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      sidebarListeners.add(onChange);
      return () => sidebarListeners.delete(onChange);
    },
    () => sidebarMemory ?? readSidebarOpen(),
    () => true,
  );
}

/**
 * The frame of the tutor and family screens, free of data: the header (menu toggle, logo, the user's
 * initials, name and Logout), the sidebar of `sections` (open by default on wide screens, toggled and
 * remembered for the session) or, under 768 px, a focus-trapped drawer that Escape and navigation close.
 */
export function PortalShell({
  sections,
  exactPaths,
  homeHref,
  user,
  onLogout,
  logoutPending = false,
  counts,
  children,
}: {
  sections: readonly PortalSection[];
  /** Counts beside the sidebar's links (unread messages). */
  counts?: Partial<Record<PortalCountKey, number>>;
  exactPaths?: readonly string[];
  homeHref: string;
  user: { fullName: string; roleLabel: string };
  onLogout: () => void;
  logoutPending?: boolean;
  children: ReactNode;
}) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const sidebarOpen = useSidebarOpen();
  const hydrated = useHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // The drawer closes when its link is followed, and when the screen grows wide enough for the sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new screen
  useEffect(() => setDrawerOpen(false), [pathname, wide]);

  const toggle = () => {
    if (!wide) return setDrawerOpen((open) => !open);
    rememberSidebarOpen(!sidebarOpen);
  };
  const expanded = wide ? sidebarOpen : drawerOpen;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Menu"
            aria-expanded={expanded}
            aria-controls={wide ? "portal-sidebar" : drawerOpen ? "portal-drawer" : undefined}
            onClick={toggle}
          >
            <Menu aria-hidden="true" />
          </Button>
          <Link to={homeHref} aria-label="Home" className="min-w-0 truncate">
            <Logo compact />
          </Link>
          <SignedInUser
            className="ml-auto flex items-center gap-3"
            fullName={user.fullName}
            roleLabel={user.roleLabel}
            onLogout={onLogout}
            logoutPending={logoutPending}
          />
        </div>
      </header>
      <div className="flex flex-1">
        {/* Until the page has hydrated, drawn on every width and shown from 768 px by the style sheet:
            the server does not know the screen's width, and nothing may move when the scripts learn it
            (decision 057). */}
        {wide || !hydrated ? (
          <div
            id="portal-sidebar"
            hidden={!sidebarOpen}
            className="hidden w-64 shrink-0 border-r border-slate-200 bg-white md:block"
          >
            <div className="sticky top-16">
              {/* A new portal (parent to student) draws a new list, rather than moving the old one's
                  sections about with no input the browser counts (a layout shift). */}
              <PortalNav key={homeHref} sections={sections} exactPaths={exactPaths} counts={counts} />
            </div>
          </div>
        ) : null}
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      {wide ? null : (
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogContent
            id="portal-drawer"
            className="top-0 left-0 block h-full max-h-full w-72 max-w-[85vw] translate-x-0 translate-y-0 rounded-none p-0"
          >
            <DialogTitle className="px-7 pt-5">Menu</DialogTitle>
            <DialogDescription className="sr-only">Links to the screens of the portal.</DialogDescription>
            <PortalNav sections={sections} exactPaths={exactPaths} counts={counts} />
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
