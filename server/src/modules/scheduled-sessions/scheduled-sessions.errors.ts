/** Scheduled-session failures. */
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from "#shared/schemas/bookings.ts";
import {
  SCHEDULED_SESSION_ERROR_CODES,
  UNKNOWN_TIME_ZONE_MESSAGE,
} from "#shared/schemas/scheduled-sessions.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";

/** A session that does not exist, or that the viewer may not see: the same answer, never the data. */
export const scheduledSessionNotFound = () =>
  notFound("Session not found", SCHEDULED_SESSION_ERROR_CODES.notFound);

/** A student id that is not one of the viewer's children (nor, for a family, its own account). */
export const scheduledSessionStudentNotFound = () =>
  notFound("Student not found", SCHEDULED_SESSION_ERROR_CODES.studentNotFound);

/** A capacity below the seats already booked: the families keep their seats. */
export const capacityBelowBooked = (booked: number) =>
  conflict(
    `${booked} ${booked === 1 ? "seat is" : "seats are"} already booked, so the capacity cannot be lower than ${booked}`,
    BOOKING_ERROR_CODES.capacityBelowBooked,
  );

/** A session with bookings is cancelled (its families are told), never deleted. */
export const scheduledSessionHasBookings = () =>
  conflict(BOOKING_MESSAGES.hasBookings, BOOKING_ERROR_CODES.sessionHasBookings);

/** A time zone the database's time zone data does not know (the query's own check knows it). */
export const unknownTimeZone = () => badRequest(UNKNOWN_TIME_ZONE_MESSAGE, "UNKNOWN_TIME_ZONE");
