/**
 * A booking cancelled ends the child's place in the room at once (DECISIONS.md "Safeguarding and security"):
 * whether the family cancels it or the family's access ends (a leaver), the child admitted to
 * the session's room is out as a child the host removed is — its state says removed with no room token
 * and no chat, its chat is refused, its room tokens leave the media server's allowed list and its feed is
 * cut, and no new ticket is given. Another child of the same family, still booked, stays.
 */
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { familyBookingSchema } from "#shared/schemas/bookings.ts";
import { ROOM_MESSAGES, type RoomState } from "#shared/schemas/lesson-room.ts";
import { z } from "#shared/zod.ts";
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
} from "../lesson-room/lesson-room.test-support.ts";

const { t, media } = setupRoomApp();
let tutor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  tutor = await t.asRole("tutor");
  admin = await t.asRole("admin");
});

/** A lesson starting in 5 minutes (its room open) with the family's children booked, admitted and in. */
async function admittedChildren(family: SignedInUser, names: string[]) {
  const session = await makeSession(t, tutor.user.id, { startsInMinutes: 5 });
  const host = await ticketOf(tutor, session.id);
  const children = [];
  for (const name of names) {
    const child = await addChild(t, family.user.id, name);
    await book(t, session.id, child);
    const ticket = await ticketOf(family, session.id, { studentId: child.id });
    children.push({ child, ticket });
  }
  const admitted = await roomCalls(tutor, session.id).post("admit", { all: true });
  expect(admitted.statusCode, admitted.body).toBe(204);
  const tokens = [];
  for (const { ticket } of children) {
    const state = (await asChild(family, session.id, ticket.participantId).state()).json() as RoomState;
    expect(state.status).toBe("admitted");
    tokens.push(state.roomToken!);
    expect(media.allowed(host.room)).toContain(state.roomToken);
  }
  return { session, host, children, tokens };
}

/** The family's booking of the child in the session, as the family's list has it. */
async function bookingOf(family: SignedInUser, sessionId: number, studentId: number) {
  const response = await family.inject({ method: "GET", url: "/api/bookings" });
  const found = z
    .array(familyBookingSchema)
    .parse(response.json())
    .find((row) => row.sessionId === sessionId && row.studentId === studentId);
  expect(found, response.body).toBeDefined();
  return found!.id;
}

/** The room as the child's family sees it for this child (`?participant=`). */
function asChild(family: SignedInUser, sessionId: number, participantId: number) {
  const at = (path: string) =>
    `/api/scheduled-sessions/${sessionId}/room/${path}?participant=${participantId}`;
  return {
    state: () => family.inject({ method: "GET", url: at("state") }),
    chat: (text: string) => family.inject({ method: "POST", url: at("chat"), payload: { text } }),
  };
}

describe("a cancelled booking's child in the lesson room", () => {
  it("is out at once when the family cancels, as a removed child is; its brother stays", async () => {
    const family = await t.asRole("parent");
    const { session, host, children, tokens } = await admittedChildren(family, ["Ada", "Ben"]);
    const [ada, ben] = children as [(typeof children)[0], (typeof children)[0]];
    const cancelled = await family.inject({
      method: "DELETE",
      url: `/api/bookings/${await bookingOf(family, session.id, ada.child.id)}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    const adaRoom = asChild(family, session.id, ada.ticket.participantId);
    const state = await adaRoom.state();
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ status: "removed", roomToken: null, chat: [] });
    expectRefusal(await adaRoom.chat("still here"), 403, ROOM_MESSAGES.removed);
    expect(media.allowed(host.room)).not.toContain(tokens[0]);
    expect(media.calls).toContainEqual({ call: "kick", room: host.room, feedId: ada.ticket.feedId });
    const again = await roomCalls(family, session.id).ticket({ studentId: ada.child.id });
    expect(again.statusCode).toBe(403);
    const seenByHost = await stateOf(tutor, session.id);
    expect(seenByHost.participants.find((row) => row.displayName === "Ada")?.state).toBe("removed");

    // The other child, still booked, is in the room as before.
    const benState = await asChild(family, session.id, ben.ticket.participantId).state();
    expect(benState.json()).toMatchObject({ status: "admitted" });
    expect(media.allowed(host.room)).toContain(tokens[1]);
    expect((await asChild(family, session.id, ben.ticket.participantId).chat("hello")).statusCode).toBe(201);
  });

  it("is out at once when the family's access ends with its employer", async () => {
    const company = await t.createCompany({ placesPurchased: 5 });
    const family = await t.asRole("parent", { companyId: company.id });
    const { session, host, children, tokens } = await admittedChildren(family, ["Cleo"]);
    const today = DateTime.now().setZone("Europe/London").toISODate()!;
    const marked = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${company.id}/leavers`,
      payload: { userIds: [family.user.id], leftAt: today },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const cleo = children[0]!;
    expect(media.allowed(host.room)).not.toContain(tokens[0]);
    expect(media.calls).toContainEqual({ call: "kick", room: host.room, feedId: cleo.ticket.feedId });
    const seenByHost = await stateOf(tutor, session.id);
    expect(seenByHost.participants.find((row) => row.displayName === "Cleo")?.state).toBe("removed");
  });
});
