import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { RecordedLessonsTable } from "#app/features/recorded-lessons/components/recorded-lessons-table.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";

export const meta = () => [{ title: `Recorded Lessons | ${brand.name}` }];

/**
 * The student's Recorded Lessons [2§2.6]: the library as a table, each lesson played in a dialog; with a
 * child chosen, the lessons of its year and of no year (decision 049).
 */
export default function Page() {
  const { selectedChild, isLoading } = useSelectedChild();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Recorded Lessons"
        description={
          selectedChild
            ? `Watch recorded lessons for ${selectedChild.grade} and for every year.`
            : "Watch recorded lessons."
        }
      />
      {/* Asks for the chosen child's lessons once the choice is known, never first for every year. */}
      <RecordedLessonsTable studentId={isLoading ? undefined : (selectedChild?.id ?? null)} />
    </div>
  );
}
