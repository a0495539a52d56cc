import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** A demo post (server/src/db/seed/blog-posts.ts) and the demo draft. */
const POST = {
  slug: "five-ways-to-support-gcse-revision-at-home",
  title: "Five ways to support GCSE revision at home",
};
const DRAFT_SLUG = "planning-next-terms-science-sessions";

async function expectNoAxeViolations(page: Page, disabledRules: string[] = []) {
  const { violations } = await new AxeBuilder({ page }).disableRules(disabledRules).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`),
  ).toEqual([]);
}

test.describe("a published post's address, before and after the app starts", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a reader that runs no script of the app (a crawler, a link preview) reads the post on a phone", async ({
    page,
  }) => {
    // The app's scripts never load: the page is what the server sent. (axe itself needs JavaScript on.)
    await page.route("**/assets/**/*.js", (route) => route.abort());
    const response = await page.goto(`/about/blog/${POST.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${POST.title} | Brightpath Tuition`);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "1. Agree a timetable together" }),
    ).toBeVisible();
    await expect(page.getByText("Sarah Whitfield")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/about/blog");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${POST.title} | Brightpath Tuition`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Before the app runs, the app's skip link has no target (it points at the app's own <main id="main">),
    // so axe calls it broken ("skip-link") and outside a landmark ("region"), and flags nothing else. The
    // server's copy has no such id, so that once the app runs the skip link reaches the app's main
    // (checked with every rule in the next test).
    await expectNoAxeViolations(page, ["skip-link", "region"]);
  });

  test("the app still starts on the post's address, with no error in the console", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`/about/blog/${POST.slug}`);
    // The app renders its own page (its own <main>), and the server's copy of the post steps aside.
    await expect(page.locator("main:not([data-blog-post-snapshot])")).toBeVisible();
    await expect(page.locator("[data-blog-post-snapshot]")).toBeHidden();
    await expectNoAxeViolations(page);
    // The skip link's target is the app's <main>, never the hidden copy.
    expect(
      await page.evaluate(() => document.getElementById("main")?.hasAttribute("data-blog-post-snapshot")),
    ).toBe(false);
    expect(errors).toEqual([]);
  });

  test("a reader whose browser runs the app but cannot reach the API (a crawler obeying robots.txt, a dropped connection) still reads the post", async ({
    page,
  }) => {
    // robots.txt disallows /api/, so a search engine's renderer runs the app without answers from the API.
    await page.route("**/api/**", (route) => route.abort());
    const postRead = page.waitForEvent("requestfailed", (request) =>
      request.url().includes(`/api/blog-posts/by-slug/${POST.slug}`),
    );
    await page.goto(`/about/blog/${POST.slug}`);
    await postRead;
    // The app has started and, unable to read the post, keeps the server's copy as the page's main content.
    await expect(page.locator("main#main[data-blog-post-snapshot]")).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "1. Agree a timetable together" }),
    ).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page).toHaveTitle(`${POST.title} | Brightpath Tuition`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a draft's address is not found, and the feed and sitemap list published posts only", async ({
    request,
  }) => {
    expect((await request.get(`/about/blog/${DRAFT_SLUG}`)).status()).toBe(404);
    const feed = await request.get("/about/blog/rss.xml");
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const rss = await feed.text();
    expect(rss).toContain(`/about/blog/${POST.slug}</link>`);
    expect(rss).not.toContain(DRAFT_SLUG);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/about/blog/${POST.slug}</loc>`);
    expect(sitemap).not.toContain(DRAFT_SLUG);
  });
});
