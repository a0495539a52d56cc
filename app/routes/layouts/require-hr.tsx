import { Outlet } from "react-router";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";
import { paths } from "#shared/config/paths.ts";

/** HR managers only (DECISIONS.md): anyone else, or not signed in, goes to /auth, as for /admin. */
export default function RequireHr() {
  return (
    <RequireUser roles={["hr"]} otherwise={paths.auth}>
      {() => <Outlet />}
    </RequireUser>
  );
}
