/**
 * The rules of scheduling group sessions (DECISIONS.md "Journeys that real use showed", decision
 * 050): who may schedule and change which session (a tutor its own, an admin any, naming the teacher), a
 * weekly series' dates in school time, a change reaching one occurrence or every later one, and the e-mails
 * a cancellation sends to booked families.
 */
import { DateTime } from "luxon";
import type { Brand } from "#shared/config/brand.ts";
import {
  type createSessionSeriesBodySchema,
  type ScheduledSession,
  SERIES_MESSAGES,
  SERIES_OCCURRENCES_MAX,
  type scheduleOwnSessionBodySchema,
  type updateOwnScheduledSessionBodySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import type { z } from "#shared/zod.ts";
import { badRequest, forbidden } from "../../errors.ts";
import type { SessionUser } from "../../http/session-user.ts";
import type { Mailer } from "../mail/mailer.ts";
import { seriesCancelledEmail, sessionCancelledEmail } from "../mail/sessions.templates.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import type { TutorsRepository } from "../tutors/tutors.repository.ts";
import {
  capacityBelowBooked,
  scheduledSessionHasBookings,
  scheduledSessionNotFound,
} from "./scheduled-sessions.errors.ts";
import type { ScheduledSessionsRepository } from "./scheduled-sessions.repository.ts";

/** The school's clock: a weekly series keeps its wall-clock time here across the clocks' changes. */
export const SCHOOL_TIME_ZONE = "Europe/London";

/** Refused: the message names what to change. */
const seriesRefused = (message: string) => badRequest(message, "SERIES_INVALID");

/**
 * The start times of a weekly series: the first occurrence's weekday and London wall-clock time, every week
 * up to `until` (a London date), less the `skipDates`. Bounded: at most 52 kept, so the loop stops after
 * 52 + the skipped dates' count.
 */
export function seriesStartTimes(firstDate: Date, until: string, skipDates: string[]): Date[] {
  const first = DateTime.fromJSDate(firstDate, { zone: SCHOOL_TIME_ZONE });
  const last = DateTime.fromISO(until, { zone: SCHOOL_TIME_ZONE }).endOf("day");
  if (last < first.startOf("day")) throw seriesRefused(SERIES_MESSAGES.untilBeforeFirst);
  const skipped = new Set(skipDates);
  const limit = SERIES_OCCURRENCES_MAX + skipped.size;
  const all: DateTime[] = [];
  for (let week = 0; ; week++) {
    const at = first.plus({ weeks: week });
    if (at > last) break;
    if (all.length === limit) throw seriesRefused(SERIES_MESSAGES.tooMany);
    all.push(at);
  }
  const dates = new Set(all.map((at) => at.toISODate()));
  if ([...skipped].some((date) => !dates.has(date))) throw seriesRefused(SERIES_MESSAGES.notASeriesDate);
  const kept = all.filter((at) => !skipped.has(at.toISODate()!));
  if (kept.length === 0) throw seriesRefused(SERIES_MESSAGES.allSkipped);
  if (kept.length > SERIES_OCCURRENCES_MAX) throw seriesRefused(SERIES_MESSAGES.tooMany);
  return kept.map((at) => at.toJSDate());
}

/**
 * `start` moved as `from` → `to` moved a session: the same number of days and the same new wall-clock time,
 * in school time (an occurrence across a change of the clocks keeps its local time).
 */
function movedLike(start: Date, from: Date, to: Date): Date {
  const zone = { zone: SCHOOL_TIME_ZONE };
  const before = DateTime.fromJSDate(from, zone);
  const after = DateTime.fromJSDate(to, zone);
  const days = after.startOf("day").diff(before.startOf("day"), "days").days;
  return DateTime.fromJSDate(start, zone)
    .plus({ days: Math.round(days) })
    .set({ hour: after.hour, minute: after.minute, second: after.second, millisecond: after.millisecond })
    .toJSDate();
}

/**
 * What the scheduling service uses (decision 052). The two reads of modules above this one are ports the
 * container fills: the bookings module's families of a session, the timetable's session as answered.
 */
export type ScheduledSessionsServiceDeps = {
  sessionsRepo: ScheduledSessionsRepository;
  tutorsRepo: TutorsRepository;
  /** The families booked into a session, each with its booked children's labels. */
  familiesBookedInto: (
    sessionId: number,
  ) => Promise<Array<{ email: string; fullName: string; children: string[] }>>;
  /** A session with its teacher's name and seats taken, as a change answers it; null when missing. */
  findSession: (id: number) => Promise<ScheduledSession | null>;
  mailer: Mailer;
  brand: Brand;
  scheduleUrl: string;
};

export function createScheduledSessionsService(deps: ScheduledSessionsServiceDeps) {
  const { sessionsRepo, tutorsRepo, familiesBookedInto, findSession, mailer, brand, scheduleUrl } = deps;

  /** The teacher of a new session: a tutor itself; an admin the active tutor it names. */
  async function teacherFor(viewer: SessionUser, tutorId: number | undefined) {
    if (viewer.role !== "admin") return { id: viewer.id, fullName: viewer.fullName };
    const tutor = tutorId === undefined ? null : await tutorsRepo.findById(tutorId, { activeOnly: true });
    if (!tutor) throw tutorInvalid();
    return { id: tutor.id, fullName: tutor.fullName };
  }

  /** A session the viewer may change: a tutor its own (another tutor's is 403), an admin any; else 404. */
  async function changeable(viewer: SessionUser, id: number) {
    const session = await sessionsRepo.findOwnership(id);
    if (!session) throw scheduledSessionNotFound();
    if (viewer.role !== "admin" && session.tutorId !== viewer.id) throw forbidden();
    return session;
  }

  /** Tells each family booked into the newly cancelled sessions, one e-mail per family (in the background). */
  async function tellCancelled(cancelled: Array<{ id: number; title: string; scheduledFor: Date }>) {
    if (cancelled.length === 0) return;
    const byFamily = new Map<
      string,
      { fullName: string; children: Set<string>; sessions: typeof cancelled }
    >();
    for (const session of cancelled) {
      for (const family of await familiesBookedInto(session.id)) {
        const entry = byFamily.get(family.email) ?? {
          fullName: family.fullName,
          children: new Set<string>(),
          sessions: [],
        };
        for (const child of family.children) entry.children.add(child);
        entry.sessions.push(session);
        byFamily.set(family.email, entry);
      }
    }
    mailer.inBackground(async () => {
      for (const [email, family] of byFamily) {
        const childLabels = [...family.children];
        const [first] = family.sessions;
        const content =
          family.sessions.length === 1
            ? sessionCancelledEmail(brand, {
                fullName: family.fullName,
                childLabels,
                title: first!.title,
                startsAt: first!.scheduledFor,
                scheduleUrl,
              })
            : seriesCancelledEmail(brand, {
                fullName: family.fullName,
                childLabels,
                title: first!.title,
                startsAt: family.sessions.map((session) => session.scheduledFor),
                scheduleUrl,
              });
        await mailer.send(
          email,
          family.sessions.length === 1 ? "session-cancelled" : "series-cancelled",
          content,
        );
      }
    });
  }

  return {
    /** A new group session: a tutor's own, or the teacher an admin names (the admin's form's rules). */
    async schedule(viewer: SessionUser, body: z.output<typeof scheduleOwnSessionBodySchema>) {
      const teacher = await teacherFor(viewer, body.tutorId);
      const { tutorId: _named, scheduledFor, ...fields } = body;
      return sessionsRepo.create(
        { ...fields, tutorId: teacher.id, scheduledFor: new Date(scheduledFor), status: "scheduled" },
        teacher.fullName,
      );
    },

    /** A weekly series of group sessions, made in one go: `{seriesId, sessions}`. */
    async createSeries(viewer: SessionUser, body: z.output<typeof createSessionSeriesBodySchema>) {
      const teacher = await teacherFor(viewer, body.tutorId);
      const { tutorId: _named, firstDate, until, skipDates, ...fields } = body;
      const starts = seriesStartTimes(new Date(firstDate), until, skipDates);
      return sessionsRepo.createSeries(
        { tutorId: teacher.id, tutorName: teacher.fullName, createdById: viewer.id },
        starts.map((scheduledFor) => ({ ...fields, scheduledFor, status: "scheduled" as const })),
      );
    },

    /**
     * Changes a session (fields left out stay), or with `applyTo: "following"` it and every later one of its
     * series alike; a tutor cannot hand a session to another teacher. Newly cancelled sessions e-mail their
     * booked families. Answers the session as changed.
     */
    async update(
      viewer: SessionUser,
      id: number,
      body: z.output<typeof updateOwnScheduledSessionBodySchema>,
    ) {
      const session = await changeable(viewer, id);
      const { applyTo = "this", scheduledFor, tutorId, ...fields } = body;
      if (tutorId !== undefined && viewer.role === "admin") await teacherFor(viewer, tutorId);
      const newStart = scheduledFor === undefined ? undefined : new Date(scheduledFor);
      const changes = {
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        ...(tutorId !== undefined && viewer.role === "admin" ? { tutorId } : {}),
      };
      const targets =
        applyTo === "following" && session.seriesId !== null
          ? await sessionsRepo.listSeriesFrom(session.seriesId, session.scheduledFor)
          : [session];
      // Each target as it is once changed: its title and start, what the cancellation e-mails name.
      const changedTargets = targets.map((target) => ({
        id: target.id,
        title: fields.title ?? target.title,
        scheduledFor: newStart
          ? movedLike(target.scheduledFor, session.scheduledFor, newStart)
          : target.scheduledFor,
      }));
      const edits = changedTargets.map((target) => ({
        id: target.id,
        changes: { ...changes, ...(newStart ? { scheduledFor: target.scheduledFor } : {}) },
      }));
      if (edits.some((edit) => Object.keys(edit.changes).length > 0)) {
        const outcome = await sessionsRepo.updateMany(edits);
        if (!outcome.ok && outcome.reason === "missing") throw scheduledSessionNotFound();
        if (!outcome.ok) throw capacityBelowBooked(outcome.booked ?? 0);
        if (fields.status === "cancelled") {
          await tellCancelled(
            changedTargets.filter((target) => outcome.previousStatuses.get(target.id) !== "cancelled"),
          );
        }
      }
      const changed = await findSession(id);
      if (!changed) throw scheduledSessionNotFound();
      return changed;
    },

    /** Deletes a session without bookings; one with bookings is refused (cancel it instead). */
    async remove(id: number) {
      const outcome = await sessionsRepo.removeUnbooked(id);
      if (outcome === "missing") throw scheduledSessionNotFound();
      if (outcome === "booked") throw scheduledSessionHasBookings();
    },
  };
}

export type ScheduledSessionsService = ReturnType<typeof createScheduledSessionsService>;
