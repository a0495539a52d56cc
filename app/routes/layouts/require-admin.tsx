import { Outlet } from "react-router";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { homePathForRole, paths } from "#shared/config/paths.ts";

/**
 * Admin-only: anonymous visitors and tutors go to /auth [1§2]; a signed-in family goes to its own home
 * instead of a sign-in form it cannot use (decision 021).
 */
export default function RequireAdmin() {
  return (
    <RequireUser
      roles={["admin"]}
      otherwise={(user) => (user.role === "parent" ? homePathForRole(user.role) : paths.auth)}
    >
      {() => <Outlet />}
    </RequireUser>
  );
}
