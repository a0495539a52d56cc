import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { RecordedLessonsGallery } from "#app/features/recorded-lessons/components/recorded-lessons-gallery.tsx";

export const meta = () => [{ title: `Recorded Lessons | ${brand.name}` }];

/** The parent portal's Recorded Lessons [2§2.7]: search, subject filter, cards, and the watch dialog. */
export default function Page() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Recorded Lessons" description="Watch recorded lessons." />
      <RecordedLessonsGallery />
    </div>
  );
}
