import type { Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/checks.ts";
import { DEMO, expect, signIn, test, waitForMail } from "./support/fixtures.ts";

/** The demo accounts of server/src/db/seed/users.ts. */
const TUTOR = { name: "Sarah Whitfield", email: "tutor@brightpath-tuition.example" };
const FAMILY = { name: "Emma Clarke", email: "parent@northwind-logistics.example" };
const SAFEGUARDING = /Messages are visible to the school's safeguarding team/;

/** Another person signed in, in a browser of their own. */
async function signedIn(browser: Browser, role: keyof typeof DEMO) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO[role]);
  await page.waitForURL(`**${DEMO[role].lands}`);
  return { page, close: () => context.close() };
}

test.describe("parent–tutor messages", () => {
  test("a parent writes to a tutor, the tutor answers, the parent sees it arrive without a reload, and an admin hides a message", async ({
    page,
    loginAs,
    browser,
  }) => {
    // Three people in three browsers and four axe runs: about 60 s on a loaded 2-core machine, so the
    // default budget ran out before the last poll could show the hidden notice.
    test.setTimeout(180_000);
    const stamp = Date.now();
    const question = `Could Olivia have extra practice on fractions? (${stamp})`;
    const answer = `Yes, I'll bring some to Thursday's lesson. (${stamp})`;

    await loginAs("parent");
    await page.getByRole("button", { name: "Contact Tutor" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Tutor" });
    await expect(dialog.getByText(SAFEGUARDING)).toBeVisible();
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Please choose a teacher")).toBeVisible();
    const teacher = dialog.getByRole("option", { name: new RegExp(`^${TUTOR.name}`) });
    await expect(teacher).toHaveCount(1);
    await dialog.getByLabel("Teacher").selectOption((await teacher.getAttribute("value")) ?? "");
    await dialog.getByLabel("Message").fill(question);
    await expect(dialog.getByText(`${question.length} / 5000 characters`)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/messages\?thread=\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: TUTOR.name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
    await expect(page.getByText(SAFEGUARDING)).toBeVisible();
    await expectNoAxeViolations(page);

    // The tutor is told by e-mail, without the message's text.
    const notice = await waitForMail(TUTOR.email, /has sent you a message[\s\S]*/);
    expect(notice[0]).not.toContain("fractions");

    const tutor = await signedIn(browser, "tutor");
    const messagesLink = tutor.page
      .getByRole("navigation", { name: "Portal" })
      .getByRole("link", { name: /^Messages/ });
    await expect(messagesLink).toContainText("unread");
    await messagesLink.click();
    await tutor.page.getByRole("button", { name: new RegExp(FAMILY.name) }).click();
    await expect(tutor.page.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
    await expect(messagesLink).not.toContainText("unread");
    await tutor.page.getByLabel("Your reply").fill(answer);
    await tutor.page.getByRole("button", { name: "Send" }).click();
    await expect(tutor.page.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
    await expectNoAxeViolations(tutor.page);
    await tutor.close();

    // The parent's open conversation shows the answer without a reload.
    await expect(page.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible({
      timeout: 15_000,
    });

    const admin = await signedIn(browser, "admin");
    await admin.page.getByRole("tab", { name: "Messages" }).click();
    await admin.page.getByRole("button", { name: new RegExp(`${FAMILY.name} and ${TUTOR.name}`) }).click();
    const adminThread = admin.page.getByRole("list", { name: "Messages" });
    await expect(adminThread.getByText(question)).toBeVisible();
    await expectNoAxeViolations(admin.page);
    await admin.page
      .getByRole("button", { name: `Hide message from ${FAMILY.name}` })
      .last()
      .click();
    await admin.page
      .getByRole("dialog", { name: "Hide this message?" })
      .getByRole("button", { name: "Hide Message" })
      .click();
    await expect(admin.page.getByText("Message hidden", { exact: true })).toBeVisible();
    await expect(admin.page.getByText(/Hidden by Alex Morgan on/)).toBeVisible();
    await expect(adminThread.getByText(question)).toBeVisible();
    await admin.close();

    // The family reads the school's notice in its place, without a reload.
    const thread = page.getByRole("list", { name: "Messages" });
    await expect(thread.getByText("This message was hidden by the school.")).toBeVisible({ timeout: 15_000 });
    await expect(thread.getByText(question)).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the parent sees the conversations, opens one in their place and goes back", async ({
      page,
      loginAs,
    }) => {
      await loginAs("parent");
      await page.goto("/messages");
      await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
      const conversation = page.getByRole("button", { name: new RegExp(TUTOR.name) });
      await conversation.click();
      await expect(page).toHaveURL(/\/messages\?thread=\d+$/);
      await expect(page.getByRole("heading", { level: 2, name: TUTOR.name })).toBeVisible();
      await expect(page.getByRole("list", { name: "Conversations" })).toHaveCount(0);
      await expect(page.getByLabel("Your reply")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "All conversations" }).click();
      await expect(page.getByRole("list", { name: "Conversations" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  });
});
