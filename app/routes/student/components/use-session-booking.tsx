import type { ReactNode } from "react";
import { SessionBooking } from "#app/features/bookings/components/session-booking.tsx";
import { childrenFor } from "#app/features/bookings/lib/booking-state.ts";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/**
 * The booking control the student screens put beside each session: for the chosen child, or every child
 * when the session is not for the chosen child's year (its page opened from another child's link), so
 * the family is never told a child of that year cannot book it (the schedule, the session's page and the
 * dashboard compose the same one). Nothing until the family's children have loaded.
 */
export function useSessionBooking(): (session: PortalSession) => ReactNode {
  const { children, selectedChild, isLoading } = useSelectedChild();
  return (session) => {
    const forSelected = selectedChild ? childrenFor(session, [selectedChild]) : [];
    const shown = isLoading ? undefined : forSelected.length > 0 ? forSelected : children;
    return <SessionBooking session={session} familyChildren={shown} />;
  };
}
