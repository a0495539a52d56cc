import { useSearchParams } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import type { ResourceFolder } from "#app/features/resources/api/get-student-resources.ts";
import { ResourceFolders } from "#app/features/resources/components/resource-folders.tsx";
import { ResourcesManager } from "#app/features/resources/components/resources-manager.tsx";
import { isResourceFolder } from "#app/features/resources/lib/resource-folders.ts";
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
  const [searchParams, setSearchParams] = useSearchParams();
  const yearGroup = searchParams.get("yearGroup") ?? "";
  const subject = searchParams.get("subject") ?? "";
  // The open folder lives in the address, so the browser's Back returns to the folders.
  const folder = isResourceFolder(yearGroup, subject) ? { yearGroup, subject } : null;
  const openFolder = (next: ResourceFolder | null) => setSearchParams(next ?? {});
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
        <>
          <PageHeading
            title="Resources"
            description="Worksheets and links by year group and subject. Choose a folder to see what it holds."
          />
          <ResourceFolders folder={folder} onFolderChange={openFolder} />
        </>
      )}
    </div>
  );
}
