import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RosterEntry } from "#shared/schemas/bookings.ts";
import type { RoomAttendance, RoomTicket } from "#shared/schemas/lesson-room.ts";
import { attendance } from "../../db/schema.ts";
import type { SignedInUser } from "../../test/test-app.ts";
import { roomLessons } from "./lesson-room.table.ts";
import {
  addChild,
  book,
  makeSession,
  roomCalls,
  setupRoomApp,
  ticketOf,
} from "./lesson-room.test-support.ts";
import { janus, postEvents, roomTokenOf } from "./room-events.test-support.ts";

const { t, media } = setupRoomApp();
const MINUTE = 60_000;

let tutor: SignedInUser;
let otherTutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor");
  otherTutor = await t.asRole("tutor");
  admin = await t.asRole("admin");
  family = await t.asRole("parent", { fullName: "Anna Able" });
  otherFamily = await t.asRole("parent", { fullName: "Bea Bright" });
});

const attendanceUrl = (sessionId: number) => `/api/scheduled-sessions/${sessionId}/room/attendance`;
const readAttendance = (caller: { inject: SignedInUser["inject"] }, sessionId: number) =>
  caller.inject({ method: "GET", url: attendanceUrl(sessionId) });

let nextJanusSession = 50_000;

/** A stay of the ticket's person from `from` to `to` (null: still in), as the media server reports it. */
async function stay(ticket: RoomTicket, from: Date, to: Date | null) {
  const janusSessionId = nextJanusSession++;
  const events: unknown[] = [
    janus.attached(janusSessionId, ticket.token, from),
    janus.joined(janusSessionId, ticket.room, ticket.feedId, roomTokenOf(media, ticket), from),
  ];
  if (to) events.push(janus.leaving(ticket.room, ticket.feedId, to));
  const response = await postEvents(t, events);
  expect(response.statusCode, response.body).toBe(204);
}

describe("GET /api/scheduled-sessions/:id/room/attendance", () => {
  /** A 60-minute group session that started 40 minutes ago, four children booked, all admitted. */
  let sessionId: number;
  let start: number;
  const children: Record<"ada" | "ben" | "cat" | "dan", { id: number }> = {} as never;
  const tickets: Partial<Record<keyof typeof children, RoomTicket>> = {};

  beforeAll(async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -40, duration: 60 });
    sessionId = session.id;
    start = session.scheduledFor.getTime();
    children.ada = await addChild(t, family.user.id, "Ada");
    children.ben = await addChild(t, family.user.id, "Ben");
    children.cat = await addChild(t, otherFamily.user.id, "Cat");
    children.dan = await addChild(t, otherFamily.user.id, "Dan");
    for (const child of Object.values(children)) await book(t, sessionId, child as never);
    await ticketOf(tutor, sessionId);
    for (const [name, owner] of [
      ["ada", family],
      ["ben", family],
      ["dan", otherFamily],
    ] as const) {
      tickets[name] = await ticketOf(owner, sessionId, { studentId: children[name].id });
    }
    const admitted = await roomCalls(tutor, sessionId).post("admit", { all: true });
    expect(admitted.statusCode, admitted.body).toBe(204);
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    // Ada: exactly half of the session. Ben: two overlapping stays, 29 minutes in all. Dan: still in.
    await stay(tickets.ada!, at(0), at(30));
    await stay(tickets.ben!, at(0), at(10));
    const benAgain = await ticketOf(family, sessionId, { studentId: children.ben.id });
    await stay(benAgain, at(5), at(29));
    await stay(tickets.dan!, at(0), null);
  });

  it("answers every child on the roster with first entry, last exit and minutes present", async () => {
    const response = await readAttendance(tutor, sessionId);
    expect(response.statusCode, response.body).toBe(200);
    const { attendance: rows } = response.json() as RoomAttendance;
    const roster = (
      await tutor.inject({ method: "GET", url: `/api/scheduled-sessions/${sessionId}/roster` })
    ).json() as RosterEntry[];
    const iso = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
    const label = (id: number) => roster.find((entry) => entry.studentId === id)!.studentLabel;
    const byChild = new Map(rows.map((row) => [row.studentId, row]));
    expect(rows).toHaveLength(4);
    expect(byChild.get(children.ada.id)).toEqual({
      studentId: children.ada.id,
      studentLabel: label(children.ada.id),
      firstEntry: iso(0),
      lastExit: iso(30),
      minutesPresent: 30,
    });
    expect(byChild.get(children.ben.id)).toMatchObject({
      firstEntry: iso(0),
      lastExit: iso(29),
      minutesPresent: 29,
    });
    expect(byChild.get(children.cat.id)).toEqual({
      studentId: children.cat.id,
      studentLabel: label(children.cat.id),
      firstEntry: null,
      lastExit: null,
      minutesPresent: 0,
    });
    // Still in the room: no last exit, and minutes running to now (40, give or take the test's own time).
    const dan = byChild.get(children.dan.id)!;
    expect(dan).toMatchObject({ firstEntry: iso(0), lastExit: null });
    expect(dan.minutesPresent).toBeGreaterThanOrEqual(39);
    expect(dan.minutesPresent).toBeLessThanOrEqual(41);
    expect(rows.map((row) => row.studentId)).toEqual(roster.map((entry) => entry.studentId));
  });

  it("answers the session's tutor and admins only", async () => {
    expect((await readAttendance(admin, sessionId)).statusCode).toBe(200);
    const other = await readAttendance(otherTutor, sessionId);
    const register = await otherTutor.inject({
      method: "GET",
      url: `/api/scheduled-sessions/${sessionId}/roster`,
    });
    // The same refusal as the register's own.
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(register.json());
    expect((await readAttendance(family, sessionId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: attendanceUrl(sessionId) })).statusCode).toBe(401);
    expect((await readAttendance(tutor, 999_999)).statusCode).toBe(404);
    expect((await readAttendance(admin, 999_999)).statusCode).toBe(404);
  });

  it("fills the register at the end for the unmarked children only, by the half rule; the tutor's marks win", async () => {
    // The tutor marked Dan absent during the lesson: the room leaves that mark as it is.
    const marked = await tutor.inject({
      method: "PUT",
      url: `/api/scheduled-sessions/${sessionId}/attendance`,
      payload: { attendance: [{ studentId: children.dan.id, present: false }] },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const ended = await roomCalls(tutor, sessionId).post("end");
    expect(ended.statusCode, ended.body).toBe(204);

    const rosterNow = async () =>
      new Map(
        (
          (
            await tutor.inject({ method: "GET", url: `/api/scheduled-sessions/${sessionId}/roster` })
          ).json() as RosterEntry[]
        ).map((entry) => [entry.studentId, entry.present]),
      );
    const marks = await rosterNow();
    expect(marks.get(children.ada.id)).toBe(true); // exactly half
    expect(marks.get(children.ben.id)).toBe(false); // 29 of 60 minutes
    expect(marks.get(children.cat.id)).toBe(false); // never in
    expect(marks.get(children.dan.id)).toBe(false); // the tutor's mark
    const rows = await t.db.select().from(attendance).where(eq(attendance.sessionId, sessionId));
    const markedBy = new Map(rows.map((row) => [row.studentId, row.markedBy]));
    expect(markedBy.get(children.ada.id)).toBeNull();
    expect(markedBy.get(children.dan.id)).toBe(tutor.user.id);
    const [lesson] = await t.db.select().from(roomLessons).where(eq(roomLessons.sessionId, sessionId));
    expect(lesson!.registerFilledAt).toEqual(lesson!.endedAt);

    // Dan's open stay closed at the end: a last exit, and minutes fixed at the end.
    const after = (await readAttendance(tutor, sessionId)).json() as RoomAttendance;
    const dan = after.attendance.find((row) => row.studentId === children.dan.id)!;
    expect(dan.lastExit).toBe(lesson!.endedAt!.toISOString());

    // The tutor changes a filled mark afterwards, and it holds; ending again changes nothing.
    const changed = await tutor.inject({
      method: "PUT",
      url: `/api/scheduled-sessions/${sessionId}/attendance`,
      payload: { attendance: [{ studentId: children.ben.id, present: true }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.deps.services.roomAttendance.lessonEnded(sessionId, new Date());
    expect((await rosterNow()).get(children.ben.id)).toBe(true);
    const ben = await t.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.sessionId, sessionId), eq(attendance.studentId, children.ben.id)));
    expect(ben).toMatchObject([{ present: true, markedBy: tutor.user.id }]);
  });
});

describe("a one-to-one session's attendance", () => {
  it("answers its one child and marks it present at half of the session's duration", async () => {
    const child = await addChild(t, family.user.id, "Eve");
    const session = await makeSession(t, tutor.user.id, {
      startsInMinutes: -30,
      duration: 45,
      studentId: child.id,
    });
    const start = session.scheduledFor.getTime();
    await ticketOf(tutor, session.id);
    const ticket = await ticketOf(family, session.id, { studentId: child.id });
    expect((await roomCalls(tutor, session.id).post("admit", { all: true })).statusCode).toBe(204);
    // 22.5 minutes of a 45-minute session: exactly half.
    await stay(ticket, new Date(start), new Date(start + 22.5 * MINUTE));
    const response = await readAttendance(tutor, session.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as RoomAttendance).attendance).toMatchObject([
      { studentId: child.id, minutesPresent: 22, lastExit: new Date(start + 22.5 * MINUTE).toISOString() },
    ]);
    expect((await roomCalls(tutor, session.id).post("end")).statusCode).toBe(204);
    const roster = (
      await tutor.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}/roster` })
    ).json() as RosterEntry[];
    expect(roster).toMatchObject([{ studentId: child.id, present: true }]);
  });
});
