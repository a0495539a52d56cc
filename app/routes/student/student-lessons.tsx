import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { RecordedLessonsTable } from "#app/features/recorded-lessons/components/recorded-lessons-table.tsx";

export const meta = () => [{ title: `Recorded Lessons | ${brand.name}` }];

/** The student's Recorded Lessons [2§2.6]: the library as a table, each lesson played in a dialog. */
export default function Page() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Recorded Lessons" description="Watch recorded lessons." />
      <RecordedLessonsTable />
    </div>
  );
}
