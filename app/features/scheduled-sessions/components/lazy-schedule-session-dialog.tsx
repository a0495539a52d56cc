import { lazy, Suspense, useState } from "react";
import type { SelectComponent } from "#app/components/ui/input.tsx";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";
import { ScheduleSessionTrigger } from "./schedule-session-trigger.tsx";

const ScheduleSessionDialog = lazy(() =>
  import("./schedule-session-dialog.tsx").then((module) => ({ default: module.ScheduleSessionDialog })),
);

/**
 * The schedule form's button, whose form (react-hook-form, the session schema and zod) loads when it is
 * first pressed rather than with the schedule or the admin dashboard (decision 055). The loaded dialog
 * opens at once and then keeps its own button, which looks the same.
 */
export function LazyScheduleSessionDialog(props: {
  TutorSelect?: SelectComponent;
  session?: ScheduledSession;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ScheduleSessionTrigger session={props.session} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ScheduleSessionTrigger session={props.session} disabled />}>
      <ScheduleSessionDialog {...props} initiallyOpen />
    </Suspense>
  );
}
