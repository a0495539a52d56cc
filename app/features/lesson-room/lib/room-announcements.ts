import type { RoomState } from "#shared/schemas/lesson-room.ts";
import { participantName, raisedHands, waitingChildren } from "./room-layout.ts";

/**
 * What a screen reader is told when the room changes (admitted, muted by the tutor…): the
 * sentences for the step from `before` to `after`, as seen by `after.me`. The host also hears who waits
 * and whose hand went up.
 */
export function roomAnnouncements(before: RoomState | undefined, after: RoomState): string[] {
  if (!before) return after.status === "admitted" ? ["You are in the lesson."] : [];
  const sentences: string[] = [];
  if (before.status === "waiting" && after.status === "admitted") sentences.push("Your tutor let you in.");
  if (!before.me.micOffByHost && after.me.micOffByHost)
    sentences.push("Your microphone was muted by the tutor.");
  if (!before.me.cameraOffByHost && after.me.cameraOffByHost)
    sentences.push("Your camera was stopped by the tutor.");
  if (
    before.hands.includes(after.me.id) &&
    !after.hands.includes(after.me.id) &&
    after.me.role === "participant"
  )
    sentences.push("Your hand was lowered.");
  if (after.me.role === "host") {
    const waitedBefore = new Set(waitingChildren(before).map((child) => child.id));
    for (const child of waitingChildren(after))
      if (!waitedBefore.has(child.id)) sentences.push(`${participantName(child)} is waiting to be let in.`);
    for (const person of raisedHands(after))
      if (!before.hands.includes(person.id)) sentences.push(`${participantName(person)} raised a hand.`);
  }
  return sentences;
}
