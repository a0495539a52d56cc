/**
 * Where Join and Start Lesson lead (DECISIONS.md "The lesson room", decision 053): to the
 * session's lesson room when the product holds one, else Join keeps the streaming link.
 */
import { paths } from "#shared/config/paths.ts";
import { ROOM_CLOSES_AFTER_MINUTES, ROOM_OPENS_BEFORE_MINUTES } from "#shared/schemas/lesson-room-words.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

const MINUTE = 60_000;

/** Whether the room is open at `now`: from 15 minutes before the start to 30 minutes after the end. */
export function roomIsOpen(session: Pick<PortalSession, "scheduledFor" | "duration">, now = new Date()) {
  const start = new Date(session.scheduledFor).getTime();
  const opensAt = start - ROOM_OPENS_BEFORE_MINUTES * MINUTE;
  const closesAt = start + (session.duration + ROOM_CLOSES_AFTER_MINUTES) * MINUTE;
  return now.getTime() >= opensAt && now.getTime() < closesAt;
}

/**
 * The family's children who may enter a session's room: the child of a one-to-one session, or its
 * children booked into a group session (DECISIONS.md "Who may enter").
 */
export function childrenWhoMayEnter(session: Pick<PortalSession, "studentId" | "bookedStudentIds">) {
  return session.studentId !== null ? [session.studentId] : (session.bookedStudentIds ?? []);
}

/**
 * Where a family's Join leads for each child who may enter: the room itself for one child, with `?child=`
 * for each when several are booked; nothing when none may (the room would answer "Book this session").
 */
export function familyRoomLinks(
  session: Pick<PortalSession, "id" | "studentId" | "bookedStudentIds">,
): { childId: number | null; href: string }[] {
  const children = childrenWhoMayEnter(session);
  if (children.length === 1) return [{ childId: null, href: paths.lessonRoom(session.id) }];
  return children.map((childId) => ({ childId, href: paths.lessonRoomForChild(session.id, childId) }));
}

/** A child's name on the family's screens: its label when known, else the label rule's "Student #{id}". */
export const childLabelOr = (labels: ReadonlyMap<number, string> | undefined, id: number) =>
  labels?.get(id) ?? `Student #${id}`;
