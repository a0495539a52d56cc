/**
 * The media server obeys only the product (DECISIONS.md "Safeguarding and security"): a booked, admitted
 * child's page speaks to the real Janus through the app's socket and tries what a modified page could —
 * a join that names a recording file outside the recordings folder, another's feed, recording, listing,
 * forwarding, a data channel, the server's version. Each is refused by the app's socket before it reaches
 * Janus, and no file appears outside the recordings folder. A family without a ticket opens no media socket,
 * and one account opens at most eight.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import { ROOM_DIR } from "./support/constants.ts";
import { type ExchangeAnswer, janusExchange, openMediaSockets, publisherJoin } from "./support/janus-ws.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";

test.afterAll(closeRoomDatabase);

const ROOT = path.resolve(import.meta.dirname, "../..");
const ticketUrl = (sessionId: number) => `/api/scheduled-sessions/${sessionId}/room`;

/** The name the forged join asks the media server to write under (unique to this run). */
const OWNED = `owned-by-a-child-${Date.now()}`;

/** Files of that name anywhere the media server's user could have been led to write. */
function ownedFiles(): string[] {
  const places = [ROOT, ROOM_DIR, "/tmp", "/var/tmp", "/var/lib", "/root", "/etc"].filter((place) =>
    existsSync(place),
  );
  const found = spawnSync("find", [...places, "-xdev", "-name", `${OWNED}*`, "-print"], { encoding: "utf8" });
  return found.stdout.split("\n").filter(Boolean);
}

const refusedByTheApp = (answer: ExchangeAnswer | undefined) => {
  expect(answer?.janus).toBe("error");
  expect(answer?.code).toBe(403);
};

test("a child's page cannot make the media server write, record, list, forward or open data channels", async ({
  browser,
}) => {
  const tutor = await createPerson("tutor");
  const family = await createPerson("parent");
  const stranger = await createPerson("parent");
  const child = await createChild(family, "Mia");
  const sessionId = await createSession(tutor, { startsInMinutes: 5 });
  await book(sessionId, family, child.id);

  const host = await contextFor(browser, tutor);
  const hostTicket = (await (
    await host.context.request.post(ticketUrl(sessionId), { data: {} })
  ).json()) as RoomTicket;
  const kid = await contextFor(browser, family);
  const waiting = await kid.context.request.post(ticketUrl(sessionId), { data: { studentId: child.id } });
  expect(waiting.status()).toBe(200);
  const admitted = await host.context.request.post(`${ticketUrl(sessionId)}/admit`, { data: { all: true } });
  expect(admitted.status(), await admitted.text()).toBe(204);
  const ticket = (await (
    await kid.context.request.post(ticketUrl(sessionId), { data: { studentId: child.id } })
  ).json()) as RoomTicket;
  expect(ticket.roomToken).not.toBeNull();
  await kid.page.goto("/account");

  const join = publisherJoin(ticket, ticket.roomToken);
  const answers = await janusExchange(kid.page, ticket, [
    // A join that once wrote files as root outside the recordings folder.
    {
      body: { ...join, request: "joinandconfigure", filename: `../../../${OWNED}`, record: true },
      offer: "media",
    },
    // Publishing as the tutor's feed, and a file named like the tutor's.
    { body: { ...join, id: hostTicket.feedId } },
    { body: join },
    {
      body: {
        request: "configure",
        audio: true,
        video: true,
        record: true,
        filename: `videoroom-${ticket.room}-user-${hostTicket.feedId}-1`,
      },
      offer: "media",
    },
    { body: { request: "configure", audio: true, video: true }, offer: "media-and-data" },
    { body: { request: "listparticipants", room: ticket.room } },
    {
      body: { request: "rtp_forward", room: ticket.room, publisher_id: hostTicket.feedId, host: "127.0.0.1" },
    },
    { body: { request: "enable_recording", room: ticket.room, record: true } },
    { core: { janus: "info" } },
    { core: { janus: "message", handle_id: 1, body: { request: "join" } } },
  ]);
  expect(answers).toHaveLength(10);
  refusedByTheApp(answers[0]);
  expect(answers[0]!.reason).toContain("joinandconfigure");
  refusedByTheApp(answers[1]);
  // The page's own join passes and the media server lets the admitted child in.
  expect(answers[2]).toMatchObject({ janus: "event", videoroom: "joined" });
  for (const answer of answers.slice(3)) refusedByTheApp(answer);
  expect(answers[4]!.reason).toBe("Only sound and video are sent in a lesson room.");

  expect(ownedFiles()).toEqual([]);

  // Without a ticket of its own, a family opens no media socket; with one, at most eight at once.
  const outsider = await contextFor(browser, stranger);
  await outsider.page.goto("/account");
  expect(await openMediaSockets(outsider.page, ticket.mediaServerUrl, 2)).toBe(0);
  expect(await openMediaSockets(kid.page, ticket.mediaServerUrl, 12)).toBe(8);
  // Closed sockets give their places back.
  await expect.poll(() => openMediaSockets(kid.page, ticket.mediaServerUrl, 1), { timeout: 10_000 }).toBe(1);

  // A core token of another account's ticket opens no session.
  const borrowed = await janusExchange(kid.page, hostTicket, []);
  expect(borrowed).toEqual([
    { janus: "error", code: 403, reason: "This ticket is another account's.", videoroom: null },
  ]);
  for (const person of [host, kid, outsider]) await person.context.close();
});
