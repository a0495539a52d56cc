/**
 * One lesson for a room journey: a tutor in the room (its camera on when asked) and a family with one child
 * booked, each in a browser context of its own; `admit` brings the child in as people do (the child's page
 * waits, the tutor presses Admit).
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { book, contextFor, createChild, createPerson, createSession } from "./room-data.ts";

export const controls = (page: Page) => page.getByRole("toolbar", { name: "Lesson controls" });

/**
 * Turns a toggle of the controls on. Each change republishes what the page sends; on a busy machine a
 * publish can fail and the room turns everything off (with its notice), so it is pressed again, as a
 * person would.
 */
export async function turnOn(page: Page, name: string) {
  const button = controls(page).getByRole("button", { name: new RegExp(`^${name}`) });
  const pressed = controls(page).getByRole("button", { name: new RegExp(`^${name}`), pressed: true });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    // Plain waits rather than assertions, so the benches can share it outside the test runner.
    if (
      await pressed.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${name} did not turn on within 30 s`);
}

export async function lessonWithChild(options: {
  browser: Browser;
  /** The child's browser (a school network's, say); the tutor's otherwise. */
  childBrowser?: Browser;
  childName: string;
  hostCamera?: boolean;
  /** The child's screen (a phone's, say). */
  childScreen?: Parameters<typeof contextFor>[2];
}) {
  const tutor = await createPerson("tutor");
  const family = await createPerson("parent");
  const child = await createChild(family, options.childName);
  const sessionId = await createSession(tutor, { startsInMinutes: 2 });
  await book(sessionId, family, child.id);
  const host = await contextFor(options.browser, tutor);
  await host.page.goto(`/room/${sessionId}`);
  await expect(controls(host.page)).toBeVisible();
  if (options.hostCamera) await turnOn(host.page, "Camera");
  const kid = await contextFor(options.childBrowser ?? options.browser, family, options.childScreen);
  let entered = false;
  /** The child's page enters and waits. */
  const enter = async () => {
    await kid.page.goto(`/room/${sessionId}?child=${child.id}`);
    await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
    entered = true;
  };
  return {
    sessionId,
    child,
    host,
    kid,
    enter,
    /** The child's page enters (unless it waits already); the tutor admits it; answers when the child's page is in. */
    async admit() {
      if (!entered) await enter();
      await host.page.getByRole("button", { name: `Admit ${options.childName}` }).click();
      const admittedAt = Date.now();
      await expect(controls(kid.page)).toBeVisible();
      return admittedAt;
    },
    async close() {
      for (const person of [host, kid]) await person.context.close();
    },
  };
}
