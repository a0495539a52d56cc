import { useNavigate, useParams } from "react-router";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { StudentDetails } from "#app/features/students/components/student-details.tsx";
import { TutorSelect } from "#app/features/tutors/components/tutor-select.tsx";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Student | ${brand.name}` }];

/** /students/{id}: one child's page on the tutor screens; after Delete, back to the list. */
export default function Page() {
  const user = useUser();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <StudentDetails
        key={id}
        id={Number.isInteger(id) && id > 0 ? id : 0}
        TutorSelect={user.data?.role === "admin" ? TutorSelect : undefined}
        onDeleted={() => navigate(paths.students)}
      />
    </div>
  );
}
