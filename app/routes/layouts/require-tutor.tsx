import { Outlet } from "react-router";
import { paths } from "#app/config/paths.ts";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";

/** Tutor screens (admins too): a signed-in family goes to /student, anonymous visitors to /auth [1§2]. */
export default function RequireTutor() {
  return (
    <RequireUser roles={["tutor", "admin"]} otherwise={paths.student}>
      {() => <Outlet />}
    </RequireUser>
  );
}
