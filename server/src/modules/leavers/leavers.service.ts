/**
 * Leavers (DECISIONS.md "Employers: places, leavers, HR managers"): an admin, the company's HR manager or
 * its SCIM provisioning marks family accounts as leaving on a date (today or later, Europe/London). From
 * the start of that day the account cannot sign in, its sessions end on every server, its bookings of
 * sessions after that moment are cancelled (seats freed), its calendar feed stops and its place is free
 * again; the family gets one e-mail when marked. A date already come is acted on in the request; a future
 * one by `processDue`, which the housekeeping job runs. A future date can be undone until it comes.
 */
import { DateTime } from "luxon";
import type { Brand } from "#shared/config/brand.ts";
import type { LeaversResult } from "#shared/schemas/employer.ts";
import { MAX_ROW_ID } from "#shared/schemas/row-ids.ts";
import type { appLinks } from "../../config/links.ts";
import type { Transaction } from "../../db/transaction.ts";
import type { LoginSessionsRepository } from "../auth/login-sessions.repository.ts";
import type { BookingsRepository, FreedSeat } from "../bookings/bookings.repository.ts";
import type { CalendarFeedRepository } from "../calendar-feed/calendar-feed.repository.ts";
import type { AuditActor, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { OutboxRepository } from "../mail/outbox.repository.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import {
  leaverAlreadyLeft,
  leaverNotFound,
  leaversCompanyNotFound,
  leftAtInvalid,
  notALeaver,
} from "./leavers.errors.ts";
import type { LeaverRow, LeaversRepository } from "./leavers.repository.ts";
import { leaverEmail } from "./leavers.templates.ts";

/** The leaving dates are days in the school's clock. */
const LEAVERS_TIME_ZONE = "Europe/London";

/** How many leavers one `processDue` call acts on at most (each in its own transaction). */
export const LEAVERS_PER_SWEEP = 200;

/** The start of a `YYYY-MM-DD` day in Europe/London, or null when it is no real date. */
export function startOfLondonDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = DateTime.fromISO(date, { zone: LEAVERS_TIME_ZONE });
  return day.isValid ? day.startOf("day").toJSDate() : null;
}

/** A stored `leftAt` as its Europe/London day, `YYYY-MM-DD`. */
export function londonDay(at: Date): string {
  return DateTime.fromJSDate(at, { zone: LEAVERS_TIME_ZONE }).toISODate()!;
}

/** The repositories a mark, an undo or the processing of one leaver writes, bound to one transaction. */
export type LeaversWrites = {
  leavers: LeaversRepository;
  employerAudit: Pick<EmployerAuditRepository, "record">;
  bookings: Pick<BookingsRepository, "listForFamily" | "cancelForFamily">;
  calendarFeed: Pick<CalendarFeedRepository, "remove">;
  loginSessions: Pick<LoginSessionsRepository, "deleteAllForUser">;
  outbox: Pick<OutboxRepository, "enqueueMany">;
  /** The company's place lock (`claim` of none), taken before an undo gives a place back. */
  places: Pick<PlacesRepository, "claim">;
};

export type LeaversServiceDeps = {
  leaversRepo: Pick<LeaversRepository, "due">;
  transaction: Transaction<LeaversWrites>;
  mailer: Pick<Mailer, "inBackground" | "processDue">;
  brand: Brand;
  /** `pricing`: the public pricing page, where a family can buy directly (`/services/pricing`). */
  links: Pick<ReturnType<typeof appLinks>, "pricing">;
  /** Ends a child's place in a session's room (the lesson room's, passed by the container), once committed. */
  endRoomPlace?: (seat: FreedSeat) => Promise<void>;
};

export type MarkLeaversInput = {
  companyId: number;
  userIds: number[];
  /** `YYYY-MM-DD`, a Europe/London date, today or later (else 400 `LEFT_AT_MESSAGE`). */
  leftAt: string;
  actor: AuditActor;
};

export type UndoLeaverInput = { companyId: number; userId: number; actor: AuditActor };

/** The audit list's system actor: the sweep that acts on a leaving date when it comes. */
export const SYSTEM_ACTOR: AuditActor = { kind: "system", userId: null, label: "System" };

export function createLeaversService({
  leaversRepo,
  transaction,
  mailer,
  brand,
  links,
  endRoomPlace,
}: LeaversServiceDeps) {
  const pricingUrl = links.pricing;

  /**
   * The cancelled bookings' children leave their rooms once the change is committed: the room is written
   * by its own module, outside the leaver's transaction.
   */
  async function endRoomPlaces(seats: FreedSeat[]) {
    for (const seat of seats) await endRoomPlace?.(seat);
  }
  /**
   * The company, checked inside the transaction: 404 when it does not exist, and for an HR manager of
   * another company (its own company is the only one it may act on).
   */
  async function companyNameFor(writes: LeaversWrites, companyId: number, actor: AuditActor) {
    const name = await writes.leavers.companyName(companyId);
    if (name === null) throw leaversCompanyNotFound();
    if (actor.kind === "hr") {
      const own = actor.userId === null ? null : await writes.leavers.companyOf(actor.userId);
      if (own !== companyId) throw leaversCompanyNotFound();
    }
    return name;
  }

  /**
   * What happens at the leaving date, for a locked leaver whose date has come: its sessions end (every
   * server is told), its bookings of sessions starting after the date (and after now: what already
   * started is kept) are cancelled through the bookings' own cancellation, its calendar feed is deleted,
   * and it is marked processed with an audit line. Its place was freed by the date itself. The line, which
   * HR reads, says when access ended and nothing of the family's bookings. The seats freed are added to
   * `freed`, whose children leave their rooms after the commit.
   */
  async function actOnLeaver(
    writes: LeaversWrites,
    leaver: LeaverRow,
    actor: AuditActor,
    now: Date,
    freed: FreedSeat[],
  ) {
    const leftAt = leaver.leftAt!;
    const cutoff = new Date(Math.max(leftAt.getTime() - 1, now.getTime()));
    for (const booking of await writes.bookings.listForFamily(leaver.id)) {
      if (Date.parse(booking.scheduledFor) <= cutoff.getTime()) continue;
      const outcome = await writes.bookings.cancelForFamily(booking.id, leaver.id, cutoff);
      if (outcome.status === "cancelled") freed.push(outcome.seat);
    }
    await writes.loginSessions.deleteAllForUser(leaver.id);
    await writes.calendarFeed.remove(leaver.id);
    await writes.leavers.markProcessed(leaver.id, now);
    await writes.employerAudit.record({
      companyId: leaver.companyId!,
      actor,
      action: "employee.left",
      targetUserId: leaver.id,
      targetLabel: leaver.email,
      detail: { leftAt: londonDay(leftAt) },
    });
  }

  return {
    /**
     * Marks the company's family accounts `userIds` as leaving on `leftAt`. Any id that is not one of
     * them: 404 and nothing changed. An account whose date has already come keeps it; another gets the
     * new date (a leaver's earlier future date is moved). Newly marked families get their one e-mail,
     * queued in the same transaction. A date that is today is acted on at once.
     */
    async mark(
      { companyId, userIds, leftAt, actor }: MarkLeaversInput,
      now = new Date(),
    ): Promise<LeaversResult> {
      const start = startOfLondonDay(leftAt);
      if (!start || leftAt < londonDay(now)) throw leftAtInvalid();
      const wanted = [...new Set(userIds)];
      // An id past the database's integer range names no account (and would fail the query): 404.
      if (wanted.some((id) => id > MAX_ROW_ID)) throw leaverNotFound();
      const freed: FreedSeat[] = [];
      const marked = await transaction(async (writes) => {
        freed.length = 0;
        const companyName = await companyNameFor(writes, companyId, actor);
        const rows = await writes.leavers.lockFamilies(companyId, wanted);
        if (rows.length !== wanted.length) throw leaverNotFound();
        const hasLeft = (row: LeaverRow) => row.leftAt !== null && row.leftAt.getTime() <= now.getTime();
        const changing = rows.filter((row) => !hasLeft(row));
        await writes.leavers.setLeftAt(
          changing.map((row) => row.id),
          start,
        );
        await writes.employerAudit.record(
          ...changing.map((row) => ({
            companyId,
            actor,
            action: "employee.leaving",
            targetUserId: row.id,
            targetLabel: row.email,
            detail: { leftAt },
          })),
        );
        const endsOn = DateTime.fromJSDate(start, { zone: LEAVERS_TIME_ZONE }).toFormat("cccc d LLLL yyyy");
        await writes.outbox.enqueueMany(
          changing
            .filter((row) => row.leftAt === null)
            .map((row) => ({
              to: row.email,
              kind: "leaver",
              content: leaverEmail(brand, { fullName: row.fullName, companyName, endsOn, pricingUrl }),
            })),
        );
        if (start.getTime() <= now.getTime()) {
          for (const row of changing) await actOnLeaver(writes, { ...row, leftAt: start }, actor, now, freed);
        }
        return rows.map((row) => ({
          userId: row.id,
          leftAt: hasLeft(row) ? londonDay(row.leftAt!) : leftAt,
        }));
      });
      await endRoomPlaces(freed);
      // The queue's worker polls; this starts the sending now.
      mailer.inBackground(() => mailer.processDue());
      return { leavers: marked };
    },

    /**
     * Undoes a leaver's future date: 404 when the account is not the company's family account or not a
     * leaver, 409 once the date has come (its access has ended).
     */
    async undo({ companyId, userId, actor }: UndoLeaverInput): Promise<void> {
      await transaction(async (writes) => {
        await companyNameFor(writes, companyId, actor);
        const [row] = await writes.leavers.lockFamilies(companyId, [userId]);
        if (!row) throw leaverNotFound();
        if (row.leftAt === null) throw notALeaver();
        // The company's place lock (the account's row lock first, the order a mark's count trigger takes
        // them in), then the date compared by the database under it: a place the date freed may have been
        // claimed meanwhile, and giving it back then would sell it twice.
        await writes.places.claim(companyId, 0);
        if (!(await writes.leavers.clearFutureLeftAt(userId))) throw leaverAlreadyLeft();
        await writes.employerAudit.record({
          companyId,
          actor,
          action: "employee.leaving-undone",
          targetUserId: userId,
          targetLabel: row.email,
          detail: { leftAt: londonDay(row.leftAt) },
        });
      });
    },

    /**
     * Acts on up to `limit` leavers whose date has come by `now` and were not processed yet, each in its
     * own transaction (a failure leaves the others done), with the audit's system actor. Answers how many
     * it processed. The housekeeping job runs it; a run on another server at the same moment waits on the
     * row's lock and then finds it processed.
     */
    async processDue(now = new Date(), limit = LEAVERS_PER_SWEEP): Promise<number> {
      let processed = 0;
      for (const userId of await leaversRepo.due(now, limit)) {
        const freed: FreedSeat[] = [];
        const done = await transaction(async (writes) => {
          freed.length = 0;
          const leaver = await writes.leavers.lockDue(userId, now);
          if (!leaver) return false;
          await actOnLeaver(writes, leaver, SYSTEM_ACTOR, now, freed);
          return true;
        });
        await endRoomPlaces(freed);
        if (done) processed += 1;
      }
      return processed;
    },
  };
}

export type LeaversService = ReturnType<typeof createLeaversService>;
