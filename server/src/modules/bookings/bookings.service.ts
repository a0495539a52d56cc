/**
 * The rules of a booking that span the family's children, the sessions it may see and the seats
 * (DECISIONS.md "Group bookings and attendance"), and of a session's register.
 */
import { BOOKING_MESSAGES, type BookSeriesBody, type CreateBookingBody } from "#shared/schemas/bookings.ts";
import type { Database } from "../../db/client.ts";
import type { SessionUser } from "../../http/session-user.ts";
import { scheduledSessionNotFound } from "../scheduled-sessions/scheduled-sessions.errors.ts";
import { createScheduledSessionsRepository } from "../scheduled-sessions/scheduled-sessions.repository.ts";
import {
  alreadyBooked,
  bookingChildNotFound,
  notOnRoster,
  notSessionTutor,
  registerClosed,
  sessionFull,
  sessionNotBookable,
} from "./bookings.errors.ts";
import { createBookingsRepository } from "./bookings.repository.ts";

export function createBookingsService(db: Database) {
  const bookingsRepo = createBookingsRepository(db);
  const sessionsRepo = createScheduledSessionsRepository(db);

  /** A session the tutor (their own) or an admin (any) may take the register of; else 404 or 403. */
  async function sessionForRegister(viewer: SessionUser, sessionId: number) {
    const session = await sessionsRepo.findById(sessionId);
    if (!session) throw scheduledSessionNotFound();
    if (viewer.role !== "admin" && session.tutorId !== viewer.id) throw notSessionTutor();
    return session;
  }

  return {
    /** Books the family's child into a group session it may see; answers the booking and what it is for. */
    async book(family: SessionUser, body: CreateBookingBody, now = new Date()) {
      const child = await bookingsRepo.findChildOf(family.id, body.studentId);
      if (!child) throw bookingChildNotFound();
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
      const outcome = await bookingsRepo.bookSeat({
        sessionId: session.id,
        studentId: child.id,
        userId: family.id,
        companyId: family.companyId ?? null,
        now,
      });
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
      return {
        booking: { id: outcome.id, sessionId: session.id, studentId: child.id, status: "booked" as const },
        session,
        child,
      };
    },

    /**
     * Books the family's child into every remaining session of a weekly series it may see (DECISIONS.md
     * "Journeys that real use showed (phase 4)"): each seat is taken as a single booking takes it, under its
     * session's lock; a full session is listed, not refused. Answers which sessions the child now has a seat
     * in (those it had included), which were full, the ones newly booked, and what they are for.
     */
    async bookSeries(family: SessionUser, body: BookSeriesBody, now = new Date()) {
      const child = await bookingsRepo.findChildOf(family.id, body.studentId);
      if (!child) throw bookingChildNotFound();
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
        const outcome = await bookingsRepo.bookSeat({
          sessionId: session.id,
          studentId: child.id,
          userId: family.id,
          companyId: family.companyId ?? null,
          now,
        });
        if (outcome.ok) {
          booked.push(session.id);
          made.push(session);
        } else if (outcome.reason === "already") booked.push(session.id);
        else if (outcome.reason === "full") full.push(session.id);
        // Started or cancelled meanwhile: no longer remaining, neither booked nor full.
      }
      return { result: { booked, full }, made, child };
    },

    /** The roster of a session, for its tutor or an admin. */
    async roster(viewer: SessionUser, sessionId: number) {
      const session = await sessionForRegister(viewer, sessionId);
      return (await bookingsRepo.roster(session)).map(({ companyId: _companyId, ...entry }) => entry);
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
      return (await bookingsRepo.roster(session)).map(({ companyId: _companyId, ...entry }) => entry);
    },
  };
}
