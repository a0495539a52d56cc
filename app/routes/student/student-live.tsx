import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { FamilyLiveSessions } from "#app/features/live-sessions/components/family-live-sessions.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";

export const meta = () => [{ title: `Live Sessions | ${brand.name}` }];

/** /student/live: the live sessions meant for the chosen child, Join while live. */
export default function Page() {
  const { selectedChild, isLoading } = useSelectedChild();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Live Sessions" description="Live lessons coming up, and the ones on now to join." />
      {/* Asks for the chosen child's year once the choice is known, never first for every year. */}
      <FamilyLiveSessions grade={isLoading ? undefined : (selectedChild?.grade ?? null)} />
    </div>
  );
}
