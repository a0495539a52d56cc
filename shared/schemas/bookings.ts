/**
 * Group bookings and attendance (DECISIONS.md "Group bookings and attendance"): a family books a child's
 * seat in a group session; the session's tutor (or an admin) reads its roster and takes the register.
 */
import { z } from "../zod.ts";
import { rowIdField } from "./common.ts";

/** Seats in a group session: groups are 8-12 [1§1], the admin may set 1–30. */
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 30;
export const CAPACITY_DEFAULT = 12;

/** The most children one register call may mark: a full group, with room to spare. */
export const ATTENDANCE_MAX = 100;

export const BOOKING_MESSAGES = {
  sessionRequired: "Please choose a session",
  childRequired: "Please choose a child",
  full: "This session is full",
  alreadyBooked: "Already booked",
  notGroup: "Only group sessions can be booked; a one-to-one session is already your child's",
  otherYear: "This session is for another year group than this child's",
  started: "This session has already started",
  cancelled: "This session has been cancelled",
  cancelAfterStart: "This session has already started, so its booking can no longer be cancelled",
  bookingNotFound: "Booking not found",
  childNotFound: "Child not found",
  capacity: `Capacity must be a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}`,
  registerBeforeStart: "You can take the register once the session has started",
  registerCancelled: "This session was cancelled, so it has no register",
  notOnRoster: "Every child in the register must be on this session's roster",
  attendanceRequired: "Mark at least one child present or absent",
  attendanceTwice: "Each child can be marked once",
  attendanceTooMany: `A register marks at most ${ATTENDANCE_MAX} children`,
  hasBookings: "This session has bookings. Cancel it instead, so its families are told",
} as const;

/** The failures of the booking calls the client can act on. */
export const BOOKING_ERROR_CODES = {
  full: "BOOKING_SESSION_FULL",
  alreadyBooked: "BOOKING_ALREADY_BOOKED",
  notBookable: "BOOKING_NOT_BOOKABLE",
  notFound: "BOOKING_NOT_FOUND",
  childNotFound: "BOOKING_CHILD_NOT_FOUND",
  notCancellable: "BOOKING_NOT_CANCELLABLE",
  registerClosed: "ATTENDANCE_REGISTER_CLOSED",
  notOnRoster: "ATTENDANCE_NOT_ON_ROSTER",
  capacityBelowBooked: "SESSION_CAPACITY_BELOW_BOOKED",
  sessionHasBookings: "SESSION_HAS_BOOKINGS",
} as const;

/** A seat's capacity as the admin's form and the session calls take it. */
export const capacityField = z
  .number({ error: BOOKING_MESSAGES.capacity })
  .int(BOOKING_MESSAGES.capacity)
  .min(CAPACITY_MIN, BOOKING_MESSAGES.capacity)
  .max(CAPACITY_MAX, BOOKING_MESSAGES.capacity);

/** `POST /api/bookings`: the family's child and the group session. */
export const createBookingBodySchema = z.object({
  sessionId: rowIdField(BOOKING_MESSAGES.sessionRequired),
  studentId: rowIdField(BOOKING_MESSAGES.childRequired),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

/** `POST /api/bookings/series`: the family's child and a weekly series, booked into every remaining session. */
export const bookSeriesBodySchema = z.object({
  seriesId: rowIdField("Please choose a series"),
  studentId: rowIdField(BOOKING_MESSAGES.childRequired),
});
export type BookSeriesBody = z.infer<typeof bookSeriesBodySchema>;

/**
 * What a series booking made: the sessions the child now has a seat in (those it already had included) and
 * those that were full; each seat counted as a single booking's is.
 */
export const seriesBookingSchema = z.object({
  booked: z.array(z.number()),
  full: z.array(z.number()),
});
export type SeriesBooking = z.infer<typeof seriesBookingSchema>;

/** A booking as `POST /api/bookings` answers it. */
export const bookingSchema = z.object({
  id: z.number(),
  sessionId: z.number(),
  studentId: z.number(),
  status: z.literal("booked"),
});
export type Booking = z.infer<typeof bookingSchema>;

/** One of the family's bookings as `GET /api/bookings` lists it, with its session and child. */
export const familyBookingSchema = bookingSchema.extend({
  title: z.string(),
  subject: z.string(),
  scheduledFor: z.string(),
  sessionStatus: z.string(),
  studentLabel: z.string(),
  createdAt: z.string(),
});
export type FamilyBooking = z.infer<typeof familyBookingSchema>;

/** A child on a session's roster: booked into a group session, or the child of a one-to-one session. */
export const rosterEntrySchema = z.object({
  studentId: z.number(),
  studentLabel: z.string(),
  grade: z.string(),
  familyName: z.string(),
  /** The register's mark: present, absent, or null while not taken. */
  present: z.boolean().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** `PUT /api/scheduled-sessions/{id}/attendance`: the register, every child once, saved in one call. */
export const attendanceBodySchema = z.object({
  attendance: z
    .array(
      z.object({
        studentId: rowIdField(BOOKING_MESSAGES.notOnRoster),
        present: z.boolean({ error: BOOKING_MESSAGES.attendanceRequired }),
      }),
      { error: BOOKING_MESSAGES.attendanceRequired },
    )
    .min(1, BOOKING_MESSAGES.attendanceRequired)
    .max(ATTENDANCE_MAX, BOOKING_MESSAGES.attendanceTooMany)
    .refine(
      (marks) => new Set(marks.map((mark) => mark.studentId)).size === marks.length,
      BOOKING_MESSAGES.attendanceTwice,
    ),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/** A child's mark in a session as a family reads it: attended or missed. */
export const childAttendanceSchema = z.object({ studentId: z.number(), present: z.boolean() });
export type ChildAttendance = z.infer<typeof childAttendanceSchema>;

// Written without zod so the family's screens can count seats without loading it (decision 055).
export { seatsLeft } from "./booking-seats.ts";
