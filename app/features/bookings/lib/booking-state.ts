import { seatsLeft } from "#shared/schemas/booking-seats.ts";
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

/**
 * Why the family cannot book a group session (DECISIONS.md "A family with no child is told what to do"), or
 * null when a child can take a seat or every child of the session's year is already on it (each one's
 * Booked, or its mark, says so). The first reason that applies: cancelled, started, no child yet, no child
 * of the session's year, no seat left.
 */
export type BookingBlock =
  | { kind: "cancelled" | "started" | "no-child" | "full" }
  | { kind: "other-year"; year: string };

export function bookingBlock(
  session: PortalSession,
  familyChildren: readonly BookingChild[],
  now: Date,
): BookingBlock | null {
  const children = childrenFor(session, familyChildren);
  const states = children.map((child) => childBookingState(session, child.id, now));
  if (states.some((state) => state.kind === "bookable")) return null;
  if (session.status === "cancelled") return { kind: "cancelled" };
  const everyChildOnIt =
    children.length > 0 && children.every((child) => isChildOnSession(session, child.id));
  if (everyChildOnIt) return null;
  if (!isOpenForBooking(session, now)) return { kind: "started" };
  if (familyChildren.length === 0) return { kind: "no-child" };
  if (children.length === 0) return { kind: "other-year", year: session.academicYear ?? "" };
  return { kind: "full" };
}

/** "N seats left", "1 seat left" or "Full". */
export function seatsLeftText(session: PortalSession) {
  const left = seatsLeft(session);
  if (left === 0) return "Full";
  return left === 1 ? "1 seat left" : `${left} seats left`;
}

/** Whether a child is on a session's roster as the family reads it: its one-to-one, booked, or marked. */
export function isChildOnSession(session: PortalSession, childId: number) {
  return (
    session.studentId === childId ||
    (session.bookedStudentIds ?? []).includes(childId) ||
    (session.attendance ?? []).some((mark) => mark.studentId === childId)
  );
}

/** A child's mark in a past session: attended, missed, or not marked (yet) by the tutor. */
export type ChildMark = "attended" | "missed" | "not-marked";

export function childMark(session: PortalSession, childId: number): ChildMark {
  const mark = session.attendance?.find((entry) => entry.studentId === childId);
  if (!mark) return "not-marked";
  return mark.present ? "attended" : "missed";
}

/**
 * A child's own sessions (decision 024, its page): those not yet started, soonest first (a cancelled one
 * stays, so the family sees it was cancelled), and the started ones, most recent first.
 */
export function childSessions(sessions: readonly PortalSession[], childId: number, now: Date) {
  const own = sessions.filter((session) => isChildOnSession(session, childId));
  const started = (session: PortalSession) => Date.parse(session.scheduledFor) <= now.getTime();
  const upcoming = own
    .filter((session) => !started(session))
    .sort((a, b) => Date.parse(a.scheduledFor) - Date.parse(b.scheduledFor));
  const past = own.filter(started).sort((a, b) => Date.parse(b.scheduledFor) - Date.parse(a.scheduledFor));
  return { upcoming, past };
}
