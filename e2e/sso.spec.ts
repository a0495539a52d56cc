import type { APIRequestContext } from "@playwright/test";
import { startOidcProvider, type TestOidcProvider } from "../server/src/test/oidc-provider.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { E2E_BASE_URL } from "./support/constants.ts";
import { DEMO, expect, signIn, test, waitForMail } from "./support/fixtures.ts";

/**
 * Sign-in with the organisation (docs/decisions/056, "Single sign-on"): an admin sets a company's sign-in with its
 * organisation on the company's page, against a real OpenID provider (`oidc-provider` on loopback); a person
 * of that company types a work e-mail on /auth, signs in on the provider's own login page and lands signed in
 * on the family home, a new account made on a free place; a refusal (an e-mail the provider has not verified)
 * comes back to /auth with its sentence. A family with a password of its own is not opened by the provider:
 * it is told to link, signs in with its password and links on Profile Settings, and the provider then
 * signs it in. An HR manager adds only its own address's domain. On a desktop and a 390 px phone, with axe.
 */
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DOMAIN = `sso-${run}.example`;
let op: TestOidcProvider;
let companyId: number;

async function signInAsAdmin(request: APIRequestContext) {
  const login = await request.post("/api/login", {
    data: { username: DEMO.admin.username, password: DEMO.admin.password, role: "admin" },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  op = await startOidcProvider({ redirectUris: [`${E2E_BASE_URL}/api/sso/callback`] });
  await signInAsAdmin(request);
  const created = await request.post("/api/admin/companies", {
    data: {
      name: `Single Sign-On Ltd ${run}`,
      contactName: "Sally Sign",
      contactEmail: `sally@${DOMAIN}`,
      placesPurchased: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  companyId = ((await created.json()) as { id: number }).id;
  await request.post("/api/logout");
});

test.afterAll(async () => {
  await op?.close();
});

test("an admin sets the company's sign-in with its organisation on the company's page", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto(`/admin/companies/${companyId}`);
  const section = page.getByRole("heading", { name: "Sign in with your organisation" });
  await expect(section).toBeVisible();
  await expect(page.getByText(`${E2E_BASE_URL}/api/sso/callback`)).toBeVisible();
  await page.getByRole("button", { name: "Set up sign-in with your organisation" }).click();
  await page.getByLabel("Issuer").fill(op.issuer);
  await page.getByLabel("Client ID").fill(op.clientId);
  await page.getByLabel("Client secret").fill(op.clientSecret);
  await page.getByLabel("E-mail domains").fill(`@${DOMAIN}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save sign-in settings" }).click();
  await expect(page.getByText("Stored (hidden)")).toBeVisible();
  await expect(page.getByText(DOMAIN, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change sign-in settings" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an HR manager changes its own company's settings from the employer screen, on a phone too", async ({
  page,
  request,
}) => {
  await signInAsAdmin(request);
  const hr = { fullName: "Harper Sign", email: `harper@${DOMAIN}`, username: `harper${run}` };
  const invited = await request.post(`/api/admin/companies/${companyId}/hr-managers`, {
    data: { fullName: hr.fullName, email: hr.email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { inviteLink } = (await invited.json()) as { inviteLink: string };
  await request.post("/api/logout");
  const token = new URL(inviteLink, E2E_BASE_URL).searchParams.get("token") ?? "";
  const password = "hr-sso-pass-2026";
  const registered = await request.post("/api/register", {
    data: { ...hr, password, confirmPassword: password, token },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await request.post("/api/logout");

  await signIn(page, { username: hr.username, password, iAmA: "Employer" });
  await page.waitForURL("**/employer");
  await page.getByRole("tab", { name: "Sign-in Settings" }).click();
  await expect(page.getByText(`${E2E_BASE_URL}/api/sso/callback`)).toBeVisible();
  await expect(page.getByText("Stored (hidden)")).toBeVisible();
  await page.getByRole("button", { name: "Change sign-in settings" }).click();
  // The hint says the rule: an HR manager adds only its own address's domain; another is refused there.
  await expect(page.getByText("You can add the domain of your own e-mail address")).toBeVisible();
  await page.getByLabel("E-mail domains").fill(`${DOMAIN}\nsecond-${DOMAIN}`);
  await page.getByRole("button", { name: "Save sign-in settings" }).click();
  await expect(
    page.getByText(`You can add only the domain of your own e-mail address (${DOMAIN}).`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The secret left empty keeps the stored one; its own domain is saved.
  await page.getByLabel("E-mail domains").fill(DOMAIN);
  await page.getByRole("button", { name: "Save sign-in settings" }).click();
  await expect(page.getByRole("button", { name: "Change sign-in settings" })).toBeVisible();
  await expect(page.getByText(DOMAIN, { exact: true })).toBeVisible();
  await expect(page.getByText("Stored (hidden)")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sign-in with the organisation on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("a work e-mail goes through the provider's login page and lands signed in", async ({ page }) => {
      const email = `new.starter.${name}@${DOMAIN}`;
      op.setAccount(email, { email, email_verified: true, name: `New Starter ${name}` });
      await page.goto("/auth");
      await expect(page.getByRole("heading", { name: "Sign in with your organisation" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByLabel("Work e-mail").fill(email);
      await page.getByRole("button", { name: "Continue with your organisation" }).click();

      // The provider's own login page (its development interactions): the login is the e-mail it was given.
      await page.waitForURL(`${op.issuer}/**`);
      await expect(page.locator('input[name="login"]')).toHaveValue(email);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();

      await page.waitForURL("**/parent-dashboard");
      // Signed in as the new account the first sign-in made (the header's name is in the menu on a phone).
      const me = await page.request.get("/api/user");
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ fullName: `New Starter ${name}`, role: "parent" });
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test("a family with a password is told to link, links from Profile Settings, then signs in with its organisation", async ({
      page,
      request,
    }) => {
      const family = {
        fullName: `Linda Link ${name}`,
        email: `linda.${name}@${DOMAIN}`,
        username: `linda${name}${run}`,
        password: "linked-family-2026",
      };
      await signInAsAdmin(request);
      const code = await request.post("/api/admin/create-registration-code", { data: { companyId } });
      expect(code.status(), await code.text()).toBe(201);
      await request.post("/api/logout");
      const registered = await request.post("/api/register", {
        data: {
          ...family,
          confirmPassword: family.password,
          code: ((await code.json()) as { code: string }).code,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      await request.post("/api/logout");
      // The owner confirms its address (a link is offered only for a confirmed one).
      const [, confirmLink] = await waitForMail(
        family.email,
        /(http:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_%-]+)/,
      );
      await page.goto(confirmLink ?? "");
      await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

      // Through the provider first: the account has a password of its own, so it is not opened.
      await page.goto("/auth");
      await page.getByLabel("Work e-mail").fill(family.email);
      await page.getByRole("button", { name: "Continue with your organisation" }).click();
      await page.waitForURL(`${op.issuer}/**`);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();
      await page.waitForURL("**/auth?sso_error=link_required");
      await expect(page.getByRole("alert")).toContainText("then choose “Link your organisation's sign-in”");
      expect((await page.request.get("/api/user")).status()).toBe(401);

      // Signed in with its password, the owner links it on Profile Settings.
      await signIn(page, { username: family.username, password: family.password, iAmA: "Parent" });
      await page.waitForURL("**/parent-dashboard");
      await page.goto("/account");
      await expect(page.getByRole("heading", { name: "Sign in with your organisation" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: "Link your organisation's sign-in" }).click();
      // The confirm step asks for the account's password, as an e-mail change does.
      const confirm = page.getByRole("form", { name: "Link your organisation's sign-in" });
      await confirm.getByLabel("Current password").fill(family.password);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await confirm.getByRole("button", { name: "Continue to your organisation" }).click();
      await page.waitForURL((url) => url.href.startsWith(op.issuer) || url.pathname === "/account");
      if (page.url().startsWith(op.issuer)) {
        await page.locator('input[name="password"]').fill("any password");
        await page.getByRole("button", { name: "Sign-in" }).click();
      }
      await page.waitForURL("**/account?sso_linked=1");
      await expect(page.getByRole("status").filter({ hasText: "now linked" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Unlink" })).toBeVisible();
      // The account's address is told, with how to unlink.
      await waitForMail(family.email, /choose "Unlink"/);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // Signed out, the organisation's sign-in now opens this very account.
      await page.request.post("/api/logout");
      await page.goto("/auth");
      await page.getByLabel("Work e-mail").fill(family.email);
      await page.getByRole("button", { name: "Continue with your organisation" }).click();
      await page.waitForURL((url) => url.href.startsWith(op.issuer) || url.pathname !== "/auth");
      if (page.url().startsWith(op.issuer)) {
        await page.locator('input[name="password"]').fill("any password");
        await page.getByRole("button", { name: "Sign-in" }).click();
      }
      await page.waitForURL("**/parent-dashboard");
      const me = await page.request.get("/api/user");
      expect(await me.json()).toMatchObject({ username: family.username, role: "parent" });
    });

    test("a refusal comes back to /auth with its sentence and no session", async ({ page }) => {
      const email = `unconfirmed.${name}@${DOMAIN}`;
      op.setAccount(email, { email, email_verified: false });
      await page.goto("/auth");
      await page.getByLabel("Work e-mail").fill(email);
      await page.getByRole("button", { name: "Continue with your organisation" }).click();
      await page.waitForURL(`${op.issuer}/**`);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();

      await page.waitForURL("**/auth?sso_error=email_unverified");
      await expect(page.getByRole("alert")).toContainText(
        "Your organisation has not confirmed your e-mail address",
      );
      const user = await page.request.get("/api/user");
      expect(user.status()).toBe(401);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // A domain of no company's provider is told to use its username and password.
      await page.getByLabel("Work e-mail").fill("someone@not-a-customer.example");
      await page.getByRole("button", { name: "Continue with your organisation" }).click();
      await expect(page.getByText("Your organisation does not use single sign-on.")).toBeVisible();
    });
  });
}
