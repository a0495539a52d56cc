import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The way back from a session's page to the schedule it was opened from (the tutor's or the family's). */
export function BackToSchedule({ to }: { to: string }) {
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        Back to Schedule
      </Link>
    </Button>
  );
}
