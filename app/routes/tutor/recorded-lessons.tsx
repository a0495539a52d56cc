import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";

export const meta = () => [{ title: `Recorded Lessons | ${brand.name}` }];

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading title="Recorded Lessons" description="Lesson recordings." />
    </div>
  );
}
