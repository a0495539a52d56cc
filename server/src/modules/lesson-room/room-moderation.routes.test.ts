import { beforeAll, describe, expect, it } from "vitest";
import { ROOM_CHAT_MAX, ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import type { SignedInUser } from "../../test/test-app.ts";
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
let admin: SignedInUser;
let families: SignedInUser[];

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  admin = await t.asRole("admin");
  families = [await t.asRole("parent"), await t.asRole("parent"), await t.asRole("parent")];
});

/** A group session whose host is in and whose three children (one per family) have tickets and wait. */
async function roomWithChildren() {
  const session = await makeSession(t, tutor.user.id);
  const host = await ticketOf(tutor, session.id);
  const tickets = [];
  for (const [index, family] of families.entries()) {
    const child = await addChild(t, family.user.id, ["Ada", "Ben", "Cy"][index]!);
    await book(t, session.id, child);
    tickets.push(await ticketOf(family, session.id));
  }
  return { session, host, tickets, host_: roomCalls(tutor, session.id) };
}

describe("the waiting room and admission", () => {
  it("shows the host everyone waiting; admitting one hands that child its room token by its next state", async () => {
    const { session, host, tickets, host_ } = await roomWithChildren();
    const seen = await stateOf(tutor, session.id);
    expect(seen.participants.map((row) => [row.displayName, row.state])).toEqual([
      ["Sarah Whitfield", "admitted"],
      ["Ada", "waiting"],
      ["Ben", "waiting"],
      ["Cy", "waiting"],
    ]);

    const waited = stateOf(families[0]!, session.id, (await stateOf(families[0]!, session.id)).version);
    expect((await host_.post("admit", { participantIds: [tickets[0]!.participantId] })).statusCode).toBe(204);
    const admitted = await waited;
    expect(admitted.status).toBe("admitted");
    expect(admitted.roomToken).not.toBeNull();
    expect(media.allowed(host.room)).toContain(admitted.roomToken);
    expect(admitted.participants.map((row) => row.displayName)).toEqual(["Sarah Whitfield", "Ada"]);
    expect((await stateOf(families[1]!, session.id)).status).toBe("waiting");

    expectRefusal(await host_.post("admit", {}), 400, ROOM_MESSAGES.admitWhom);
    expectRefusal(
      await host_.post("admit", { participantIds: [999_999] }),
      404,
      ROOM_MESSAGES.participantNotFound,
    );
    expectRefusal(
      await roomCalls(families[1]!, session.id).post("admit", { all: true }),
      403,
      ROOM_MESSAGES.hostOnly,
    );
    expect((await host_.post("admit", { all: true })).statusCode).toBe(204);
    for (const family of families) expect((await stateOf(family, session.id)).status).toBe("admitted");
  });

  it("lets an admitted child who drops straight back in, and a removed one never", async () => {
    const { session, host, tickets, host_ } = await roomWithChildren();
    await host_.post("admit", { all: true });
    const again = await ticketOf(families[0]!, session.id);
    expect(again).toMatchObject({ status: "admitted", participantId: tickets[0]!.participantId });
    expect(media.allowed(host.room)).toContain(again.roomToken);

    const removedId = tickets[1]!.participantId;
    const removedToken = (await stateOf(families[1]!, session.id)).roomToken;
    expect((await host_.post(`participants/${removedId}/remove`)).statusCode).toBe(204);
    expect(media.allowed(host.room)).not.toContain(removedToken);
    expect(media.calls).toContainEqual({ call: "kick", room: host.room, feedId: tickets[1]!.feedId });
    expectRefusal(await roomCalls(families[1]!, session.id).ticket(), 403, ROOM_MESSAGES.removed);
    expect(await stateOf(families[1]!, session.id)).toMatchObject({
      status: "removed",
      roomToken: null,
      chat: [],
    });
    const others = await stateOf(families[0]!, session.id);
    expect(others.participants.map((row) => row.displayName)).not.toContain("Ben");

    // A child the host admitted who left comes back in with its next ticket.
    await roomCalls(families[2]!, session.id).post("leave");
    expect((await ticketOf(families[2]!, session.id)).status).toBe("admitted");
    expectRefusal(
      await host_.post(`participants/${host.participantId}/remove`),
      404,
      ROOM_MESSAGES.participantNotFound,
    );
  });
  it("lets two children of one family in one lesson act each for itself (?participant=)", async () => {
    const session = await makeSession(t, tutor.user.id);
    await ticketOf(tutor, session.id);
    const family = await t.asRole("parent");
    const [ava, ben] = [await addChild(t, family.user.id, "Ava"), await addChild(t, family.user.id, "Ben")];
    await book(t, session.id, ava);
    await book(t, session.id, ben);
    const avaTicket = await ticketOf(family, session.id, { studentId: ava.id });
    const benTicket = await ticketOf(family, session.id, { studentId: ben.id });
    const calls = roomCalls(family, session.id);
    const as = (participant: number, path: string) => `${path}?participant=${participant}`;
    const stateAs = async (participant: number) => {
      const response = await family.inject({
        method: "GET",
        url: `/api/scheduled-sessions/${session.id}/room/state?participant=${participant}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { status: string; me: { displayName: string; handRaisedAt: string | null } };
    };

    await roomCalls(tutor, session.id).post("admit", { participantIds: [avaTicket.participantId] });
    // Ben's ticket came last, yet Ava's page, naming her participant, sees her let in and Ben's still waits.
    expect(await stateAs(avaTicket.participantId)).toMatchObject({
      status: "admitted",
      me: { displayName: "Ava" },
    });
    expect(await stateAs(benTicket.participantId)).toMatchObject({
      status: "waiting",
      me: { displayName: "Ben" },
    });
    expect((await calls.post(as(avaTicket.participantId, "hand"))).statusCode).toBe(204);
    expect((await stateAs(avaTicket.participantId)).me.handRaisedAt).not.toBeNull();
    expect((await stateAs(benTicket.participantId)).me.handRaisedAt).toBeNull();
    expect((await calls.post(as(avaTicket.participantId, "chat"), { text: "Hello" })).statusCode).toBe(201);

    // Another account's participant, or a malformed one, is no way into the room.
    const other = roomCalls(families[0]!, session.id);
    expectRefusal(await other.post(as(avaTicket.participantId, "hand")), 404, ROOM_MESSAGES.notInRoom);
    const malformed = await calls.post("hand?participant=x");
    expect(malformed.statusCode).toBe(400);
  });
});

describe("hands, media and moderation", () => {
  it("keeps hands in the order raised: the host sees all, a child its own", async () => {
    const { session, tickets, host_ } = await roomWithChildren();
    await host_.post("admit", { all: true });
    expect((await roomCalls(families[2]!, session.id).post("hand")).statusCode).toBe(204);
    await roomCalls(families[0]!, session.id).post("hand");
    await roomCalls(families[2]!, session.id).post("hand");
    const ids = tickets.map((ticket) => ticket.participantId);
    expect((await stateOf(tutor, session.id)).hands).toEqual([ids[2], ids[0]]);
    const own = await stateOf(families[0]!, session.id);
    expect(own.hands).toEqual([ids[0]]);
    expect(own.participants.find((row) => row.id === ids[2])?.handRaisedAt).toBeNull();
    expect((await stateOf(families[1]!, session.id)).hands).toEqual([]);

    await host_.post(`participants/${ids[2]}/lower-hand`);
    expect((await roomCalls(families[0]!, session.id).call("DELETE", "hand")).statusCode).toBe(204);
    expect((await stateOf(tutor, session.id)).hands).toEqual([]);
    expectRefusal(await roomCalls(tutor, session.id).post("hand"), 403, ROOM_MESSAGES.notInRoom);
  });

  it("mutes and stops a child's camera on the media server; the child may turn them on again", async () => {
    const { session, host, tickets, host_ } = await roomWithChildren();
    await host_.post("admit", { participantIds: [tickets[0]!.participantId] });
    const id = tickets[0]!.participantId;
    const me = roomCalls(families[0]!, session.id);
    expect((await me.call("PUT", "me", { microphone: true, camera: true })).statusCode).toBe(204);
    expect((await host_.post(`participants/${id}/mute`)).statusCode).toBe(204);
    expect((await host_.post(`participants/${id}/stop-camera`)).statusCode).toBe(204);
    const feedId = tickets[0]!.feedId;
    expect(media.calls).toContainEqual({ call: "moderate", room: host.room, feedId, audio: true });
    expect(media.calls).toContainEqual({ call: "moderate", room: host.room, feedId, video: true });
    expect((await stateOf(families[0]!, session.id)).me).toMatchObject({
      microphoneOn: false,
      cameraOn: false,
      micOffByHost: true,
      cameraOffByHost: true,
    });
    await me.call("PUT", "me", { microphone: true });
    expect(media.calls).toContainEqual({ call: "moderate", room: host.room, feedId, audio: false });
    expect((await stateOf(tutor, session.id)).participants.find((row) => row.id === id)).toMatchObject({
      microphoneOn: true,
      micOffByHost: false,
      cameraOffByHost: true,
    });
    expectRefusal(await me.call("PUT", "me", {}), 400, ROOM_MESSAGES.mediaWhich);
    const waiting = tickets[1]!.participantId;
    expectRefusal(await host_.post(`participants/${waiting}/mute`), 404, ROOM_MESSAGES.participantNotFound);
  });
});

describe("chat and End Lesson", () => {
  it("posts 1–500 characters from those in the room and hides a message's text from all but host and admins", async () => {
    const { session, tickets, host_ } = await roomWithChildren();
    await host_.post("admit", { participantIds: [tickets[0]!.participantId] });
    await ticketOf(admin, session.id);
    const child = roomCalls(families[0]!, session.id);
    expectRefusal(await child.post("chat", { text: "   " }), 400, ROOM_MESSAGES.chatEmpty);
    expectRefusal(
      await child.post("chat", { text: "x".repeat(ROOM_CHAT_MAX + 1) }),
      400,
      ROOM_MESSAGES.chatTooLong,
    );
    const posted = await child.post("chat", { text: "x".repeat(ROOM_CHAT_MAX) });
    expect(posted.statusCode).toBe(201);
    const said = await child.post("chat", { text: " Is it 3/4? " });
    expect(said.json()).toMatchObject({
      body: "Is it 3/4?",
      displayName: "Ada",
      role: "participant",
      hidden: false,
    });
    expect(
      (await roomCalls(admin, session.id).post("chat", { text: "Hello from the office" })).statusCode,
    ).toBe(201);

    const messageId = said.json().id as number;
    expectRefusal(await child.post(`chat/${messageId}/hide`), 403, ROOM_MESSAGES.hostOnly);
    expect((await host_.post(`chat/${messageId}/hide`)).statusCode).toBe(204);
    expectRefusal(await host_.post("chat/999999/hide"), 404, ROOM_MESSAGES.messageNotFound);
    const forChild = (await stateOf(families[0]!, session.id)).chat.find((row) => row.id === messageId);
    expect(forChild).toMatchObject({ hidden: true, body: null });
    for (const reader of [tutor, admin]) {
      const seen = (await stateOf(reader, session.id)).chat.find((row) => row.id === messageId);
      expect(seen).toMatchObject({ hidden: true, body: "Is it 3/4?" });
    }
  });

  it("ends the lesson for everyone: the room goes from the media server and tickets answer 409", async () => {
    const { session, host, tickets, host_ } = await roomWithChildren();
    await host_.post("admit", { all: true });
    expectRefusal(await roomCalls(families[0]!, session.id).post("end"), 403, ROOM_MESSAGES.hostOnly);
    const waiting = stateOf(families[0]!, session.id, (await stateOf(families[0]!, session.id)).version);
    expect((await host_.post("end")).statusCode).toBe(204);
    expect(await waiting).toMatchObject({ status: "ended", roomToken: null });
    expect(media.hasRoom(host.room)).toBe(false);
    expect(media.calls).toContainEqual({ call: "destroyRoom", room: host.room });
    expectRefusal(await roomCalls(families[0]!, session.id).ticket(), 409, ROOM_MESSAGES.ended);
    expectRefusal(await roomCalls(tutor, session.id).ticket(), 409, ROOM_MESSAGES.ended);
    expectRefusal(await host_.post("end"), 409, ROOM_MESSAGES.ended);
    expectRefusal(
      await roomCalls(families[1]!, session.id).post("chat", { text: "bye" }),
      409,
      ROOM_MESSAGES.ended,
    );
    expectRefusal(
      await host_.post(`participants/${tickets[2]!.participantId}/mute`),
      409,
      ROOM_MESSAGES.ended,
    );
  });
});
