import { Link } from "react-router";
import { Logo } from "#app/components/layout/logo.tsx";
import { SignedInUser } from "#app/components/layout/signed-in-user.tsx";
import { ROLE_LABEL } from "#app/features/auth/lib/role-labels.ts";
import { homePathForRole, paths } from "#shared/config/paths.ts";
import { useUser } from "../api/get-user.ts";
import { useLogout } from "../api/logout.ts";

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
          <SignedInUser
            fullName={user.fullName}
            roleLabel={ROLE_LABEL[user.role]}
            onLogout={() => logout.mutate()}
            logoutPending={logout.isPending}
          />
        ) : null}
      </div>
    </header>
  );
}
