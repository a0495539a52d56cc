import { brand } from "#app/config/brand.ts";
import { RecordedLessonView } from "#app/features/recorded-lessons/components/recorded-lesson-view.tsx";
import { useRowIdParam } from "#app/lib/use-row-id-param.ts";

export const meta = () => [{ title: `Recorded Lesson | ${brand.name}` }];

/** One recorded lesson's page, opened from the library or the dashboard's Recent Recordings [2§2.2]. */
export default function Page() {
  const lessonId = useRowIdParam();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <RecordedLessonView key={lessonId ?? "none"} id={lessonId} />
    </div>
  );
}
