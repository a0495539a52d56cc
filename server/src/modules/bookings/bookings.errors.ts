/** Booking and attendance failures, each with the code the client acts on. */
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from "#shared/schemas/bookings.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";

export const sessionFull = () => conflict(BOOKING_MESSAGES.full, BOOKING_ERROR_CODES.full);
export const alreadyBooked = () =>
  conflict(BOOKING_MESSAGES.alreadyBooked, BOOKING_ERROR_CODES.alreadyBooked);
/** A session the child cannot book: one-to-one, another year's, started or cancelled. */
export const sessionNotBookable = (message: string) => badRequest(message, BOOKING_ERROR_CODES.notBookable);
/** A booking that does not exist or is another family's: the same answer, never the data. */
export const bookingNotFound = () => notFound(BOOKING_MESSAGES.bookingNotFound, BOOKING_ERROR_CODES.notFound);
/** A child that is not the family's own. */
export const bookingChildNotFound = () =>
  notFound(BOOKING_MESSAGES.childNotFound, BOOKING_ERROR_CODES.childNotFound);
export const bookingNotCancellable = () =>
  badRequest(BOOKING_MESSAGES.cancelAfterStart, BOOKING_ERROR_CODES.notCancellable);
/** The register of a session that has not started or was cancelled. */
export const registerClosed = (message: string) => badRequest(message, BOOKING_ERROR_CODES.registerClosed);
export const notOnRoster = () => badRequest(BOOKING_MESSAGES.notOnRoster, BOOKING_ERROR_CODES.notOnRoster);
/** Another tutor's session: its roster and register are its own tutor's (or an admin's). */
export const notSessionTutor = () =>
  forbidden("Only the session's tutor or an admin can see its roster and take its register.");
