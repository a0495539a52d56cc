import type { ReactNode } from "react";
import { SessionBooking } from "#app/features/bookings/components/session-booking.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/**
 * The booking control the student screens put beside each session: for the chosen child, or every child
 * while none is chosen (the schedule, the session's page and the dashboard compose the same one).
 */
export function useSessionBooking(): (session: PortalSession) => ReactNode {
  const { children, selectedChild } = useSelectedChild();
  const shown = selectedChild ? [selectedChild] : children;
  return (session) => <SessionBooking session={session} familyChildren={shown} />;
}
