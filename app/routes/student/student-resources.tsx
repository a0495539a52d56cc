import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { ResourcesTable } from "#app/features/resources/components/resources-table.tsx";

export const meta = () => [{ title: `Resources | ${brand.name}` }];

/** The student's Resources [2§2.11]: the library as a table, each resource's details in a dialog. */
export default function Page() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Resources" description="Learning resources." />
      <ResourcesTable />
    </div>
  );
}
