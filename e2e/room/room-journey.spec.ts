/**
 * A lesson in the room from start to end: a tutor and three children of two families
 * (one family with two children) in a group session starting within 15 minutes. Each child waits until
 * admitted (one, then Admit all); with cameras on, every page decodes rising frames of every other camera;
 * a raised hand and a chat message reach the host; the host mutes a child and removes another, who cannot
 * come back; End Lesson closes the room for all; the register then matches who stayed long enough.
 *
 * The register counts a child present after half the session's duration in the room. A real lesson would
 * take that long, so the spec moves the stayed children's presence intervals back in the database (their
 * `entered_at` 8 minutes earlier, still inside the room's hours) before End Lesson: the rule itself is
 * unit-tested at its edges in lesson-room.rules.test.ts.
 */
import { expect, type Page, test } from "@playwright/test";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { attendance } from "../../server/src/db/schema.ts";
import { roomParticipants, roomPresence } from "../../server/src/modules/lesson-room/lesson-room.table.ts";
import { expectFramesRising, expectNoVideo } from "./support/media.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
  roomDatabase,
} from "./support/room-data.ts";

test.afterAll(closeRoomDatabase);

const controls = (page: Page) => page.getByRole("toolbar", { name: "Lesson controls" });
const toggle = (page: Page, name: string) =>
  controls(page).getByRole("button", { name: new RegExp(`^${name}`) });

/** Turns a toggle of the controls on (when it is off). */
async function turnOn(page: Page, name: string) {
  const button = toggle(page, name);
  if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test("a group lesson: waiting room, media, hands, chat, moderation, End Lesson and the register", async ({
  browser,
}) => {
  const tutor = await createPerson("tutor", "Ms Tutor");
  const familyA = await createPerson("parent");
  const familyB = await createPerson("parent");
  const ava = await createChild(familyA, "Ava");
  const ben = await createChild(familyA, "Ben");
  const cal = await createChild(familyB, "Cal");
  const sessionId = await createSession(tutor, { startsInMinutes: 5, duration: 15 });
  await book(sessionId, familyA, ava.id);
  await book(sessionId, familyA, ben.id);
  await book(sessionId, familyB, cal.id);

  const host = await contextFor(browser, tutor);
  await host.page.goto(`/room/${sessionId}`);
  await expect(controls(host.page)).toBeVisible();
  await turnOn(host.page, "Camera");

  const children = {
    ava: await contextFor(browser, familyA),
    ben: await contextFor(browser, familyA),
    cal: await contextFor(browser, familyB),
  };
  await children.ava.page.goto(`/room/${sessionId}?child=${ava.id}`);
  await children.ben.page.goto(`/room/${sessionId}?child=${ben.id}`);
  await children.cal.page.goto(`/room/${sessionId}?child=${cal.id}`);
  for (const child of Object.values(children)) {
    await expect(child.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
  }
  // No media reaches a waiting child, though the host's camera is on.
  await expectNoVideo(children.ava.page);

  // Admit one, then the others at once.
  await host.page.getByRole("button", { name: "Admit Ava" }).click();
  await expect(controls(children.ava.page)).toBeVisible();
  await expect(children.ben.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
  await host.page.getByRole("button", { name: "Admit all" }).click();
  await expect(controls(children.ben.page)).toBeVisible();
  await expect(controls(children.cal.page)).toBeVisible();

  // Children join with camera off; with every camera on, each page decodes the three others.
  for (const child of Object.values(children)) await turnOn(child.page, "Camera");
  await expectFramesRising(host.page, 3);
  for (const child of Object.values(children)) await expectFramesRising(child.page, 3);

  // A raised hand and a chat message reach the host.
  await toggle(children.ben.page, "Raise hand").click();
  await expect(host.page.getByRole("heading", { name: "Raised hands (1)" })).toBeVisible();
  await expect(host.page.getByRole("listitem").filter({ hasText: "Ben" }).first()).toBeVisible();
  await children.cal.page.getByLabel("Message to everyone").fill("Hello from Cal");
  await children.cal.page.getByRole("button", { name: "Send" }).click();
  await expect(host.page.getByRole("list", { name: "Chat messages" })).toContainText("Hello from Cal");

  // The host mutes Ava's microphone: her own control shows it off.
  await turnOn(children.ava.page, "Microphone");
  await host.page.getByRole("button", { name: "Actions for Ava" }).click();
  await host.page
    .getByRole("group", { name: "Actions for Ava" })
    .getByRole("button", { name: "Mute microphone" })
    .click();
  await expect(toggle(children.ava.page, "Microphone")).toHaveAttribute("aria-pressed", "false");

  // The host removes Cal, who cannot come back: a new ticket is refused, a reload shows the removal.
  await host.page.getByRole("button", { name: "Actions for Cal" }).click();
  await host.page
    .getByRole("group", { name: "Actions for Cal" })
    .getByRole("button", { name: "Remove" })
    .click();
  await host.page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(children.cal.page.getByText(ROOM_MESSAGES.removed)).toBeVisible();
  const again = await children.cal.context.request.post(`/api/scheduled-sessions/${sessionId}/room`, {
    data: { studentId: cal.id },
  });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { message: string }).message).toBe(ROOM_MESSAGES.removed);
  await children.cal.page.reload();
  await expect(children.cal.page.getByText(ROOM_MESSAGES.removed)).toBeVisible();

  // Ava and Ben stayed: their stays are moved back 8 minutes (see the file's comment), Cal's are not.
  const db = await roomDatabase();
  const stayed = db
    .select({ id: roomParticipants.id })
    .from(roomParticipants)
    .where(
      and(eq(roomParticipants.sessionId, sessionId), inArray(roomParticipants.studentId, [ava.id, ben.id])),
    );
  const moved = await db
    .update(roomPresence)
    .set({ enteredAt: sql`${roomPresence.enteredAt} - interval '8 minutes'` })
    .where(inArray(roomPresence.participantId, stayed))
    .returning({ id: roomPresence.id });
  expect(moved.length).toBeGreaterThanOrEqual(2);

  // End Lesson closes the room for everyone.
  await controls(host.page).getByRole("button", { name: "End Lesson" }).click();
  await host.page.getByRole("dialog").getByRole("button", { name: "End Lesson" }).click();
  for (const child of [children.ava, children.ben]) {
    await expect(child.page.getByText(ROOM_MESSAGES.ended)).toBeVisible();
  }
  const late = await children.ava.context.request.post(`/api/scheduled-sessions/${sessionId}/room`, {
    data: { studentId: ava.id },
  });
  expect(late.status()).toBe(409);

  // The register: the two who stayed present, the removed child absent.
  await expect
    .poll(async () => {
      const marks = await db
        .select({ studentId: attendance.studentId, present: attendance.present })
        .from(attendance)
        .where(eq(attendance.sessionId, sessionId));
      return Object.fromEntries(marks.map((mark) => [mark.studentId, mark.present]));
    })
    .toEqual({ [ava.id]: true, [ben.id]: true, [cal.id]: false });

  // The tutor's session page shows the room's attendance beside the register.
  await host.page.goto(`/schedule/${sessionId}`);
  const card = host.page.getByRole("table", { name: "Time each child spent in the lesson room" });
  await expect(card.getByRole("row", { name: /Ava/ })).toBeVisible();
  await expect(card.getByRole("row", { name: /Cal/ })).toBeVisible();

  for (const person of [host, ...Object.values(children)]) await person.context.close();
});
