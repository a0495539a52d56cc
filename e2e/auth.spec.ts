import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, signIn, test, waitForMail } from "./support/fixtures.ts";

const RESET_SENT = "If an account exists with this username, we've sent a password reset link.";
const USERNAME_SENT = "If an account exists with this email, we've sent the username details.";

/** A fresh family account registered through /register/NWDEMO25; returns its details. */
async function registerFamily(page: Page) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const family = {
    fullName: "Casey Newfamily",
    email: `casey-${suffix}@northwind-logistics.example`,
    username: `casey${suffix}`,
    password: "first-pass-123",
  };
  await page.goto("/register/NWDEMO25");
  await expect(page.getByText("Northwind Logistics")).toBeVisible();
  await page.getByLabel("Full name").fill(family.fullName);
  await page.getByLabel("Email").fill(family.email);
  await page.getByLabel("Username").fill(family.username);
  await page.getByLabel("Password", { exact: true }).fill(family.password);
  await page.getByLabel("Confirm password").fill(family.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/parent-dashboard");
  return family;
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The Close button beside the green confirmation panel (the dialog's corner X is also named Close). */
function panelClose(dialog: Locator) {
  return dialog.getByRole("status").locator("..").getByRole("button", { name: "Close" });
}

async function openForgotDialog(page: Page) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot Username or Password?" }).click();
  return page.getByRole("dialog");
}

test.describe("signing in", () => {
  for (const role of ["admin", "tutor", "parent"] as const) {
    test(`the demo ${role} signs in and lands on ${DEMO[role].lands}`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      await page.waitForURL(`**${DEMO[role].lands}`);
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      // The toast announced before the full-page redirect is still shown on the landing page [1§8].
      await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
    });
  }

  test("the sign-in page renders its heading and details without console errors or accessibility violations", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/auth");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/auth$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Log In/);
    await page.getByRole("button", { name: "Forgot Username or Password?" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the sign-in form offers Admin, Tutor, Parent and Employer, Parent chosen at first", async ({
    page,
  }) => {
    await page.goto("/auth");
    const role = page.getByLabel("I am a");
    await expect(role.getByRole("option")).toHaveText(["Admin", "Tutor", "Parent", "Employer"]);
    await expect(role).toHaveValue("student");
  });

  test("a wrong password shows the 'Login failed' toast and stays on /auth", async ({ page }) => {
    await signIn(page, { ...DEMO.tutor, password: "not-the-password" });
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the wrong role for an account is refused like a wrong password", async ({ page }) => {
    await signIn(page, { ...DEMO.tutor, iAmA: "Admin" });
    await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("logout returns to / and the admin page then sends to /auth", async ({ page, loginAs }) => {
    await loginAs("admin");
    await logOut(page);
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been successfully logged out.", { exact: true })).toBeVisible();
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  });
});

test.describe("route guards", () => {
  for (const path of ["/admin", "/dashboard", "/parent-dashboard"]) {
    test(`anonymous visitors are sent from ${path} to /auth`, async ({ page }) => {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/auth");
      await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
    });
  }

  test("a signed-in parent visiting /dashboard goes to /student", async ({ page, loginAs }) => {
    await loginAs("parent");
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/student");
  });

  test("a signed-in tutor visiting /parent-dashboard goes to /", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/parent-dashboard");
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("a session ended elsewhere sends the admin to /auth at the next call", async ({ page, loginAs }) => {
    await loginAs("admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    // Signed out from another tab: the server ends the session, this page still shows the dashboard.
    expect((await page.request.post("/api/logout")).status()).toBe(200);
    // The Companies tab's list has not been loaded yet: opening it calls the API, which answers 401.
    await page.getByRole("tab", { name: "Companies" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  });

  test("a signed-in tutor visiting /admin goes to /auth", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/auth");
  });
});

test.describe("forgot username or password", () => {
  test("reset mode confirms with the exact text and a Close button", async ({ page }) => {
    const dialog = await openForgotDialog(page);
    await expect(dialog.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
    await dialog.getByLabel("Username").fill(DEMO.tutor.username);
    await dialog.getByRole("button", { name: "Reset Password" }).click();
    const panel = dialog.getByRole("status");
    await expect(panel).toHaveText(RESET_SENT);
    await expect(dialog.getByLabel("Username")).toHaveCount(0);
    await panelClose(dialog).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await waitForMail("tutor@brightpath-tuition.example", /\/auth\/reset-password\?token=/);
  });

  test("username mode confirms with the exact text and e-mails the username", async ({ page }) => {
    const dialog = await openForgotDialog(page);
    await dialog.getByRole("button", { name: "Forgot username?" }).click();
    await expect(dialog.getByRole("heading", { name: "Recover Username" })).toBeVisible();
    await dialog.getByLabel("Email").fill("tutor@brightpath-tuition.example");
    await dialog.getByRole("button", { name: "Recover Username" }).click();
    await expect(dialog.getByRole("status")).toHaveText(USERNAME_SENT);
    await expect(panelClose(dialog)).toBeVisible();
    await waitForMail("tutor@brightpath-tuition.example", /registered to this e-mail address: tutor\b/);
  });

  test("an unknown username gets the same confirmation", async ({ page }) => {
    const dialog = await openForgotDialog(page);
    await dialog.getByLabel("Username").fill("no-such-account");
    await dialog.getByRole("button", { name: "Reset Password" }).click();
    await expect(dialog.getByRole("status")).toHaveText(RESET_SENT);
  });

  test("the dialog switches back with 'Forgot password?'", async ({ page }) => {
    const dialog = await openForgotDialog(page);
    await dialog.getByRole("button", { name: "Forgot username?" }).click();
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await expect(dialog.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  });
});

test.describe("registration and password reset", () => {
  test("registering at /register/NWDEMO25 lands on /parent-dashboard", async ({ page }) => {
    const family = await registerFamily(page);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByText("Registration successful", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Welcome, ${family.fullName}! Your account is ready.`, { exact: true }),
    ).toBeVisible();
    await logOut(page);
    await signIn(page, { username: family.username, password: family.password, iAmA: "Parent" });
    await page.waitForURL("**/parent-dashboard");
  });

  test("an unknown registration code shows a clear message instead of the form", async ({ page }) => {
    await page.goto("/register/NOSUCH99");
    await expect(page.getByRole("heading", { name: "Registration link not valid" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
  });

  test("a password reset through the e-mailed link sets a new password", async ({ page }) => {
    const family = await registerFamily(page);
    // A code registration's address gets reset links only once confirmed.
    const [, confirmLink] = await waitForMail(
      family.email,
      /(http:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_%-]+)/,
    );
    await page.goto(confirmLink ?? "");
    await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
    await page.goto("/parent-dashboard");
    await logOut(page);

    const dialog = await openForgotDialog(page);
    await dialog.getByLabel("Username").fill(family.username);
    await dialog.getByRole("button", { name: "Reset Password" }).click();
    await expect(dialog.getByRole("status")).toHaveText(RESET_SENT);

    const [, token] = await waitForMail(family.email, /\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/);
    await page.goto(`/auth/reset-password?token=${token}`);
    await page.getByLabel("New password", { exact: true }).fill("second-pass-456");
    await page.getByLabel("Confirm new password").fill("second-pass-456");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been changed. You can now log in with your new password.",
    );

    // The link works once only: opened again, it says so before asking for a password.
    await page.goto(`/auth/reset-password?token=${token}`);
    await expect(page.getByRole("alert")).toHaveText(
      "This password reset link is invalid or has expired. Please ask for a new one. Go to Log In",
    );
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("alert").getByRole("link", { name: "Go to Log In" })).toHaveAttribute(
      "href",
      "/auth",
    );

    await signIn(page, { username: family.username, password: family.password, iAmA: "Parent" });
    await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await signIn(page, { username: family.username, password: "second-pass-456", iAmA: "Parent" });
    await page.waitForURL("**/parent-dashboard");
  });
});

test.describe("invitations and temporary passwords", () => {
  test("an invalid invitation link shows the destructive toast and the sign-in form", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto("/auth?token=not-a-real-invitation");
    await expect(page.getByText("Invalid Invitation Link", { exact: true })).toBeVisible();
    await expect(
      page.getByText("This invitation link may have expired or is invalid.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    // The prerendered /auth page hydrates cleanly with a token in the address.
    expect(pageErrors).toEqual([]);
  });

  test("a valid invitation link greets the person, pre-fills the form and registers a family", async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const invited = { fullName: "Robin Invited", email: `robin-${suffix}@northwind-logistics.example` };
    const adminLogin = await page.request.post("/api/login", {
      data: { username: DEMO.admin.username, password: DEMO.admin.password, role: "admin" },
    });
    expect(adminLogin.status()).toBe(200);
    const companies = (await (await page.request.get("/api/admin/companies")).json()) as {
      id: number;
      name: string;
    }[];
    const company = companies.find((c) => c.name === "Northwind Logistics");
    expect(company).toBeDefined();
    const invites = await page.request.post(`/api/admin/companies/${company?.id}/generate-employee-invites`, {
      data: { employees: [invited] },
    });
    expect(invites.status(), await invites.text()).toBe(201);
    const [invite] = (await invites.json()) as { token: string }[];
    await page.request.post("/api/logout");

    await page.goto(`/auth?token=${encodeURIComponent(invite?.token ?? "")}`);
    await expect(page.getByText("Invitation Found", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Hi ${invited.fullName}! Please complete your registration.`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(invited.fullName);
    await expect(page.getByLabel("Email")).toHaveValue(invited.email);
    await page.getByLabel("Username").fill(`robin${suffix}`);
    await page.getByLabel("Password", { exact: true }).fill("invited-pass-1");
    await page.getByLabel("Confirm password").fill("invited-pass-1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/parent-dashboard");
    await expect(page.getByText("Registration successful", { exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("a teacher with the admin-typed password must choose a new one first", async ({ page }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const teacher = { username: `teach${suffix}`, password: "typed-by-admin-1" };
    // The admin adds the teacher through the API (the admin screens have their own tests).
    const adminLogin = await page.request.post("/api/login", {
      data: { username: DEMO.admin.username, password: DEMO.admin.password, role: "admin" },
    });
    expect(adminLogin.status()).toBe(200);
    const created = await page.request.post("/api/admin/tutors", {
      data: {
        ...teacher,
        email: `${teacher.username}@brightpath-tuition.example`,
        fullName: "Taylor Temporary",
        subjects: ["Mathematics"],
        qualifications: "PGCE Mathematics",
        bio: "Experienced secondary maths teacher.",
        yearsExperience: "3-5",
        sendInvite: false,
        role: "tutor",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.request.post("/api/logout");

    await signIn(page, { ...teacher, iAmA: "Tutor" });
    await page.waitForURL("**/change-password");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    // Other screens send the account back here until the password is changed.
    await page.goto("/dashboard");
    await page.waitForURL("**/change-password");

    await page.getByLabel("Current password").fill(teacher.password);
    await page.getByLabel("New password", { exact: true }).fill("chosen-by-teacher-2");
    await page.getByLabel("Confirm new password").fill("chosen-by-teacher-2");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL("**/dashboard");
  });
});

test.describe("cookie consent", () => {
  type Consent = { preferences: Record<string, boolean>; timestamp: string; version: string };
  const readConsent = (page: Page) =>
    page.evaluate(() => {
      const raw = window.localStorage.getItem("cookie-consent");
      return raw ? (JSON.parse(raw) as Consent) : null;
    });

  function expectConsent(consent: Consent | null, preferences: Record<string, boolean>) {
    expect(consent).not.toBeNull();
    expect(consent?.version).toBe("1.0");
    expect(consent?.preferences).toEqual(preferences);
    expect(Number.isNaN(Date.parse(consent?.timestamp ?? ""))).toBe(false);
    expect(consent?.timestamp).toMatch(/Z$/);
  }

  const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

  test("Accept All Cookies stores every category and the banner stays away", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All Cookies" }).click();
    await expect(banner(page)).toHaveCount(0);
    expectConsent(await readConsent(page), {
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("Necessary Only stores only necessary", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Necessary Only" }).click();
    await expect(banner(page)).toHaveCount(0);
    expectConsent(await readConsent(page), {
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  test("Manage Preferences stores the chosen switches, Necessary locked on", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Manage Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog.getByRole("switch", { name: "Necessary cookies" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Necessary cookies" })).toBeDisabled();
    await dialog.getByRole("switch", { name: "Marketing cookies" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner(page)).toHaveCount(0);
    expectConsent(await readConsent(page), {
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
  });
});
