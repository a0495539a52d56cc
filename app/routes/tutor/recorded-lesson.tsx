import { useParams } from "react-router";
import { brand } from "#app/config/brand.ts";
import { RecordedLessonView } from "#app/features/recorded-lessons/components/recorded-lesson-view.tsx";

export const meta = () => [{ title: `Recorded Lesson | ${brand.name}` }];

/** One recorded lesson's page, opened from the library or the dashboard's Recent Recordings [2§2.2]. */
export default function Page() {
  const { id } = useParams();
  const lessonId = id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <RecordedLessonView key={lessonId ?? "none"} id={lessonId} />
    </div>
  );
}
