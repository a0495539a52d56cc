/** Seats left in a group session, never below zero. */
export function seatsLeft(session: { capacity: number; bookedCount: number | null }) {
  return Math.max(0, session.capacity - (session.bookedCount ?? 0));
}
