/**
 * Who may not enter the lesson room (DECISIONS.md "Who may enter"): the ticket call
 * answers each refusal with its text (ROOM_MESSAGES), the room page shows it, and a room token already used
 * once is refused by the media server itself.
 */
import { expect, test } from "@playwright/test";
import { ROOM_MESSAGES, type RoomTicket } from "#shared/schemas/lesson-room.ts";
import { janusJoin } from "./support/janus-ws.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";

test.afterAll(closeRoomDatabase);

const ticketUrl = (sessionId: number) => `/api/scheduled-sessions/${sessionId}/room`;

test("refuses an unbooked family, another family's child, another tutor, closed hours and a cancelled session", async ({
  browser,
}) => {
  const tutor = await createPerson("tutor");
  const otherTutor = await createPerson("tutor");
  const booked = await createPerson("parent");
  const unbooked = await createPerson("parent");
  const bookedChild = await createChild(booked, "Ava");
  await createChild(unbooked, "Ben");
  const open = await createSession(tutor, { startsInMinutes: 5 });
  const early = await createSession(tutor, { startsInMinutes: 60 });
  const over = await createSession(tutor, { startsInMinutes: -60, duration: 15 });
  const cancelled = await createSession(tutor, { startsInMinutes: 5, status: "cancelled" });
  for (const sessionId of [open, early, over, cancelled]) await book(sessionId, booked, bookedChild.id);

  const expectRefusal = async (
    who: Awaited<ReturnType<typeof contextFor>>,
    sessionId: number,
    status: number,
    message: string,
    body: Record<string, unknown> = {},
  ) => {
    const response = await who.context.request.post(ticketUrl(sessionId), { data: body });
    expect(response.status(), `${sessionId}: ${await response.text()}`).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    // Nothing of the room reaches the refused: no token, no address.
    expect(await response.text()).not.toMatch(/token|mediaServerUrl/);
  };

  const unbookedFamily = await contextFor(browser, unbooked);
  await expectRefusal(unbookedFamily, open, 403, ROOM_MESSAGES.notBooked);
  // The room page says so in words.
  await unbookedFamily.page.goto(`/room/${open}`);
  await expect(unbookedFamily.page.getByText(ROOM_MESSAGES.notBooked)).toBeVisible();

  const bookedFamily = await contextFor(browser, booked);
  // A child of another family is not found, whatever the session.
  const otherChild = await createChild(unbooked, "Cal");
  await expectRefusal(bookedFamily, open, 404, ROOM_MESSAGES.childNotFound, { studentId: otherChild.id });
  await expectRefusal(bookedFamily, early, 409, ROOM_MESSAGES.notOpenYet);
  await expectRefusal(bookedFamily, over, 409, ROOM_MESSAGES.ended);
  await expectRefusal(bookedFamily, cancelled, 400, ROOM_MESSAGES.cancelled);

  const stranger = await contextFor(browser, otherTutor);
  await expectRefusal(stranger, open, 403, ROOM_MESSAGES.otherTutor);
  await stranger.page.goto(`/room/${open}`);
  await expect(stranger.page.getByText(ROOM_MESSAGES.otherTutor)).toBeVisible();

  for (const person of [unbookedFamily, bookedFamily, stranger]) await person.context.close();
});

test("a room token used once is refused by the media server the second time", async ({ browser }) => {
  const tutor = await createPerson("tutor");
  const sessionId = await createSession(tutor, { startsInMinutes: 5 });
  const host = await contextFor(browser, tutor);
  const response = await host.context.request.post(ticketUrl(sessionId), { data: {} });
  expect(response.status(), await response.text()).toBe(200);
  const ticket = (await response.json()) as RoomTicket;
  expect(ticket.role).toBe("host");
  expect(ticket.roomToken).not.toBeNull();
  // An address of this origin is needed for the WebSocket; any page of the app will do.
  await host.page.goto("/account");

  const first = await janusJoin(host.page, ticket, ticket.roomToken!);
  expect(first).toEqual({ joined: true, code: null, reason: null });
  // The app takes the token off the room's allowed list once the media server reports it joined.
  await expect
    .poll(async () => (await janusJoin(host.page, ticket, ticket.roomToken!)).joined, { timeout: 10_000 })
    .toBe(false);
  // Refused by the media server: the room token is off the allowed list (433), or the media server already
  // ended the session that reused the ticket (458, "No such session").
  const again = await janusJoin(host.page, ticket, ticket.roomToken!);
  expect(again.joined).toBe(false);
  expect([433, 458]).toContain(again.code);

  // A made-up room token is refused too, even with a fresh ticket's own session token.
  const fresh = await host.context.request.post(ticketUrl(sessionId), { data: {} });
  expect(fresh.status()).toBe(200);
  const freshTicket = (await fresh.json()) as RoomTicket;
  const forged = `${freshTicket.roomToken!.split(":")[0]}:AAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
  expect(await janusJoin(host.page, freshTicket, forged)).toMatchObject({ joined: false, code: 433 });
  await host.context.close();
});
