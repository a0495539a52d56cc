/**
 * Stronger sign-in. Two-factor sign-in runs on a server of its own, started here
 * with REQUIRE_ADMIN_TWO_FACTOR=1 and a fresh admin made by `create-admin`, so the demo admin the other
 * specs sign in with never needs a code. Codes are computed here from the secret the screen shows, with
 * the same library as the server. The teacher card's new temporary password runs on the suite's server.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { E2E_DIR, E2E_PORT } from "./support/constants.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = E2E_PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(`${E2E_DIR}-two-factor`, "data");
const ADMIN = {
  username: "security.admin",
  password: "violet-lantern-42",
  email: "security.admin@example.org",
  fullName: "Security Admin",
  iAmA: "Admin",
};
const PHONE = { width: 390, height: 844 };
const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";

const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR,
  DATABASE_URL: "",
  SEED_DEMO: "0",
  SMTP_URL: "",
  APP_URL: BASE,
  REQUIRE_ADMIN_TWO_FACTOR: "1",
  RATE_LIMIT_MULTIPLIER: "1000",
  LOG_LEVEL: "warn",
  JANUS_MODE: "off",
  CLIENT_DIR: path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client"),
};

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(" | ")}`),
  ).toEqual([]);
}

/** The code an authenticator app shows `offset` 30-second steps from now. */
function codeAt(secret: string, offset = 0) {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
}

async function signInWithCode(page: Page, code: string) {
  await signIn(page, ADMIN);
  const field = page.getByLabel("Authentication code");
  await expect(field).toBeFocused();
  await field.fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function signOut(page: Page) {
  await page.request.post("/api/logout");
  await page.context().clearCookies();
}

async function newPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: BASE, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

test.describe
  .serial("two-factor sign-in for admins, required by the install", () => {
    let server: ChildProcess | undefined;
    let secret = "";
    let recoveryCodes: string[] = [];

    test.beforeAll(async () => {
      rmSync(DATA_DIR, { recursive: true, force: true });
      execFileSync(
        process.execPath,
        [
          "--import",
          "tsx",
          path.join(ROOT, "server/src/scripts/create-admin.ts"),
          "--username",
          ADMIN.username,
          "--password",
          ADMIN.password,
          "--email",
          ADMIN.email,
          "--full-name",
          ADMIN.fullName,
        ],
        { cwd: ROOT, env: serverEnv, stdio: "pipe" },
      );
      server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/src/server.ts")], {
        cwd: ROOT,
        env: serverEnv,
        stdio: "inherit",
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const up = await fetch(`${BASE}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error("the two-factor server did not start");
    });

    test.afterAll(() => {
      server?.kill("SIGTERM");
    });

    test("a new admin is sent to set up two-factor sign-in first, scans the key and keeps the recovery codes", async ({
      browser,
    }) => {
      const page = await newPage(browser);
      await signIn(page, ADMIN);
      await page.waitForURL("**/two-factor-setup");
      await expect(page.getByRole("heading", { level: 1, name: "Turn on two-factor sign-in" })).toBeVisible();
      // The admin screens are held back until it is on.
      expect((await page.request.get("/api/admin/companies")).status()).toBe(403);
      await page.goto("/admin");
      await page.waitForURL("**/two-factor-setup");
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
      await expect(
        page.getByRole("img", { name: "QR code to add this account to an authenticator app" }),
      ).toBeVisible();
      secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page);

      await page.getByLabel("Code from the app").fill("000000");
      await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
      await expect(
        page.getByText("That code is not right. Please try again.", { exact: true }),
      ).toBeVisible();
      await page.getByLabel("Code from the app").fill(codeAt(secret));
      await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();

      const list = page.getByRole("list", { name: "Recovery codes" });
      await expect(list.getByRole("listitem")).toHaveCount(10);
      recoveryCodes = await list.getByRole("listitem").allTextContents();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download Codes" }).click();
      expect((await download).suggestedFilename()).toBe("recovery-codes.txt");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "I Have Saved My Codes" }).click();
      await page.waitForURL("**/admin");
      expect((await page.request.get("/api/admin/companies")).status()).toBe(200);
      await page.context().close();
    });

    test("signing in asks for the app's code after the password; a wrong code is refused", async ({
      browser,
    }) => {
      const page = await newPage(browser);
      await signIn(page, ADMIN);
      await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
      await expect(page.getByLabel("Password")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByLabel("Authentication code").fill("000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(
        page.getByText("That code is not right. Please try again.", { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);

      // The code that confirmed the set-up was used; the app's next one signs in.
      await page.getByLabel("Authentication code").fill(codeAt(secret, 1));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL("**/admin");
      await signOut(page);
      await page.context().close();
    });

    test("a recovery code signs in once on a phone, and Profile Settings shows two-factor on", async ({
      browser,
    }) => {
      const page = await newPage(browser, PHONE);
      const [first] = recoveryCodes as [string];
      await signInWithCode(page, first);
      await page.waitForURL("**/admin");
      await page.goto("/account");
      const card = page.getByText("Two-factor sign-in is on: signing in asks for a code");
      await expect(card).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoAxeViolations(page);
      await signOut(page);

      await signInWithCode(page, first);
      await expect(
        page.getByText("That code is not right. Please try again.", { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await page.context().close();
    });

    test("turned off with the password and a recovery code, the required set-up comes back", async ({
      browser,
    }) => {
      const page = await newPage(browser, PHONE);
      await signInWithCode(page, recoveryCodes[1]!);
      await page.waitForURL("**/admin");
      await page.goto("/account");
      await page.getByLabel("Current password").last().fill(ADMIN.password);
      await page.getByLabel("Code from the app or a recovery code").fill(recoveryCodes[2]!);
      await page.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }).click();
      await expect(page.getByText("Two-factor sign-in is off", { exact: true })).toBeVisible();
      await page.waitForURL("**/two-factor-setup");
      await expect(page.getByRole("button", { name: "Set Up Two-Factor Sign-In" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  });

for (const [label, viewport] of [
  ["", undefined],
  [" on a phone", PHONE],
] as const) {
  test(`the admin gives a teacher who has not signed in a new temporary password${label}`, async ({
    page,
    loginAs,
  }) => {
    if (viewport) await page.setViewportSize(viewport);
    await loginAs("admin");
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const name = `Teacher ${id}`;
    const created = await page.request.post("/api/admin/tutors", {
      data: {
        username: `teacher${id}`,
        password: "first-temporary-9",
        email: `teacher${id}@example.com`,
        fullName: name,
        subjects: ["Mathematics"],
        qualifications: "PGCE, BSc Mathematics",
        bio: "Ten years teaching GCSE maths.",
        yearsExperience: "6-10",
        sendInvite: false,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto("/admin#tutors");
    // Only the address's hash changed since signing in: load the page again to list what was just made.
    await page.reload();
    const card = page.getByRole("list", { name: "Teachers" }).getByRole("listitem").filter({ hasText: name });
    await expect(card.getByText("Not signed in yet")).toBeVisible();
    await card.getByRole("button", { name: `Issue new temporary password for ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `New temporary password for ${name}` });
    await expect(dialog.getByText(/current temporary password stops working/)).toBeVisible();
    await dialog.getByRole("button", { name: "Issue New Password" }).click();
    const password = (await dialog.getByTestId("temporary-password").textContent()) ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(dialog.getByText(`teacher${id}`, { exact: true })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    if (viewport) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // The old password no longer works; the new one signs the teacher in to choose their own.
    await page.context().clearCookies();
    await signIn(page, { username: `teacher${id}`, password: "first-temporary-9", iAmA: "Tutor" });
    await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await signIn(page, { username: `teacher${id}`, password, iAmA: "Tutor" });
    await page.waitForURL("**/change-password");

    // A common password is refused under its field; a rarer one is taken.
    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill("Password123");
    await page.getByLabel("Confirm new password").fill("Password123");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: COMMON_PASSWORD_MESSAGE })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.getByLabel("New password", { exact: true }).fill(`amber-harbour-${id}`);
    await page.getByLabel("Confirm new password").fill(`amber-harbour-${id}`);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL("**/dashboard");
  });
}

test("the admin gives a company's waiting accounts new temporary passwords, listed with a CSV download", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Waiting Co ${id}`;
  const created = await page.request.post("/api/admin/companies", {
    data: { name, contactName: "Pat Contact", contactEmail: `hr${id}@example.com` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = (await created.json()) as { id: number };
  const generated = await page.request.post("/api/admin/generate-bulk-accounts", {
    data: { companyId: company.id, count: 2 },
  });
  expect(generated.status()).toBe(201);
  const before = (await generated.json()) as { credentials: { username: string; password: string }[] };

  await page.goto("/admin#companies");
  // Only the address's hash changed since signing in: load the page again to list what was just made.
  await page.reload();
  const card = page.getByRole("list", { name: "Companies" }).getByRole("listitem").filter({ hasText: name });
  await card.getByRole("button", { name: `New Temporary Passwords for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `New temporary passwords for ${name}` });
  await dialog.getByRole("button", { name: "Issue New Passwords" }).click();
  await expect(dialog.getByRole("status")).toHaveText("2 accounts have been given new temporary passwords.");
  const rows = dialog.getByRole("table", { name: "Generated credentials" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Credentials" }).click();
  const csv = readFileSync((await (await download).path()) ?? "", "utf8");
  for (const account of before.credentials) {
    expect(csv).toContain(account.username);
    // The passwords given before no longer appear: each account has a new one.
    expect(csv).not.toContain(account.password);
  }
  const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
