import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RosterEntry } from "#shared/schemas/bookings.ts";
import { attendance } from "../../db/schema.ts";
import type { SignedInUser } from "../../test/test-app.ts";
import { roomLessons, roomPresence } from "./lesson-room.table.ts";
import {
  addChild,
  book,
  makeSession,
  roomCalls,
  setupRoomApp,
  ticketOf,
} from "./lesson-room.test-support.ts";
import { janus, postEvents, roomTokenOf } from "./room-events.test-support.ts";
import { createRoomSweeper } from "./room-sweeper.ts";

const { t, media } = setupRoomApp();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let tutor: SignedInUser;
let family: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor");
  family = await t.asRole("parent");
});

const silent = { info: () => {}, error: () => {} };
const sweeperOf = () =>
  createRoomSweeper({
    lessonsPastClose: (now) => t.app.deps.repositories.roomPresence.lessonsPastClose(now),
    end: (sessionId) => t.app.deps.services.lessonRoom.end(null, sessionId),
    lessonsEndedUnfilled: (now) => t.app.deps.repositories.roomPresence.lessonsEndedUnfilled(now),
    lessonEnded: t.app.deps.services.roomAttendance.lessonEnded,
    runAlone: t.database.runAlone,
    log: silent,
  });

describe("the room sweeper", () => {
  it("ends, as the system, a lesson whose room's hours passed without End Lesson, and fills its register", async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -5, duration: 60 });
    const child = await addChild(t, family.user.id, "Ada");
    await book(t, session.id, child);
    await ticketOf(tutor, session.id);
    const ticket = await ticketOf(family, session.id, { studentId: child.id });
    expect((await roomCalls(tutor, session.id).post("admit", { all: true })).statusCode).toBe(204);
    const entered = new Date(Date.now() - 4 * MINUTE);
    await postEvents(t, [
      janus.attached(777_001, ticket.token, entered),
      janus.joined(777_001, ticket.room, ticket.feedId, roomTokenOf(media, ticket), entered),
    ]);
    const sweeper = sweeperOf();

    // Within the room's hours nothing is ended.
    expect(await sweeper.runOnce(new Date())).toBe(0);
    const [open] = await t.db.select().from(roomLessons).where(eq(roomLessons.sessionId, session.id));
    expect(open!.endedAt).toBeNull();

    // Past its close (the session's end plus 30 minutes), the same path as End Lesson runs, by no one.
    expect(await sweeper.runOnce(new Date(Date.now() + 2 * HOUR))).toBe(1);
    const [lesson] = await t.db.select().from(roomLessons).where(eq(roomLessons.sessionId, session.id));
    expect(lesson).toMatchObject({ endedBy: null });
    expect(lesson!.endedAt).not.toBeNull();
    expect(lesson!.registerFilledAt).toEqual(lesson!.endedAt);
    const stays = await t.db
      .select()
      .from(roomPresence)
      .where(eq(roomPresence.participantId, ticket.participantId));
    expect(stays).toMatchObject([{ leftAt: lesson!.endedAt, leftHow: "ended" }]);
    const roster = (
      await tutor.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}/roster` })
    ).json() as RosterEntry[];
    expect(roster).toMatchObject([{ studentId: child.id, present: false }]);
    expect(media.hasRoom(ticket.room)).toBe(false);

    // An ended lesson is not ended again.
    expect(await sweeper.runOnce(new Date(Date.now() + 2 * HOUR))).toBe(0);

    // A register whose fill failed after the end was written is filled by the next pass, as of the end.
    await t.db.delete(attendance).where(eq(attendance.sessionId, session.id));
    await t.db
      .update(roomLessons)
      .set({ registerFilledAt: null })
      .where(eq(roomLessons.sessionId, session.id));
    expect(await sweeper.runOnce(new Date(Date.now() + 2 * HOUR))).toBe(0);
    const [refilled] = await t.db.select().from(roomLessons).where(eq(roomLessons.sessionId, session.id));
    expect(refilled!.registerFilledAt).toEqual(lesson!.endedAt);
    expect(await t.db.select().from(attendance).where(eq(attendance.sessionId, session.id))).toMatchObject([
      { studentId: child.id, present: false, markedBy: null },
    ]);
    await sweeper.stop();
  });
});
