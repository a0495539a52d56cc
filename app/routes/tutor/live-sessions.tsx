import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { LiveSessionsManager } from "#app/features/live-sessions/components/live-sessions-manager.tsx";

export const meta = () => [{ title: `Live Sessions | ${brand.name}` }];

/** /live-sessions [2§2.8]: a tutor's own live sessions; an admin's view holds everyone's, by tutor. */
export default function Page() {
  const user = useUser();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Live Sessions"
        description="Schedule live sessions, share their streaming links and keep their status up to date."
      />
      <LiveSessionsManager showTutor={user.data?.role === "admin"} />
    </div>
  );
}
