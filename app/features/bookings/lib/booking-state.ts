import { seatsLeft } from "#shared/schemas/bookings.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/** A child of the family as the booking control needs it. */
export type BookingChild = { id: number; label: string; grade: string };

/** What a child can do with a session: its mark, its seat, or a seat to take. */
export type ChildBookingState =
  | { kind: "attended" | "missed" }
  | { kind: "booked"; cancellable: boolean }
  | { kind: "bookable" }
  | { kind: "full" }
  | { kind: "closed" };

/** Whether the session still takes bookings: not started, not cancelled. */
export function isOpenForBooking(session: PortalSession, now: Date) {
  return session.status !== "cancelled" && Date.parse(session.scheduledFor) > now.getTime();
}

/** The children a group session is for: those in its year, or all of them when it has none. */
export function childrenFor(session: PortalSession, children: readonly BookingChild[]) {
  return children.filter((child) => session.academicYear === null || child.grade === session.academicYear);
}

export function childBookingState(session: PortalSession, childId: number, now: Date): ChildBookingState {
  const mark = session.attendance?.find((entry) => entry.studentId === childId);
  if (mark) return { kind: mark.present ? "attended" : "missed" };
  const open = isOpenForBooking(session, now);
  if (session.bookedStudentIds?.includes(childId)) return { kind: "booked", cancellable: open };
  if (!open) return { kind: "closed" };
  return seatsLeft(session) > 0 ? { kind: "bookable" } : { kind: "full" };
}

/** "N seats left", "1 seat left" or "Full". */
export function seatsLeftText(session: PortalSession) {
  const left = seatsLeft(session);
  if (left === 0) return "Full";
  return left === 1 ? "1 seat left" : `${left} seats left`;
}
