import type { ThreadSummary } from "#shared/schemas/messages.ts";

/** Who reads the messages screen: a family or a tutor take part; an admin reads every thread. */
export type MessagesViewer = "parent" | "tutor" | "admin";

const FORMER_FAMILY = "Former family";
const FORMER_TEACHER = "Former teacher";

/** The thread's name from the viewer's side: the other party, or both for an admin. */
export function threadTitle(thread: ThreadSummary, viewer: MessagesViewer): string {
  const family = thread.familyName ?? FORMER_FAMILY;
  const tutor = thread.tutorName ?? FORMER_TEACHER;
  if (viewer === "parent") return tutor;
  if (viewer === "tutor") return family;
  return `${family} and ${tutor}`;
}

/** A message's author as the thread shows it. */
export function senderLabel(message: {
  mine: boolean;
  senderName: string | null;
  senderRole: "parent" | "tutor";
}): string {
  if (message.mine) return "You";
  return message.senderName ?? (message.senderRole === "parent" ? FORMER_FAMILY : FORMER_TEACHER);
}
