import { Outlet } from "react-router";
import { AppHeader } from "#app/features/auth/components/app-header.tsx";

/** The frame of every signed-in screen: the app header with the account menu. */
export default function SignedInLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <AppHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
