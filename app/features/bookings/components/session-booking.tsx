import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { useCreateBooking } from "../api/create-booking.ts";
import { useBookings } from "../api/get-bookings.ts";
import {
  type BookingChild,
  childBookingState,
  childrenFor,
  isOpenForBooking,
  seatsLeftText,
} from "../lib/booking-state.ts";
import { AttendanceBadge } from "./attendance-badge.tsx";

function ChildRow({ session, child, now }: { session: PortalSession; child: BookingChild; now: Date }) {
  const bookings = useBookings();
  const book = useCreateBooking();
  const cancel = useCancelBooking();
  const state = childBookingState(session, child.id, now);
  const booking = bookings.data?.find((row) => row.sessionId === session.id && row.studentId === child.id);

  function onBook() {
    book.mutate(
      { sessionId: session.id, studentId: child.id },
      {
        onSuccess: () =>
          toast({ title: "Seat booked", description: `${child.label} is booked into ${session.title}.` }),
        onError: (error) =>
          toast({ title: "Could not book", description: errorMessage(error), variant: "destructive" }),
      },
    );
  }
  function onCancel() {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () =>
        toast({
          title: "Booking cancelled",
          description: `${child.label}'s seat in ${session.title} is free again.`,
        }),
      onError: (error) =>
        toast({ title: "Could not cancel", description: errorMessage(error), variant: "destructive" }),
    });
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="font-medium text-slate-900">{child.label}</span>
      <span className="flex flex-wrap items-center gap-2">
        {state.kind === "attended" || state.kind === "missed" ? (
          <AttendanceBadge present={state.kind === "attended"} />
        ) : null}
        {state.kind === "booked" ? (
          <>
            <Badge tone="info">Booked</Badge>
            {state.cancellable ? (
              <Button
                size="sm"
                variant="outline"
                onClick={onCancel}
                disabled={cancel.isPending || !booking}
                aria-label={`Cancel booking for ${child.label}`}
              >
                Cancel booking
              </Button>
            ) : null}
          </>
        ) : null}
        {state.kind === "bookable" ? (
          <Button size="sm" onClick={onBook} disabled={book.isPending}>
            Book<span className="sr-only"> a seat for {child.label}</span>
          </Button>
        ) : null}
        {state.kind === "full" ? <Badge tone="warning">Full</Badge> : null}
      </span>
    </div>
  );
}

/**
 * Booking a group session for the family's children (DECISIONS.md "Group bookings and attendance"): the
 * seats left, and for each child of the session's year Book, or Booked with Cancel booking until the start,
 * or once marked Attended or Missed. Drawn the same on the schedule, the session's page and the dashboard.
 */
export function SessionBooking({
  session,
  familyChildren,
  now = new Date(),
}: {
  session: PortalSession;
  familyChildren: readonly BookingChild[];
  now?: Date;
}) {
  if (session.studentId !== null) {
    const mark = session.attendance?.[0];
    return mark ? <AttendanceBadge present={mark.present} /> : null;
  }
  const children = childrenFor(session, familyChildren);
  const open = isOpenForBooking(session, now);
  if (children.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      {open ? <p className="text-slate-700">{seatsLeftText(session)}</p> : null}
      {/* Not a list: the control sits inside the lists of sessions, whose items it must not add to. */}
      <div className="grid gap-2">
        {children.map((child) => (
          <ChildRow key={child.id} session={session} child={child} now={now} />
        ))}
      </div>
    </div>
  );
}
