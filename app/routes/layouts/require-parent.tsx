import { Outlet } from "react-router";
import { paths } from "#app/config/paths.ts";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";

/** Family screens (parent portal and student screens): others go to /, anonymous visitors to /auth [1§2]. */
export default function RequireParent() {
  return (
    <RequireUser roles={["parent"]} otherwise={paths.home}>
      {() => <Outlet />}
    </RequireUser>
  );
}
