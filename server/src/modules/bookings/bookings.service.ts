/**
 * The rules of a booking that span the family's children, the sessions it may see and the seats
 * (DECISIONS.md "Group bookings and attendance"), of a session's register, and the e-mails a booking sends.
 */
import type { Brand } from "#shared/config/brand.ts";
import { BOOKING_MESSAGES, type BookSeriesBody, type CreateBookingBody } from "#shared/schemas/bookings.ts";
import type { appLinks } from "../../config/links.ts";
import type { SessionUser } from "../../http/session-user.ts";
import type { Mailer } from "../mail/mailer.ts";
import { bookingConfirmedEmail, seriesBookedEmail } from "../mail/sessions.templates.ts";
import { scheduledSessionNotFound } from "../scheduled-sessions/scheduled-sessions.errors.ts";
import type { PortalSessionReads } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import {
  alreadyBooked,
  bookingChildNotFound,
  bookingNotCancellable,
  bookingNotFound,
  notOnRoster,
  notSessionTutor,
  registerClosed,
  sessionFull,
  sessionNotBookable,
} from "./bookings.errors.ts";
import type { BookingsRepository, FreedSeat } from "./bookings.repository.ts";

/** What the bookings service uses, each named (decision 052). */
export type BookingsServiceDeps = {
  bookingsRepo: BookingsRepository;
  /** The scheduled-sessions reads a booking and a register need: its visibility rule and its rows. */
  sessionsRepo: Pick<PortalSessionReads, "findById" | "findVisibleTo" | "listRemainingInSeries">;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "studentSession" | "studentSchedule">;
  /**
   * Ends the child's place in the session's room (the lesson room's, passed by the container): a booking
   * cancelled ends it at once (DECISIONS.md "Safeguarding and security").
   */
  endRoomPlace?: (seat: FreedSeat) => Promise<void>;
};

export function createBookingsService({
  bookingsRepo,
  sessionsRepo,
  mailer,
  brand,
  links,
  endRoomPlace,
}: BookingsServiceDeps) {
  /** A session the tutor (their own) or an admin (any) may take the register of; else 404 or 403. */
  async function sessionForRegister(viewer: SessionUser, sessionId: number) {
    const session = await sessionsRepo.findById(sessionId);
    if (!session) throw scheduledSessionNotFound();
    if (viewer.role !== "admin" && session.tutorId !== viewer.id) throw notSessionTutor();
    return session;
  }

  /** The family's own child a booking names; another family's answers 404 like a missing one. */
  async function childOf(family: SessionUser, studentId: number) {
    const child = await bookingsRepo.findChildOf(family.id, studentId);
    if (!child) throw bookingChildNotFound();
    return child;
  }

  /** Takes the child's seat in a session under the session's lock (the repository's `bookSeat`). */
  function takeSeat(family: SessionUser, sessionId: number, studentId: number, now: Date) {
    const userId = family.id;
    return bookingsRepo.bookSeat({ sessionId, studentId, userId, companyId: family.companyId ?? null, now });
  }

  /** The roster of a session as answered: without the family's company kept for the register's snapshot. */
  async function rosterOf(session: { id: number; studentId: number | null }) {
    return (await bookingsRepo.roster(session)).map(({ companyId: _companyId, ...entry }) => entry);
  }

  return {
    /** Books the family's child into a group session it may see; answers the booking and what it is for. */
    async book(family: SessionUser, body: CreateBookingBody, now = new Date()) {
      const child = await childOf(family, body.studentId);
      // The visibility rule of the scheduled-sessions module, so a family books only what it may see.
      const session = await sessionsRepo.findVisibleTo({ role: "parent", id: family.id }, body.sessionId);
      if (!session) throw scheduledSessionNotFound();
      if (session.studentId !== null) throw sessionNotBookable(BOOKING_MESSAGES.notGroup);
      if (session.academicYear !== null && session.academicYear !== child.grade) {
        throw sessionNotBookable(BOOKING_MESSAGES.otherYear);
      }
      // Fast refusals from the row just read; the locked transaction below decides every seat it gives.
      if (session.bookedStudentIds?.includes(child.id)) throw alreadyBooked();
      if (session.status === "cancelled") throw sessionNotBookable(BOOKING_MESSAGES.cancelled);
      if (Date.parse(session.scheduledFor) <= now.getTime())
        throw sessionNotBookable(BOOKING_MESSAGES.started);
      if ((session.bookedCount ?? 0) >= session.capacity) throw sessionFull();
      const outcome = await takeSeat(family, session.id, child.id, now);
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "missing":
            throw scheduledSessionNotFound();
          case "cancelled":
            throw sessionNotBookable(BOOKING_MESSAGES.cancelled);
          case "started":
            throw sessionNotBookable(BOOKING_MESSAGES.started);
          case "already":
            throw alreadyBooked();
          case "full":
            throw sessionFull();
        }
      }
      mailer.inBackground(() =>
        mailer.send(
          family.email,
          "booking-confirmed",
          bookingConfirmedEmail(brand, {
            fullName: family.fullName,
            childLabel: child.label,
            title: session.title,
            subject: session.subject,
            startsAt: new Date(session.scheduledFor),
            sessionUrl: links.studentSession(session.id),
          }),
        ),
      );
      return { id: outcome.id, sessionId: session.id, studentId: child.id, status: "booked" as const };
    },

    /**
     * Books the family's child into every remaining session of a weekly series it may see (DECISIONS.md
     * "Journeys that real use showed"): each seat is taken as a single booking takes it, under its
     * session's lock; a full session is listed, not refused. Answers which sessions the child now has a seat
     * in (those it had included) and which were full; `seatMade` tells whether a seat was made (and the e-mail sent).
     */
    async bookSeries(family: SessionUser, body: BookSeriesBody, now = new Date()) {
      const child = await childOf(family, body.studentId);
      const viewer = { role: "parent" as const, id: family.id };
      const sessions = await sessionsRepo.listRemainingInSeries(viewer, body.seriesId, now);
      if (sessions.length === 0) throw scheduledSessionNotFound();
      if (sessions.some((session) => session.studentId !== null)) {
        throw sessionNotBookable(BOOKING_MESSAGES.notGroup);
      }
      if (sessions.some((s) => s.academicYear !== null && s.academicYear !== child.grade)) {
        throw sessionNotBookable(BOOKING_MESSAGES.otherYear);
      }
      const booked: number[] = [];
      const full: number[] = [];
      const made: typeof sessions = [];
      for (const session of sessions) {
        if (session.bookedStudentIds?.includes(child.id)) {
          booked.push(session.id);
          continue;
        }
        const outcome = await takeSeat(family, session.id, child.id, now);
        if (outcome.ok) {
          booked.push(session.id);
          made.push(session);
        } else if (outcome.reason === "already") booked.push(session.id);
        else if (outcome.reason === "full") full.push(session.id);
        // Started or cancelled meanwhile: no longer remaining, neither booked nor full.
      }
      if (made.length > 0) {
        mailer.inBackground(() =>
          mailer.send(
            family.email,
            "series-booked",
            seriesBookedEmail(brand, {
              fullName: family.fullName,
              childLabel: child.label,
              title: made[0]!.title,
              subject: made[0]!.subject,
              startsAt: made.map((session) => new Date(session.scheduledFor)),
              full: full.length,
              scheduleUrl: links.studentSchedule,
            }),
          ),
        );
      }
      return { result: { booked, full }, seatMade: made.length > 0 };
    },

    /** The family's bookings with their session and child, soonest session first. */
    listForFamily: (family: SessionUser) => bookingsRepo.listForFamily(family.id),

    /**
     * Cancels one of the family's bookings until its session starts (404 when not theirs, 400 once
     * started); the child's place in the session's room, open from before the start, ends with it.
     */
    async cancel(family: SessionUser, id: number, now = new Date()) {
      const outcome = await bookingsRepo.cancelForFamily(id, family.id, now);
      if (outcome.status === "missing") throw bookingNotFound();
      if (outcome.status === "started") throw bookingNotCancellable();
      await endRoomPlace?.(outcome.seat);
    },

    /** The roster of a session, for its tutor or an admin. */
    async roster(viewer: SessionUser, sessionId: number) {
      return rosterOf(await sessionForRegister(viewer, sessionId));
    },

    /** Saves the register of a started session in one call; every child must be on its roster. */
    async takeRegister(
      viewer: SessionUser,
      sessionId: number,
      marks: Array<{ studentId: number; present: boolean }>,
      now = new Date(),
    ) {
      const session = await sessionForRegister(viewer, sessionId);
      if (session.status === "cancelled") throw registerClosed(BOOKING_MESSAGES.registerCancelled);
      if (Date.parse(session.scheduledFor) > now.getTime()) {
        throw registerClosed(BOOKING_MESSAGES.registerBeforeStart);
      }
      const roster = await bookingsRepo.roster(session);
      const onRoster = new Map(roster.map((entry) => [entry.studentId, entry]));
      if (marks.some((mark) => !onRoster.has(mark.studentId))) throw notOnRoster();
      await bookingsRepo.saveAttendance(
        session.id,
        marks.map((mark) => ({ ...mark, companyId: onRoster.get(mark.studentId)!.companyId })),
        viewer.id,
      );
      return rosterOf(session);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
