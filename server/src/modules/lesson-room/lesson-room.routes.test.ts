import { beforeAll, describe, expect, it } from "vitest";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { FAKE_MEDIA_SECRET } from "../../test/fake-media-server.ts";
import type { SignedInUser } from "../../test/test-app.ts";
import { readJanusToken } from "../media-server/janus-tokens.ts";
import {
  addChild,
  book,
  expectRefusal,
  makeSession,
  roomCalls,
  setupRoomApp,
  stateOf,
  ticketOf,
} from "./lesson-room.test-support.ts";

const { t, media } = setupRoomApp();
let tutor: SignedInUser;
let otherTutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let secondFamily: SignedInUser;

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  otherTutor = await t.asRole("tutor", { fullName: "James Patel" });
  admin = await t.asRole("admin");
  family = await t.asRole("parent");
  secondFamily = await t.asRole("parent");
});

describe("POST /api/scheduled-sessions/:id/room (the ticket)", () => {
  it("answers the host, a booked child (waiting) and the observer their tickets with signed tokens", async () => {
    const session = await makeSession(t, tutor.user.id, { capacity: 8 });
    const child = await addChild(t, family.user.id, "Ada");
    await book(t, session.id, child);
    const before = Date.now();

    const host = await ticketOf(tutor, session.id);
    expect(host).toMatchObject({ sessionId: session.id, role: "host", status: "admitted" });
    expect(host.displayName).toBe("Sarah Whitfield");
    expect(host.mediaServerUrl).toBe(media.browserUrl);
    const closes = new Date(session.scheduledFor).getTime() + 90 * 60_000;
    expect(Date.parse(host.expiresAt)).toBe(closes + 5 * 60_000);
    expect(host.room).not.toBe(session.id);
    expect(media.calls).toContainEqual({
      call: "ensureRoom",
      room: host.room,
      publishers: 11,
      description: `Lesson ${session.id}`,
    });
    const core = readJanusToken(FAKE_MEDIA_SECRET, host.token);
    const roomToken = readJanusToken(FAKE_MEDIA_SECRET, host.roomToken!);
    expect(core?.descriptors).toEqual(["janus", "janus.plugin.videoroom", `uid=${core?.uid}`]);
    expect(roomToken).toMatchObject({ room: host.room, uid: core?.uid });
    expect(core!.expiresAt.getTime()).toBe(Math.floor((closes + 5 * 60_000) / 1000) * 1000);
    expect(media.allowed(host.room)).toEqual([host.roomToken]);

    const pupil = await ticketOf(family, session.id);
    expect(pupil).toMatchObject({
      role: "participant",
      status: "waiting",
      roomToken: null,
      displayName: "Ada",
    });
    expect(pupil.feedId).not.toBe(host.feedId);
    expect(media.allowed(host.room)).toEqual([host.roomToken]);

    const observer = await ticketOf(admin, session.id);
    expect(observer).toMatchObject({ role: "observer", status: "admitted", displayName: "Observer" });
    expect(media.allowed(host.room)).toContain(observer.roomToken);
    expect(Date.now() - before).toBeLessThan(10_000);
  });

  it("names a child by its family label and sizes a one-to-one room for one child", async () => {
    const child = await addChild(t, family.user.id, null);
    const session = await makeSession(t, tutor.user.id, { studentId: child.id });
    const ticket = await ticketOf(family, session.id, { studentId: child.id });
    expect(ticket.displayName).toBe(`Student #${child.id}`);
    expect(media.calls).toContainEqual(
      expect.objectContaining({ call: "ensureRoom", room: ticket.room, publishers: 4 }),
    );
  });

  it("refuses in the decision's order with the exact words", async () => {
    const session = await makeSession(t, tutor.user.id);
    const booked = await addChild(t, family.user.id, "Bea");
    const notBooked = await addChild(t, family.user.id, "Cal");
    const stranger = await addChild(t, secondFamily.user.id, "Dot");
    await book(t, session.id, booked);
    const calls = roomCalls(family, session.id);

    expectRefusal(await roomCalls(family, 999_999).ticket(), 404, "Session not found");
    expectRefusal(await roomCalls(otherTutor, session.id).ticket(), 403, ROOM_MESSAGES.otherTutor);
    expectRefusal(await calls.ticket({ studentId: stranger.id }), 404, ROOM_MESSAGES.childNotFound);
    expectRefusal(await calls.ticket({ studentId: notBooked.id }), 403, ROOM_MESSAGES.notBooked);
    expectRefusal(await roomCalls(secondFamily, session.id).ticket(), 403, ROOM_MESSAGES.notBooked);
    await book(t, session.id, notBooked);
    expectRefusal(await calls.ticket(), 400, ROOM_MESSAGES.chooseChild);
    expect((await calls.ticket({ studentId: notBooked.id })).statusCode).toBe(200);

    const early = await makeSession(t, tutor.user.id, { startsInMinutes: 16 });
    expectRefusal(await roomCalls(tutor, early.id).ticket(), 409, ROOM_MESSAGES.notOpenYet);
    const late = await makeSession(t, tutor.user.id, { startsInMinutes: -91 });
    expectRefusal(await roomCalls(tutor, late.id).ticket(), 409, ROOM_MESSAGES.ended);
    const cancelled = await makeSession(t, tutor.user.id, { status: "cancelled", startsInMinutes: 16 });
    expectRefusal(await roomCalls(tutor, cancelled.id).ticket(), 400, ROOM_MESSAGES.cancelled);
    expectRefusal(await roomCalls(otherTutor, cancelled.id).ticket(), 400, ROOM_MESSAGES.cancelled);

    media.setAvailable(false);
    try {
      expectRefusal(await roomCalls(tutor, session.id).ticket(), 503, ROOM_MESSAGES.unavailable);
    } finally {
      media.setAvailable(true);
    }
    // A media server that is there but does not answer (restarting) is unavailable too, never a fault.
    media.setFailing(true);
    try {
      expectRefusal(await roomCalls(tutor, session.id).ticket(), 503, ROOM_MESSAGES.unavailable);
    } finally {
      media.setFailing(false);
    }
  });

  it("hides a session the family may not see behind 404, and the room from everyone outside it", async () => {
    const child = await addChild(t, family.user.id, "Eve");
    const oneToOne = await makeSession(t, tutor.user.id, { studentId: child.id });
    expectRefusal(await roomCalls(secondFamily, oneToOne.id).ticket(), 404, "Session not found");
    await ticketOf(tutor, oneToOne.id);
    await ticketOf(family, oneToOne.id);

    for (const outsider of [secondFamily, otherTutor]) {
      const response = await roomCalls(outsider, oneToOne.id).state();
      expectRefusal(response, 404, ROOM_MESSAGES.notInRoom);
      expect(response.body).not.toContain("token");
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/scheduled-sessions/${oneToOne.id}/room`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/token|room"/);
    const anonymousState = await t.app.inject({
      method: "GET",
      url: `/api/scheduled-sessions/${oneToOne.id}/room/state`,
    });
    expect(anonymousState.statusCode).toBe(401);
  });

  it("answers a state call at once when the version is newer, else with the same version after the wait", async () => {
    const session = await makeSession(t, tutor.user.id);
    await ticketOf(tutor, session.id);
    const first = await stateOf(tutor, session.id);
    const older = performance.now();
    expect((await stateOf(tutor, session.id, first.version - 1)).version).toBe(first.version);
    expect(performance.now() - older).toBeLessThan(1_500);
    const waited = performance.now();
    expect((await stateOf(tutor, session.id, first.version)).version).toBe(first.version);
    expect(performance.now() - waited).toBeGreaterThanOrEqual(1_900);
    expectRefusal(await roomCalls(tutor, session.id).state(-1), 400, "since must be 0 or more");
  });

  it("gives a waiting child nothing of the room until it is admitted", async () => {
    const session = await makeSession(t, tutor.user.id);
    const child = await addChild(t, family.user.id, "Fay");
    await book(t, session.id, child);
    await ticketOf(tutor, session.id);
    await roomCalls(tutor, session.id).post("chat", { text: "Welcome, everyone" });
    await ticketOf(family, session.id, { studentId: child.id });

    const waiting = await stateOf(family, session.id);
    expect(waiting).toMatchObject({
      status: "waiting",
      roomToken: null,
      participants: [],
      hands: [],
      chat: [],
    });
    expect(waiting.me.displayName).toBe("Fay");
    expectRefusal(
      await roomCalls(family, session.id).post("chat", { text: "hello" }),
      403,
      ROOM_MESSAGES.notInRoom,
    );
    expectRefusal(await roomCalls(family, session.id).post("hand"), 403, ROOM_MESSAGES.notInRoom);
  });
});
