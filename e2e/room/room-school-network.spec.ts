/**
 * A school network (DECISIONS.md "The room where children really are", "Networks that block UDP"): the
 * child's Chromium runs where every UDP packet it sends is dropped, as on a school's or an office's network
 * that allows only web traffic. It enters the lesson through the product's own TURN relay over TCP — its
 * ticket carries credentials of its own — and decodes the tutor's camera; the connection it uses is a
 * relayed one.
 */
import { type Browser, expect, test } from "@playwright/test";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import { lessonWithChild } from "./support/lesson.ts";
import { expectFramesRising, selectedPairs } from "./support/media.ts";
import { closeRoomDatabase } from "./support/room-data.ts";
import { droppedUdpPackets, endSchoolNetwork, launchOnSchoolNetwork } from "./support/school-network.ts";

let school: Browser | undefined;
test.afterAll(async () => {
  await school?.close();
  endSchoolNetwork();
  await closeRoomDatabase();
});

test("a child on a network that blocks UDP joins through the relay over TCP and sees the tutor", async ({
  browser,
}) => {
  school = await launchOnSchoolNetwork();
  const lesson = await lessonWithChild({
    browser,
    childBrowser: school,
    childName: "Noor",
    hostCamera: true,
  });
  // The ticket carries the relay, with credentials of this ticket's own (TURN REST: expiry:ticket).
  const response = await lesson.kid.context.request.post(`/api/scheduled-sessions/${lesson.sessionId}/room`, {
    data: { studentId: lesson.child.id },
  });
  const ticket = (await response.json()) as RoomTicket;
  const relay = ticket.iceServers.find((server) =>
    [server.urls].flat().some((url) => url.startsWith("turn:")),
  );
  expect([relay?.urls].flat()).toContain("turn:127.0.0.1:3478?transport=tcp");
  expect(relay?.username).toMatch(new RegExp(`^\\d+:${ticket.token.split("uid=")[1]!.split(":")[0]}$`));

  const admittedAt = await lesson.admit();
  await expectFramesRising(lesson.kid.page, 1, 10_000);
  console.log(
    `through the relay over TCP: the tutor's frames decoded ${((Date.now() - admittedAt) / 1000).toFixed(1)} s after admission`,
  );
  const pairs = await selectedPairs(lesson.kid.page);
  expect(pairs.length).toBeGreaterThan(0);
  for (const pair of pairs) expect(pair).toMatchObject({ localType: "relay", relayProtocol: "tcp" });
  // The browser did try UDP: every packet of it was dropped.
  expect(droppedUdpPackets()).toBeGreaterThan(0);
  await lesson.close();
});
