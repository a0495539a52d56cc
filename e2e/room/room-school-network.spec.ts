/**
 * A school network (DECISIONS.md "The room where children really are", "Networks that block UDP"): the
 * child's Chromium runs where every UDP packet it sends is dropped, as on a school's or an office's network
 * that allows only web traffic. It enters the lesson through the product's own TURN relay over TCP — its
 * ticket carries credentials of its own — and decodes the tutor's camera; the connection it uses is a
 * relayed one.
 */
import { type Browser, expect, test } from "@playwright/test";
import { ROOM_MESSAGES, type RoomTicket } from "#shared/schemas/lesson-room.ts";
import { expectFramesRising, selectedPairs } from "./support/media.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";
import { droppedUdpPackets, endSchoolNetwork, launchOnSchoolNetwork } from "./support/school-network.ts";

let school: Browser | undefined;
test.afterAll(async () => {
  await school?.close();
  endSchoolNetwork();
  await closeRoomDatabase();
});

const controls = (page: import("@playwright/test").Page) =>
  page.getByRole("toolbar", { name: "Lesson controls" });

test("a child on a network that blocks UDP joins through the relay over TCP and sees the tutor", async ({
  browser,
}) => {
  school = await launchOnSchoolNetwork();
  const tutor = await createPerson("tutor");
  const family = await createPerson("parent");
  const child = await createChild(family, "Noor");
  const sessionId = await createSession(tutor, { startsInMinutes: 3 });
  await book(sessionId, family, child.id);

  const host = await contextFor(browser, tutor);
  await host.page.goto(`/room/${sessionId}`);
  const camera = controls(host.page).getByRole("button", { name: /^Camera/ });
  await expect(async () => {
    if ((await camera.getAttribute("aria-pressed")) !== "true") await camera.click();
    await expect(camera).toHaveAttribute("aria-pressed", "true", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  const kid = await contextFor(school, family);
  // The ticket carries the relay, with credentials of this ticket's own (TURN REST: expiry:ticket).
  const ticket = (await (
    await kid.context.request.post(`/api/scheduled-sessions/${sessionId}/room`, {
      data: { studentId: child.id },
    })
  ).json()) as RoomTicket;
  const relay = ticket.iceServers.find((server) =>
    [server.urls].flat().some((url) => url.startsWith("turn:")),
  );
  expect([relay?.urls].flat()).toContain("turn:127.0.0.1:3478?transport=tcp");
  expect(relay?.username).toMatch(new RegExp(`^\\d+:${ticket.token.split("uid=")[1]!.split(":")[0]}$`));

  await kid.page.goto(`/room/${sessionId}?child=${child.id}`);
  await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
  await host.page.getByRole("button", { name: "Admit Noor" }).click();
  const admittedAt = Date.now();
  await expect(controls(kid.page)).toBeVisible();
  await expectFramesRising(kid.page, 1, 10_000);
  console.log(
    `through the relay over TCP: the tutor's frames decoded ${((Date.now() - admittedAt) / 1000).toFixed(1)} s after admission`,
  );

  const pairs = await selectedPairs(kid.page);
  expect(pairs.length).toBeGreaterThan(0);
  for (const pair of pairs) expect(pair).toMatchObject({ localType: "relay", relayProtocol: "tcp" });
  // The browser did try UDP: every packet of it was dropped.
  expect(droppedUdpPackets()).toBeGreaterThan(0);
  for (const person of [host, kid]) await person.context.close();
});
