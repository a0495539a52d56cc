import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageSpinner } from "#app/components/ui/spinner.tsx";
import { paths } from "#shared/config/paths.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import { useUser } from "../api/get-user.ts";
import { signInReturningTo } from "../lib/redirect-to.ts";

/**
 * Route guard [1§2 Route guards]: a spinner while the user loads, /auth for anonymous visitors (with
 * `redirectTo`, the page they asked for, to come back to after signing in), `otherwise` for signed-in
 * users without an allowed role, the password-change screen first for accounts with a temporary password,
 * and the two-factor set-up first for admins of an install that requires it.
 */
export function RequireUser({
  roles,
  otherwise,
  children,
}: {
  roles?: readonly CurrentUser["role"][];
  otherwise?: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const { data: user, isPending, isError } = useUser();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (isError || !user) {
    return <Navigate to={signInReturningTo(location.pathname + location.search)} replace />;
  }
  if (user.mustChangePassword && location.pathname !== paths.changePassword) {
    return <Navigate to={paths.changePassword} replace />;
  }
  if (!user.mustChangePassword && user.twoFactorSetupRequired && location.pathname !== paths.twoFactorSetup) {
    return <Navigate to={paths.twoFactorSetup} replace />;
  }
  if (roles && !roles.includes(user.role)) {
    return <Navigate to={otherwise ?? paths.auth} replace />;
  }
  return <>{children(user)}</>;
}
