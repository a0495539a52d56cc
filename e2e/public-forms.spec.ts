import { defaultBrand } from "../shared/config/brand.ts";
import { expect, test } from "./support/fixtures.ts";
import { acceptCookies, watchConsole } from "./support/public-pages.ts";

test.describe("Partner With Us form", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("shows what is missing, then sends the enquiry, which an admin can read", async ({
    page,
    loginAs,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: "Partner With Us" });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByText("Please enter your full name")).toBeVisible();
    await expect(form.getByText("Please enter your company name")).toBeVisible();
    await expect(form.getByText("Please select your role")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByText("Please select your company size")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toBeFocused();
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    const company = `Playwright Widgets ${Date.now()}`;
    await form.getByLabel("Full Name").fill("Jordan Example");
    await expect(form.getByText("Please enter your full name")).toBeHidden();
    await form.getByLabel("Company Name").fill(company);
    await form.getByLabel("Role within Company").selectOption("HR Business Partner");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByLabel("Phone Number").fill("020 7946 0000");
    await form.getByLabel("Company Size").selectOption({ label: "Medium 50-249" });
    await form.getByLabel("Message (optional)").fill("We have 120 working parents.");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Email Address")).toBeFocused();

    await form.getByLabel("Email Address").fill("jordan@example.org");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeVisible();
    expect(errors).toEqual([]);

    await loginAs("admin");
    const response = await page.request.get("/api/admin/enquiries");
    expect(response.status()).toBe(200);
    const enquiries = (await response.json()) as Array<Record<string, unknown>>;
    expect(enquiries[0]).toMatchObject({
      fullName: "Jordan Example",
      companyName: company,
      role: "HR Business Partner",
      email: "jordan@example.org",
      phone: "020 7946 0000",
      companySize: "50-249",
      message: "We have 120 working parents.",
    });
    await page.goto("/admin#companies");
    await expect(page.getByText(company)).toBeVisible();
  });

  test("the role and size choices are the ones the service offers", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Partner With Us" });
    await expect(form.getByLabel("Role within Company").locator("option")).toHaveText([
      "Select your role",
      "HR Director/VP",
      "CEO/C-Suite Executive",
      "Benefits Manager",
      "HR Business Partner",
      "Other",
    ]);
    await expect(form.getByLabel("Company Size").locator("option")).toHaveText([
      "Select company size",
      "Small 1-49",
      "Medium 50-249",
      "Large 250+ employees",
    ]);
  });
});

test.describe("Individual purchase form", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("stays disabled until complete, clears a year group chosen twice, then opens an e-mail draft", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/individual-purchase");
    const form = page.getByRole("form", { name: "Individual academic support inquiry" });
    const submit = form.getByRole("button", { name: "Send Inquiry by Email" });
    await expect(submit).toBeDisabled();
    await expect(form.getByText("Please fill in all required fields to continue")).toBeVisible();

    await form.getByLabel("Full Name").fill("Sam Parent");
    await form.getByLabel("Email Address").fill("sam@example.org");
    await form.getByLabel("Phone Number").fill("07700 900456");
    await form.getByRole("button", { name: "Mathematics" }).click();
    await form.getByRole("button", { name: "Physics" }).click();
    await expect(form.getByRole("button", { name: "Physics" })).toHaveAttribute("aria-pressed", "true");
    await expect(submit).toBeDisabled();

    const year7 = form.getByRole("button", { name: "Year 7", exact: true });
    await year7.click();
    await expect(year7).toHaveAttribute("aria-pressed", "true");
    await expect(submit).toBeEnabled();
    await expect(form.getByText("Please fill in all required fields to continue")).toBeHidden();

    // Choosing the same year group again clears it; choosing another replaces it.
    await year7.click();
    await expect(year7).toHaveAttribute("aria-pressed", "false");
    await expect(submit).toBeDisabled();
    await form.getByRole("button", { name: "Year 9", exact: true }).click();
    await year7.click();
    await expect(form.getByRole("button", { name: "Year 9", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(submit).toBeEnabled();

    // Removing the last subject disables the button again.
    await form.getByRole("button", { name: "Mathematics" }).click();
    await form.getByRole("button", { name: "Physics" }).click();
    await expect(submit).toBeDisabled();
    await form.getByRole("button", { name: "Physics" }).click();

    await submit.click();
    const draft = page.getByRole("link", { name: "Open the e-mail draft again" });
    await expect(draft).toBeVisible();
    const href = (await draft.getAttribute("href"))!;
    expect(href.startsWith(`mailto:${defaultBrand.supportEmail}?`)).toBe(true);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.get("subject")).toBe("Individual Academic Support Inquiry");
    expect(query.get("body")).toBe(
      "Name: Sam Parent\r\nEmail: sam@example.org\r\nPhone: 07700 900456\r\nSubjects: Physics\r\nYear Group: Year 7",
    );
    expect(errors).toEqual([]);
  });

  test("the messaging button opens a pre-filled chat in a new tab", async ({ page }) => {
    await page.goto("/individual-purchase");
    const chat = page
      .getByRole("main")
      .getByRole("link", { name: /Chat on WhatsApp/ })
      .first();
    await expect(chat).toHaveAttribute("target", "_blank");
    const href = (await chat.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href.split("text=")[1]!)).toContain("buying academic support");
  });
});
