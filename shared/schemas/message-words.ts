/**
 * The messages' limit and the words every messages screen shows, apart from the messages' zod schemas in
 * `messages.ts`, which re-exports them: /messages draws its threads without loading zod (decision 055).
 */

/** The longest message body, in characters (after trimming). */
export const MESSAGE_BODY_MAX = 5000;

/** What families and tutors read in place of a message an admin hid. */
export const HIDDEN_MESSAGE_TEXT = "This message was hidden by the school.";

/** What every reader sees in place of an erased family's message (DECISIONS.md "A family's data rights"). */
export const REMOVED_MESSAGE_TEXT = "Message removed";

/** The notice on every messages screen. */
export const SAFEGUARDING_NOTICE =
  "Messages are visible to the school's safeguarding team. Please do not share anything you would not want the school to read.";
