import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { RecordedLessonsLibrary } from "#app/features/recorded-lessons/components/recorded-lessons-library.tsx";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

export const meta = () => [{ title: `Recorded Lessons | ${brand.name}` }];

/**
 * Recorded Lessons [2§2.5] for tutors and admins (the route's guard admits only them). The library is
 * shared; what may be changed follows the server's rule (DECISIONS.md): an admin every lesson, a tutor
 * their own.
 */
export default function Page() {
  const { data: user } = useUser();
  const canWrite = (lesson: RecordedLesson) =>
    user?.role === "admin" || (user?.role === "tutor" && lesson.tutorId === user.id);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Recorded Lessons"
        description="Recordings of lessons, for families to watch again."
      />
      <RecordedLessonsLibrary canAdd={user?.role === "admin" || user?.role === "tutor"} canWrite={canWrite} />
    </div>
  );
}
