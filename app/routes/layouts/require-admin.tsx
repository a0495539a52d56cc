import { Outlet } from "react-router";
import { paths } from "#app/config/paths.ts";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";

/** Admin-only: anyone else goes to /auth [1§2]. */
export default function RequireAdmin() {
  return (
    <RequireUser roles={["admin"]} otherwise={paths.auth}>
      {() => <Outlet />}
    </RequireUser>
  );
}
