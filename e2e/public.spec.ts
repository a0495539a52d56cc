import AxeBuilder from "@axe-core/playwright";
import { defaultBrand } from "../shared/config/brand.ts";
import { expect, test } from "./support/fixtures.ts";
import { acceptCookies, watchConsole } from "./support/public-pages.ts";

/** Every public marketing route and the heading it opens with. */
const PUBLIC_PAGES = [
  { path: "/", h1: "Live online tuition for your employees' children" },
  { path: "/services/how-it-works", h1: "From sign-up to first lesson in three steps" },
  { path: "/services/subjects", h1: "Five core subjects, taught by specialists" },
  { path: "/services/tutors", h1: "Specialist teachers your children will look forward to" },
  { path: "/services/pricing", h1: "Pay per place, for the whole academic year" },
  { path: "/services/guarantees", h1: "Promises we put in writing" },
  { path: "/benefits/employers", h1: "The family benefit that helps you hire and keep great people" },
  { path: "/benefits/employees", h1: "Expert support for your children, through your employer" },
  { path: "/about/our-story", h1: "Started by teachers, for working families" },
  { path: "/about/mission-values", h1: "Academic support for every working family" },
  { path: "/about/team", h1: "The people behind the lessons" },
  { path: "/individual-purchase", h1: "Academic support for your child, bought directly" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms-of-service", h1: "Terms of Service" },
  { path: "/sitemap", h1: "Sitemap" },
  { path: "/coming-soon", h1: "Detailed curriculum: September 2025" },
] as const;

test.describe("public pages", () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} shows its heading, page details and no accessibility violations`, async ({ page }) => {
      const errors = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Prerendered: the heading is in the HTML the server sends, before any script runs.
      expect(await response?.text()).toContain("<h1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("h1")).toHaveCount(1);

      const title = await page.title();
      expect(title).toContain(defaultBrand.name);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute("content", /.{50,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);

      // Wait for hydration (the cookie banner appears from an effect), then check with axe.
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("every page fits a 360 px wide screen without scrolling sideways", async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test("each page has its own title and description", async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const { path } of PUBLIC_PAGES) expect(xml).toContain(`${path === "/" ? "/" : path}</loc>`);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
  });
});

test.describe("navigation", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("header menus open, close on Escape and outside clicks, and lead to their pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = watchConsole(page);
    await page.goto("/");
    const header = page.getByRole("banner");
    const services = header.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "Teachers" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
    await expect(header.getByRole("link", { name: "Teachers" })).toBeHidden();

    const about = header.getByRole("button", { name: "About Us" });
    await about.click();
    await expect(header.getByRole("link", { name: "Mission & Values" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(about).toHaveAttribute("aria-expanded", "false");

    // By keyboard: focus the Benefits button, open it with Enter, tab into its links, follow one.
    const benefits = header.getByRole("button", { name: "Benefits" });
    await benefits.focus();
    await page.keyboard.press("Enter");
    await expect(benefits).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: "For Employers" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: "For Families" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/benefits/employees");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Expert support for your children, through your employer",
    );

    // The Services menu shows Guarantees on /services/* pages.
    await page.goto("/services/pricing");
    await header.getByRole("button", { name: "Services" }).click();
    await header.getByRole("link", { name: "Guarantees" }).click();
    await page.waitForURL("**/services/guarantees");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promises we put in writing");
    expect(errors).toEqual([]);
  });

  test("the mobile menu opens, lists every section and closes after choosing a page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const label of [
      "Our Story",
      "How It Works",
      "Pricing",
      "For Employers",
      "Individual Purchase",
      "Log In",
    ]) {
      await expect(page.getByRole("banner").getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL("**/services/pricing");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Pay per place, for the whole academic year",
    );
  });

  test("buttons scroll to the landing page's sections, from the page itself and from others", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Explore the Benefits" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { name: "Why employers offer our tuition" })).toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Partner With Us" }).first().click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole("heading", { name: "Partner With Us", level: 2 })).toBeInViewport();

    await page.goto("/services/pricing");
    await page.getByRole("main").getByRole("link", { name: "Request a Pricing Quote" }).first().click();
    await page.waitForURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: "Partner With Us", level: 2 })).toBeInViewport();
  });

  test("chat buttons open the messaging app with a pre-filled message in a new tab", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("main").getByRole("link", { name: /Chat With Us/ });
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    const href = await chat.getAttribute("href");
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${defaultBrand.whatsappNumber}\\?text=`));
    expect(decodeURIComponent(href!.split("text=")[1]!)).toContain("employees");

    await page.goto("/services/subjects");
    const physics = page.getByRole("link", { name: "Chat Now about Physics" });
    expect(decodeURIComponent((await physics.getAttribute("href"))!)).toContain("Physics");
  });

  test("the footer links to the policies, the portal, support and social profiles", async ({ page }) => {
    await page.goto("/about/team");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(footer.getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap");
    await expect(footer.getByRole("link", { name: "Employee Portal" })).toHaveAttribute("href", "/auth");
    await expect(footer.getByRole("link", { name: defaultBrand.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${defaultBrand.supportEmail}`,
    );
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      defaultBrand.instagramUrl,
    );
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      defaultBrand.linkedinUrl,
    );
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${defaultBrand.company}. All rights reserved.`,
    );
  });

  test("How It Works has the compact header whose links reach the landing page's sections", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services/how-it-works");
    const header = page.getByRole("banner");
    const expected: Array<[string, string]> = [
      ["For Employers", "/benefits/employers"],
      ["How It Works", "/services/how-it-works"],
      ["Subjects", "/services/subjects"],
      ["Teachers", "/services/tutors"],
      ["Pricing", "/#pricing"],
      ["About Us", "/about/our-story"],
      ["Business", "/#services"],
      ["Families", "/benefits/employees"],
      ["FAQs", "/#faq"],
    ];
    for (const [label, href] of expected) {
      await expect(header.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    // No dropdown menus in this variant.
    await expect(header.getByRole("button", { name: "Services" })).toHaveCount(0);
    await header.getByRole("link", { name: "FAQs", exact: true }).click();
    await page.waitForURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    await page.goto("/services/how-it-works");
    await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL(/\/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("Cookie Settings in the footer reopens the preferences and changes the stored choice", async ({
    page,
  }) => {
    await page.goto("/about/team");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog.getByRole("switch", { name: "Analytics cookies" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await dialog.getByRole("switch", { name: "Analytics cookies" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("cookie-consent") ?? "{}"),
    );
    expect(stored.preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(stored.version).toBe("1.0");
  });

  test("Coming Soon's Go Back returns within the site, and to the subjects for visitors from elsewhere", async ({
    page,
  }) => {
    await page.goto("/services/subjects");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Curriculum/ })
      .first()
      .click();
    await page.waitForURL("**/coming-soon");
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL("**/services/subjects");

    // Arriving from another site (here a blank page): Go Back stays on this site.
    await page.goto("about:blank");
    await page.goto("/coming-soon");
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL("**/services/subjects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Five core subjects, taught by specialists",
    );
  });

  test("the pricing FAQ keeps one answer open at a time and closes it when chosen again", async ({
    page,
  }) => {
    await page.goto("/services/pricing");
    const first = page.getByRole("button", { name: "How is the price calculated?" });
    const second = page.getByRole("button", { name: "What happens if we join part-way through the year?" });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { expanded: true })).toHaveCount(0);
  });
});
