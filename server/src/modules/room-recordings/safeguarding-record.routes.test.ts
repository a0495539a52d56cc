import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import {
  ROOM_LESSONS_PAGE_SIZE,
  ROOM_RECORDING_MESSAGES,
  type RoomChatLog,
  type RoomLessonRecord,
  type RoomLessonsPage,
} from "#shared/schemas/room-recordings.ts";
import { recordedLessons } from "../../db/schema.ts";
import type { SignedInUser } from "../../test/test-app.ts";
import { roomLessons } from "../lesson-room/lesson-room.table.ts";
import {
  addChild,
  book,
  expectRefusal,
  makeSession,
  roomCalls,
  setupRoomApp,
  ticketOf,
} from "../lesson-room/lesson-room.test-support.ts";
import { janus, postEvents, roomTokenOf } from "../lesson-room/room-events.test-support.ts";
import { roomRecordings } from "./room-recordings.table.ts";

const { t, media } = setupRoomApp();
const MINUTE = 60_000;

let tutor: SignedInUser;
let otherTutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;

let nextJanusSession = 70_000;

/** A stay of the ticket's person from `from` to `to`, as the media server reports it. */
async function stay(ticket: RoomTicket, from: Date, to: Date) {
  const janusSessionId = nextJanusSession++;
  const response = await postEvents(t, [
    janus.attached(janusSessionId, ticket.token, from),
    janus.joined(janusSessionId, ticket.room, ticket.feedId, roomTokenOf(media, ticket), from),
    janus.leaving(ticket.room, ticket.feedId, to),
  ]);
  expect(response.statusCode, response.body).toBe(204);
}

async function say(caller: SignedInUser, sessionId: number, text: string) {
  const response = await roomCalls(caller, sessionId).post("chat", { text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

/**
 * A lesson held in the room 30 minutes ago: the tutor, Ada (the family's) and Cat (the other family's)
 * entered and left, each said something, the tutor hid Ada's message, and the lesson ended.
 */
async function heldLesson() {
  const session = await makeSession(t, tutor.user.id, { startsInMinutes: -30, duration: 60 });
  const ada = await addChild(t, family.user.id, "Ada");
  const cat = await addChild(t, otherFamily.user.id, "Cat");
  await book(t, session.id, ada);
  await book(t, session.id, cat);
  const host = await ticketOf(tutor, session.id);
  const adaTicket = await ticketOf(family, session.id, { studentId: ada.id });
  const catTicket = await ticketOf(otherFamily, session.id, { studentId: cat.id });
  expect((await roomCalls(tutor, session.id).post("admit", { all: true })).statusCode).toBe(204);
  await say(tutor, session.id, "Welcome, everyone");
  const secret = await say(family, session.id, "Ada's own words at 123 Elm Street");
  await say(otherFamily, session.id, "Cat is here");
  const hidden = await roomCalls(tutor, session.id).post(`chat/${secret.id}/hide`);
  expect(hidden.statusCode, hidden.body).toBe(204);
  const at = (minutes: number) => new Date(session.scheduledFor.getTime() + minutes * MINUTE);
  await stay(host, at(0), at(20));
  await stay(adaTicket, at(1), at(10));
  await stay(catTicket, at(2), at(19));
  expect((await roomCalls(tutor, session.id).post("end")).statusCode).toBe(204);
  return { session, ada, cat };
}

const recordOf = (caller: Pick<SignedInUser, "inject">, sessionId: number) =>
  caller.inject({ method: "GET", url: `/api/admin/room-lessons/${sessionId}` });
const chatLogOf = (caller: Pick<SignedInUser, "inject">, sessionId: number) =>
  caller.inject({ method: "GET", url: `/api/scheduled-sessions/${sessionId}/room/chat-log` });

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  otherTutor = await t.asRole("tutor", { fullName: "James Patel" });
  admin = await t.asRole("admin");
  family = await t.asRole("parent", { fullName: "Anna Able" });
  otherFamily = await t.asRole("parent", { fullName: "Bea Bright" });
});

describe("the admin's safeguarding record", () => {
  let held: Awaited<ReturnType<typeof heldLesson>>;
  beforeAll(async () => {
    held = await heldLesson();
  });

  it("lists the lessons held in the room, newest first, 20 a page", async () => {
    const later = await makeSession(t, tutor.user.id, { startsInMinutes: -5, title: "Decimals" });
    await ticketOf(tutor, later.id);
    const response = await admin.inject({ method: "GET", url: "/api/admin/room-lessons" });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as RoomLessonsPage;
    expect(page.page).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const ids = page.items.map((item) => item.sessionId);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(held.session.id));
    expect(page.items.find((item) => item.sessionId === held.session.id)).toMatchObject({
      title: "Fractions",
      subject: "Maths",
      tutorName: "Sarah Whitfield",
      children: 2,
      chatMessages: 3,
      recording: null,
      job: null,
    });
    expect(page.items.find((item) => item.sessionId === later.id)).toMatchObject({
      title: "Decimals",
      endedAt: null,
      children: 0,
      chatMessages: 0,
    });
    const beyond = await admin.inject({ method: "GET", url: "/api/admin/room-lessons?page=999" });
    expect(beyond.json()).toEqual({ items: [], page: 999, total: page.total });
    expect(page.items.length).toBeLessThanOrEqual(ROOM_LESSONS_PAGE_SIZE);
    for (const bad of ["0", "x", "-1", "1.5"]) {
      const refused = await admin.inject({ method: "GET", url: `/api/admin/room-lessons?page=${bad}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/page must be a whole number/);
    }
  });

  it("answers a lesson's join log, its chat with the hidden message marked and kept, and no recording yet", async () => {
    const response = await recordOf(admin, held.session.id);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as RoomLessonRecord;
    const at = (minutes: number) =>
      new Date(held.session.scheduledFor.getTime() + minutes * MINUTE).toISOString();
    expect(record.joinLog.map(({ participantId: _id, ...row }) => row)).toEqual([
      { name: "Sarah Whitfield", role: "host", enteredAt: at(0), leftAt: at(20), leftHow: "left" },
      { name: "Ada", role: "participant", enteredAt: at(1), leftAt: at(10), leftHow: "left" },
      { name: "Cat", role: "participant", enteredAt: at(2), leftAt: at(19), leftHow: "left" },
    ]);
    expect(record.chat.map(({ name, body, hidden }) => ({ name, body, hidden }))).toEqual([
      { name: "Sarah Whitfield", body: "Welcome, everyone", hidden: false },
      { name: "Ada", body: "Ada's own words at 123 Elm Street", hidden: true },
      { name: "Cat", body: "Cat is here", hidden: false },
    ]);
    expect(record.chat[1]!.hiddenAt).not.toBeNull();
    expect(record.endedAt).not.toBeNull();
    expect(record).toMatchObject({ recording: null, job: null, videoUrl: null });
  });

  it("shows the conversion's state, then the recorded lesson and its video once published", async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -40, title: "Recorded" });
    await ticketOf(tutor, session.id);
    const [lesson] = await t.db.select().from(roomLessons).where(eq(roomLessons.sessionId, session.id));
    await t.db.insert(roomRecordings).values({
      sessionId: session.id,
      janusRoomId: lesson!.janusRoomId,
      rawFolder: "/tmp/nowhere",
      attempts: 2,
      lastError: "ffmpeg exited with code 1",
      videoKey: "recordings/video.mp4",
      thumbnailKey: "recordings/thumb.jpg",
    });
    const pending = (await recordOf(admin, session.id)).json() as RoomLessonRecord;
    expect(pending.job).toMatchObject({
      status: "pending",
      converting: false,
      attempts: 2,
      reason: "ffmpeg exited with code 1",
    });
    expect(pending.videoUrl).toBeNull();
    const [published] = await t.db
      .insert(recordedLessons)
      .values({
        title: "Recorded",
        subject: "Maths",
        tutorId: tutor.user.id,
        videoUrl: "/api/files/recordings/video.mp4",
        sessionId: session.id,
      })
      .returning();
    const done = (await recordOf(admin, session.id)).json() as RoomLessonRecord;
    expect(done.recording).toEqual({ id: published!.id, title: "Recorded" });
    expect(done.videoUrl).toBe("/api/files/recordings/video.mp4");
  });

  it("answers 404 with its words for a session never held in the room, and for no session", async () => {
    const never = await makeSession(t, tutor.user.id, { startsInMinutes: -60 });
    expectRefusal(await recordOf(admin, never.id), 404, ROOM_RECORDING_MESSAGES.notHeldInRoom);
    expectRefusal(await chatLogOf(tutor, never.id), 404, ROOM_RECORDING_MESSAGES.notHeldInRoom);
    expect((await recordOf(admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await chatLogOf(admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await recordOf(admin, 0)).statusCode).toBe(400);
  });

  it("is for admins only; the chat log for the session's tutor and admins", async () => {
    for (const caller of [tutor, otherTutor, family]) {
      expect((await recordOf(caller, held.session.id)).statusCode).toBe(403);
      expect((await caller.inject({ method: "GET", url: "/api/admin/room-lessons" })).statusCode).toBe(403);
    }
    const signedOut = (url: string) => t.app.inject({ method: "GET", url });
    expect((await signedOut(`/api/admin/room-lessons/${held.session.id}`)).statusCode).toBe(401);
    expect((await signedOut("/api/admin/room-lessons")).statusCode).toBe(401);

    const own = await chatLogOf(tutor, held.session.id);
    expect(own.statusCode, own.body).toBe(200);
    const log = own.json() as RoomChatLog;
    expect(log.sessionId).toBe(held.session.id);
    expect(log.messages.map((message) => [message.body, message.hidden])).toEqual([
      ["Welcome, everyone", false],
      ["Ada's own words at 123 Elm Street", true],
      ["Cat is here", false],
    ]);
    expect((await chatLogOf(admin, held.session.id)).json()).toEqual(log);
    expectRefusal(
      await chatLogOf(otherTutor, held.session.id),
      403,
      "Only the session's tutor or an admin can read its lesson chat.",
    );
    expect((await chatLogOf(family, held.session.id)).statusCode).toBe(403);
    expect((await signedOut(`/api/scheduled-sessions/${held.session.id}/room/chat-log`)).statusCode).toBe(
      401,
    );
  });
});

describe("a family's erasure", () => {
  it("leaves no name or text of the family in the rooms' join logs and chats", async () => {
    const erased = await t.asRole("parent", { fullName: "Erin Erased", username: "erin-erased" });
    const kept = await t.asRole("parent", { fullName: "Kim Kept" });
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -30, duration: 60 });
    const zed = await addChild(t, erased.user.id, "Zebedee");
    const yan = await addChild(t, erased.user.id, "Yannick");
    const kit = await addChild(t, kept.user.id, "Kit");
    for (const child of [zed, yan, kit]) await book(t, session.id, child);
    const zedTicket = await ticketOf(erased, session.id, { studentId: zed.id });
    const yanTicket = await ticketOf(erased, session.id, { studentId: yan.id });
    await ticketOf(kept, session.id, { studentId: kit.id });
    await ticketOf(tutor, session.id);
    expect((await roomCalls(tutor, session.id).post("admit", { all: true })).statusCode).toBe(204);
    const zedSays = await roomCalls(erased, session.id).post(`chat?participant=${zedTicket.participantId}`, {
      text: "Zebedee lives in Leeds",
    });
    expect(zedSays.statusCode, zedSays.body).toBe(201);
    await say(erased, session.id, "Yannick says hi");
    const hidden = await say(erased, session.id, "A hidden secret of Yannick");
    expect((await roomCalls(tutor, session.id).post(`chat/${hidden.id}/hide`)).statusCode).toBe(204);
    await say(kept, session.id, "Kit says hello");
    const at = (minutes: number) => new Date(session.scheduledFor.getTime() + minutes * MINUTE);
    await stay(zedTicket, at(0), at(5));
    await stay(yanTicket, at(1), at(6));

    const before = JSON.stringify((await recordOf(admin, session.id)).json());
    expect(before).toContain("Zebedee lives in Leeds");
    // A child the family removed earlier is still its own in the rooms: its rows keep the family's account.
    const removed = await erased.inject({ method: "DELETE", url: `/api/family/children/${yan.id}` });
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    const response = await erased.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: erased.password, confirmation: "DELETE" },
    });
    expect(response.statusCode, response.body).toBe(200);

    const record = (await recordOf(admin, session.id)).json() as RoomLessonRecord;
    const text = JSON.stringify(record);
    for (const trace of ["Zebedee", "Yannick", "Leeds", "Erin", "erin-erased", "hidden secret"]) {
      expect(text).not.toContain(trace);
    }
    expect(record.joinLog.map((row) => row.name)).toEqual([
      ROOM_RECORDING_MESSAGES.removedChild,
      ROOM_RECORDING_MESSAGES.removedChild,
    ]);
    expect(record.chat.map(({ name, body, hidden: isHidden }) => ({ name, body, hidden: isHidden }))).toEqual(
      [
        {
          name: ROOM_RECORDING_MESSAGES.removedChild,
          body: ROOM_RECORDING_MESSAGES.removedMessage,
          hidden: false,
        },
        {
          name: ROOM_RECORDING_MESSAGES.removedChild,
          body: ROOM_RECORDING_MESSAGES.removedMessage,
          hidden: false,
        },
        {
          name: ROOM_RECORDING_MESSAGES.removedChild,
          body: ROOM_RECORDING_MESSAGES.removedMessage,
          hidden: true,
        },
        { name: "Kit", body: "Kit says hello", hidden: false },
      ],
    );
    expect(record.children).toBe(2);
    const log = (await chatLogOf(tutor, session.id)).json() as RoomChatLog;
    expect(JSON.stringify(log)).not.toMatch(/Zebedee|Yannick|Leeds/);

    // An admin's erasure on request goes the same way.
    const byAdmin = await admin.inject({
      method: "POST",
      url: `/api/admin/families/${kept.user.id}/erase`,
      payload: { confirmation: "DELETE" },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const after = JSON.stringify((await recordOf(admin, session.id)).json());
    expect(after).not.toMatch(/Kit/);
  });
});
