import { CalendarPlus, Pencil } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";

/** The button that opens the schedule form: Edit for a session, Schedule New Session otherwise. */
export function ScheduleSessionTrigger({
  session,
  ...props
}: { session?: ScheduledSession } & ComponentProps<typeof Button>) {
  return session ? (
    <Button size="sm" variant="outline" {...props}>
      <Pencil aria-hidden="true" />
      Edit<span className="sr-only"> {session.title}</span>
    </Button>
  ) : (
    <Button {...props}>
      <CalendarPlus aria-hidden="true" />
      Schedule New Session
    </Button>
  );
}
