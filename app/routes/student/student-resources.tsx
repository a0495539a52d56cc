import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { ResourcesTable } from "#app/features/resources/components/resources-table.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import { resourceYearGroupOf } from "#shared/schemas/resource-year-groups.ts";

export const meta = () => [{ title: `Resources | ${brand.name}` }];

/** What the resources are for: the child's year group, naming its year where the two differ (Primary). */
function yearGroupText(grade: string) {
  const group = resourceYearGroupOf(grade);
  if (group === null) return null;
  return grade.startsWith(group) ? group : `${group} (${grade})`;
}

/**
 * The student's Resources [2§2.11]: the library as a table, each resource's details in a dialog; with a
 * child chosen, the resources of its year group and of none (decision 049).
 */
export default function Page() {
  const { selectedChild, isLoading } = useSelectedChild();
  const group = selectedChild ? yearGroupText(selectedChild.grade) : null;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Resources"
        description={
          selectedChild
            ? group
              ? `Learning resources for ${group} and for every year group.`
              : "Learning resources for every year group."
            : "Learning resources."
        }
      />
      {/* Asks for the chosen child's resources once the choice is known, never first for every year. */}
      <ResourcesTable studentId={isLoading ? undefined : (selectedChild?.id ?? null)} />
    </div>
  );
}
