import { Outlet } from "react-router";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { paths } from "#shared/config/paths.ts";

/** Admin-only: anyone who is not an admin, or not signed in, goes to /auth [1§2]. */
export default function RequireAdmin() {
  return (
    <RequireUser roles={["admin"]} otherwise={paths.auth}>
      {() => <Outlet />}
    </RequireUser>
  );
}
