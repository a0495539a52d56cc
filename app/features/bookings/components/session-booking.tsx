import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useBookSeries } from "../api/book-series.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { useCreateBooking } from "../api/create-booking.ts";
import { useBookings } from "../api/get-bookings.ts";
import {
  type BookingBlock,
  type BookingChild,
  bookingBlock,
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
  const bookSeries = useBookSeries();
  const state = childBookingState(session, child.id, now);
  // An occurrence of a weekly series offers every remaining session at once (decision 050).
  const seriesId = session.seriesId ?? null;
  const seriesOffered =
    seriesId !== null &&
    isOpenForBooking(session, now) &&
    (state.kind === "bookable" || state.kind === "booked");
  const booking = bookings.data?.find((row) => row.sessionId === session.id && row.studentId === child.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Book is disabled while it saves, but that reaches the page a tick after the click: a double click must
  // not send a second booking (whose "Already booked" would show beside the first one's "Seat booked").
  const sending = useRef(false);
  // Book and Cancel booking replace each other once saved: the keyboard goes on from the one that appears.
  const row = useRef<HTMLDivElement>(null);
  const focusNext = useRef<"book" | "cancel" | null>(null);
  useEffect(() => {
    const next =
      focusNext.current && row.current?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`);
    if (!next) return;
    focusNext.current = null;
    if (document.activeElement === document.body || row.current?.contains(document.activeElement))
      next.focus();
  });

  // The toasts follow mutateAsync, not mutate's callbacks: they must come even when the row has gone (a
  // child's page no longer lists a session once its booking is cancelled).
  function onBook() {
    if (sending.current) return;
    sending.current = true;
    book
      .mutateAsync({ sessionId: session.id, studentId: child.id })
      .then(
        () => {
          focusNext.current = "cancel";
          toast({ title: "Seat booked", description: `${child.label} is booked into ${session.title}.` });
        },
        (error) =>
          toast({ title: "Could not book", description: errorMessage(error), variant: "destructive" }),
      )
      .finally(() => {
        sending.current = false;
      });
  }
  function onBookSeries() {
    if (seriesId === null || sending.current) return;
    sending.current = true;
    bookSeries
      .mutateAsync({ seriesId, studentId: child.id })
      .then(
        ({ booked, full }) =>
          toast({
            title: "Series booked",
            description:
              `${child.label} has a seat in ${booked.length === 1 ? "1 session" : `${booked.length} sessions`} of ${session.title}.` +
              (full.length > 0
                ? ` ${full.length === 1 ? "1 session was" : `${full.length} were`} full.`
                : ""),
          }),
        (error) =>
          toast({ title: "Could not book", description: errorMessage(error), variant: "destructive" }),
      )
      .finally(() => {
        sending.current = false;
      });
  }
  function onCancel() {
    if (!booking) return;
    cancel.mutateAsync(booking.id).then(
      () => {
        focusNext.current = "book";
        setConfirmingCancel(false);
        toast({
          title: "Booking cancelled",
          description: `${child.label}'s seat in ${session.title} is free again.`,
        });
      },
      (error) =>
        toast({ title: "Could not cancel", description: errorMessage(error), variant: "destructive" }),
    );
  }

  return (
    <div ref={row} className="flex flex-wrap items-center justify-between gap-2">
      <span className="font-medium text-slate-900">{child.label}</span>
      <span className="flex flex-wrap items-center gap-2">
        {state.kind === "attended" || state.kind === "missed" ? (
          <AttendanceBadge present={state.kind === "attended"} />
        ) : null}
        {state.kind === "booked" ? <Badge tone="info">Booked</Badge> : null}
        {state.kind === "booked" && state.cancellable ? (
          <>
            <Button
              size="sm"
              variant="outline"
              data-focus="cancel"
              onClick={() => setConfirmingCancel(true)}
              disabled={cancel.isPending || !booking}
              aria-label={`Cancel booking for ${child.label}`}
            >
              Cancel booking
            </Button>
            <ConfirmDialog
              open={confirmingCancel}
              onOpenChange={setConfirmingCancel}
              title={`Cancel ${child.label}'s booking?`}
              description={`${child.label}'s seat in ${session.title} will be freed for another child to take.`}
              cancelText="Keep booking"
              confirmText="Cancel booking"
              pendingText="Cancelling..."
              pending={cancel.isPending}
              onConfirm={onCancel}
            />
          </>
        ) : null}
        {state.kind === "bookable" ? (
          <Button size="sm" data-focus="book" onClick={onBook} disabled={book.isPending}>
            Book<span className="sr-only"> a seat for {child.label}</span>
          </Button>
        ) : null}
        {seriesOffered ? (
          <Button size="sm" variant="outline" onClick={onBookSeries} disabled={bookSeries.isPending}>
            Book every remaining week
            <span className="sr-only">
              {" "}
              of {session.title} for {child.label}
            </span>
          </Button>
        ) : null}
        {state.kind === "full" ? <Badge tone="warning">Full</Badge> : null}
      </span>
    </div>
  );
}

/** Why the family cannot book the session, in a sentence; with no child yet, the way to add one. */
function BookingBlockText({ block }: { block: BookingBlock }) {
  switch (block.kind) {
    case "no-child":
      return (
        <p className="text-slate-700">
          <Link to={paths.account} className="font-medium text-brand-700 underline underline-offset-4">
            Add your child on Profile Settings
          </Link>{" "}
          to book a seat: sessions are booked for a child.
        </p>
      );
    case "other-year":
      return <p className="text-slate-700">Only children in {block.year} can book this session.</p>;
    case "cancelled":
      return <p className="text-slate-700">This session was cancelled, so it cannot be booked.</p>;
    case "started":
      return <p className="text-slate-700">This session has started, so it can no longer be booked.</p>;
    case "full":
      return <p className="text-slate-700">This session is full: every seat is taken.</p>;
  }
}

/**
 * Booking a group session for the family's children (DECISIONS.md "Group bookings and attendance"): the
 * seats left, and for each child of the session's year Book, or Booked with Cancel booking (after asking)
 * until the start, or once marked Attended or Missed. When no child can book, it says why (DECISIONS.md
 * "A family with no child is told what to do"). Drawn the same on the schedule, the session's page and the
 * dashboards. `familyChildren` is undefined while the family's children load: nothing is said until then.
 */
export function SessionBooking({
  session,
  familyChildren,
  now = new Date(),
}: {
  session: PortalSession;
  familyChildren: readonly BookingChild[] | undefined;
  now?: Date;
}) {
  if (session.studentId !== null) {
    const mark = session.attendance?.[0];
    return mark ? <AttendanceBadge present={mark.present} /> : null;
  }
  if (!familyChildren) return null;
  const children = childrenFor(session, familyChildren);
  const block = bookingBlock(session, familyChildren, now);
  const open = isOpenForBooking(session, now);
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      {block ? (
        <BookingBlockText block={block} />
      ) : open ? (
        <p className="text-slate-700">{seatsLeftText(session)}</p>
      ) : null}
      {/* Not a list: the control sits inside the lists of sessions, whose items it must not add to. */}
      {children.length > 0 ? (
        <div className="grid gap-2">
          {children.map((child) => (
            <ChildRow key={child.id} session={session} child={child} now={now} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
