import { Outlet } from "react-router";
import { RequireUser } from "#app/features/auth/components/require-user.tsx";

/** Any signed-in user; anonymous visitors go to /auth. */
export default function RequireSignedIn() {
  return <RequireUser>{() => <Outlet />}</RequireUser>;
}
