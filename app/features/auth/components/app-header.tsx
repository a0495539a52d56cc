import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "#app/components/layout/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { initialsOf } from "#app/lib/utils.ts";
import { homePathForRole, paths } from "#shared/config/paths.ts";
import { useUser } from "../api/get-user.ts";
import { useLogout } from "../api/logout.ts";

const ROLE_LABEL = { admin: "Admin", tutor: "Tutor", parent: "Parent" } as const;

/** Header of the signed-in screens: home by role, who is signed in, and Logout. */
export function AppHeader() {
  const { data: user } = useUser();
  const logout = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={user ? homePathForRole(user.role) : paths.home} aria-label="Home">
          <Logo />
        </Link>
        {user ? (
          <div className="flex items-center gap-3">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
              aria-hidden="true"
            >
              {initialsOf(user.fullName)}
            </span>
            <span className="hidden text-sm sm:block">
              <span className="block font-medium">{user.fullName}</span>
              <span className="block text-slate-600">{ROLE_LABEL[user.role]}</span>
            </span>
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
