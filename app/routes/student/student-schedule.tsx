import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { StudentSchedule } from "#app/features/scheduled-sessions/components/student-schedule.tsx";
import { AddFirstChildNotice } from "#app/features/students/components/add-first-child-notice.tsx";
import { useChildLabels } from "./components/use-child-labels.ts";
import { useScheduleOwner } from "./components/use-schedule-owner.ts";
import { useSessionBooking } from "./components/use-session-booking.tsx";

export const meta = () => [{ title: `My Schedule | ${brand.name}` }];

/** /student/schedule [2§2.12]: the chosen child's sessions by week or month. */
export default function Page() {
  const { studentId, child } = useScheduleOwner();
  const booking = useSessionBooking();
  const childLabels = useChildLabels();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="My Schedule"
        description={
          child
            ? `${child.label}'s live lessons, week by week or by month.`
            : "Your live lessons, week by week or by month."
        }
      />
      <AddFirstChildNotice />
      <StudentSchedule studentId={studentId} booking={booking} childLabels={childLabels} />
    </div>
  );
}
