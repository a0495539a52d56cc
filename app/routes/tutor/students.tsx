import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { StudentsPanel } from "#app/features/students/components/students-panel.tsx";
import { TutorSelect } from "#app/features/tutors/components/tutor-select.tsx";

export const meta = () => [{ title: `Students | ${brand.name}` }];

/** /students [2§2.9]: a tutor's own students; an admin sees everyone's, with their tutor. */
export default function Page() {
  const user = useUser();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Students" description="The children you teach, their year groups and subjects." />
      <StudentsPanel TutorSelect={user.data?.role === "admin" ? TutorSelect : undefined} />
    </div>
  );
}
