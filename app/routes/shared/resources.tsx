import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { ResourcesManager } from "#app/features/resources/components/resources-manager.tsx";
import type { Resource } from "#shared/schemas/resources.ts";

export const meta = () => [{ title: `Resources | ${brand.name}` }];

/**
 * /resources (DECISIONS.md "Portals: who reaches which screen"): tutors and admins manage the shared
 * library [2§2.10]; what may be changed follows the server's rule, an admin every resource, a tutor
 * their own. Families get the folder browser by year group and subject.
 */
export default function Page() {
  const { data: user } = useUser();
  const manages = user?.role === "admin" || user?.role === "tutor";
  const canChange = (resource: Resource) =>
    user?.role === "admin" || (user?.role === "tutor" && resource.tutorId === user.id);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      {manages ? (
        <>
          <PageHeading
            title="Resources"
            description="Worksheets, slides, quizzes and links for every year group, shared with families."
          />
          <ResourcesManager canChange={canChange} />
        </>
      ) : (
        <PageHeading title="Resources" description="Learning resources." />
      )}
    </div>
  );
}
