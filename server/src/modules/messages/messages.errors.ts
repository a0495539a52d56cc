/** Message failures, each with the code the client acts on. */
import { MESSAGE_ERROR_CODES } from "#shared/schemas/messages.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";

export const messageTutorNotAllowed = () =>
  forbidden(
    "You can only write to a teacher of your children's sessions.",
    MESSAGE_ERROR_CODES.tutorNotAllowed,
  );
export const messageThreadNotFound = () =>
  notFound("Conversation not found", MESSAGE_ERROR_CODES.threadNotFound);
export const messageNotFound = () => notFound("Message not found", MESSAGE_ERROR_CODES.messageNotFound);
export const messageNotParticipant = () =>
  forbidden(
    "Only the family and the teacher of a conversation can write in it.",
    MESSAGE_ERROR_CODES.notParticipant,
  );
export const messageThreadClosed = () =>
  conflict(
    "This conversation is closed: the other account no longer exists.",
    MESSAGE_ERROR_CODES.threadClosed,
  );
