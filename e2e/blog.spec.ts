import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** The demo posts (server/src/db/seed/blog-posts.ts): a published one and the draft. */
const SEEDED = {
  slug: "five-ways-to-support-gcse-revision-at-home",
  title: "Five ways to support GCSE revision at home",
};
const SEEDED_DRAFT = { slug: "planning-next-terms-science-sessions" };

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`),
  ).toEqual([]);
}

/** A signed-out visitor in a browser of their own. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe("the blog", () => {
  test("a tutor writes a draft, previews it and publishes it; a visitor finds it, reads it; the author edits and deletes it", async ({
    page,
    loginAs,
    browser,
  }) => {
    const title = `Homework routines that work ${Date.now()}`;
    const excerpt = "Small habits that make evenings calmer";
    await loginAs("tutor");
    await page.goto("/about/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    // Tutors see the demo draft too.
    await expect(page.getByRole("heading", { name: "Planning next term's science sessions" })).toBeVisible();

    await page.getByRole("button", { name: "Add New Post" }).click();
    const form = page.getByRole("region", { name: "New Blog Post" });
    await expect(form.getByLabel("Status")).toHaveValue("draft");
    await form.getByLabel("Title *").fill(title);
    await form.getByLabel("Excerpt").fill(excerpt);
    await form
      .getByLabel("Content *")
      .fill(
        "## Start small\n\nTwenty minutes at the **same time** each day.\n\n- A quiet table\n- Phones in another room\n\n<script>alert(1)</script>",
      );
    await form.getByRole("tab", { name: "Preview" }).click();
    const preview = form.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: "Start small" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("same time");
    await expect(preview.getByRole("listitem")).toHaveText(["A quiet table", "Phones in another room"]);
    // Raw HTML is shown as text by the server's renderer, never run.
    await expect(preview.locator("script")).toHaveCount(0);
    await expect(preview.getByText("1 min read")).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Blog post created successfully!", { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Draft")).toBeVisible();

    // A visitor sees neither the draft in the list nor its page.
    const guest = await visitor(browser);
    await guest.page.goto("/about/blog");
    await expect(guest.page.getByRole("heading", { name: SEEDED.title })).toBeVisible();
    await expect(guest.page.getByRole("heading", { name: title })).toHaveCount(0);
    await expect(guest.page.getByRole("button", { name: "Add New Post" })).toHaveCount(0);

    // The author publishes it.
    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("region", { name: "Edit Blog Post" });
    await expect(edit.getByLabel("Title *")).toHaveValue(title);
    await edit.getByLabel("Status").selectOption("published");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Blog post updated successfully!", { exact: true })).toBeVisible();
    await expect(card.getByText("Published")).toBeVisible();
    const slug = (await card.getByRole("link", { name: title }).getAttribute("href"))!.split("/").pop()!;

    // The visitor finds it by search and by year, opens it and reads it.
    await guest.page.reload();
    await guest.page.getByRole("searchbox", { name: "Search blog posts" }).fill("EVENINGS CALMER");
    await expect(guest.page.getByRole("list", { name: "Blog posts" }).getByRole("heading")).toHaveText([
      title,
    ]);
    await guest.page.getByRole("searchbox", { name: "Search blog posts" }).fill("");
    const year = String(new Date().getFullYear());
    await guest.page.getByRole("combobox", { name: "Filter by year" }).selectOption(year);
    await expect(guest.page.getByRole("heading", { name: title })).toBeVisible();
    await guest.page.getByRole("searchbox", { name: "Search blog posts" }).fill("no such post anywhere");
    await expect(guest.page.getByRole("heading", { name: "No Posts Found" })).toBeVisible();
    await guest.page.getByRole("searchbox", { name: "Search blog posts" }).fill("homework routines");
    await guest.page.getByRole("link", { name: title }).click();
    await expect(guest.page).toHaveURL(`/about/blog/${slug}`);
    await expect(guest.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guest.page.getByRole("heading", { level: 2, name: "Start small" })).toBeVisible();
    await expect(guest.page.getByText("1 min read")).toBeVisible();
    await expect(guest.page).toHaveTitle(`${title} | Brightpath Tuition`);
    await expectNoAxeViolations(guest.page);
    // Its address, opened directly, is the server's page with the post in it; the app then shows the same.
    const response = await guest.page.goto(`/about/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(guest.page.getByRole("heading", { level: 1, name: title })).toHaveCount(1);
    await expect(guest.page.locator("[data-blog-post-snapshot]")).toHaveCount(0);
    await guest.page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(guest.page).toHaveURL("/about/blog");

    // The author renames it (its address stays), then deletes it.
    await card.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(edit.getByLabel("Status")).toHaveValue("published");
    await edit.getByLabel("Title *").fill(`${title} (updated)`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    const renamed = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `${title} (updated)` }) });
    await expect(renamed.getByRole("link")).toHaveAttribute("href", `/about/blog/${slug}`);
    page.once("dialog", (dialog) => void dialog.accept());
    await renamed.getByRole("button", { name: `Delete ${title} (updated)` }).click();
    await expect(page.getByText(`"${title} (updated)" has been deleted.`, { exact: true })).toBeVisible();
    await expect(renamed).toHaveCount(0);

    await guest.page.goto(`/about/blog/${slug}`);
    await expect(guest.page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    await guest.close();
  });

  test("a family reads the blog without the management area, and a draft's address is not found for it", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    await page.goto("/about/blog");
    await expect(page.getByRole("heading", { name: SEEDED.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add New Post" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByText("Draft", { exact: true })).toHaveCount(0);
    await page.goto(`/about/blog/${SEEDED_DRAFT.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
  });

  test("a tutor opens a draft's page and sees it marked Draft", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto(`/about/blog/${SEEDED_DRAFT.slug}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Planning next term's science sessions" }),
    ).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the list passes an accessibility check for a visitor and with the form open for an admin", async ({
    page,
    loginAs,
  }) => {
    await page.goto("/about/blog");
    await expect(page.getByRole("heading", { name: SEEDED.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await loginAs("admin");
    await page.goto("/about/blog");
    await page.getByRole("button", { name: "Add New Post" }).click();
    await expect(page.getByRole("region", { name: "New Blog Post" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the blog on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor reads the list and a post with no sideways scroll, and the app takes over the server's copy", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // A visitor's browser holds no session: the page does not ask who it is (a 401 the browser would log).
    const userReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user") userReads.push(request.url());
    });
    await page.goto("/about/blog");
    await expect(page.getByRole("heading", { name: SEEDED.title })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto(`/about/blog/${SEEDED.slug}`);
    await expect(
      page.locator("main#main").getByRole("heading", { level: 1, name: SEEDED.title }),
    ).toBeVisible();
    await expect(page.locator("[data-blog-post-snapshot]")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { level: 2, name: "1. Agree a timetable together" }),
    ).toBeVisible();
    await expect(page.getByText("Sarah Whitfield")).toBeVisible();
    await expect(page).toHaveTitle(`${SEEDED.title} | Brightpath Tuition`);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    expect(userReads).toEqual([]);
  });
  test("a tutor writes on a phone: the form and its preview fit the screen", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/about/blog");
    await page.getByRole("button", { name: "Add New Post" }).click();
    const form = page.getByRole("region", { name: "New Blog Post" });
    await form
      .getByLabel("Content *")
      .fill("## A heading\n\nA [link](https://www.gov.uk/) and a long line of text.");
    await form.getByRole("tab", { name: "Preview" }).click();
    await expect(form.getByRole("heading", { level: 2, name: "A heading" })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
