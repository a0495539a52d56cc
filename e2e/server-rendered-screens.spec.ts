import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { DEMO_SIGN_INS, SIGNED_IN_SCREENS } from "../scripts/audit-signed-in.ts";
import { E2E_BASE_URL } from "./support/constants.ts";
import type { DemoRole } from "./support/fixtures.ts";

// The signed-in screens are rendered by the server with their data (decision 057): their real content is
// in the HTML, the scripts then hydrate it without a mismatch, and no account's page carries another's data.

/** Signs a browser context in as a demo account through the API (one login session per role). */
async function signInAs(request: APIRequestContext, role: DemoRole) {
  const response = await request.post("/api/login", { data: DEMO_SIGN_INS[role] });
  expect(response.status(), await response.text()).toBe(200);
}

/** Every console error and uncaught error while `work` runs (a hydration mismatch logs one). */
async function errorsWhile(page: Page, work: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await work();
  return errors;
}

for (const width of [390, 1280]) {
  for (const role of ["tutor", "parent", "admin"] as const) {
    const screens = SIGNED_IN_SCREENS.filter((screen) => screen.role === role).map((screen) => screen.route);
    test(`the ${role}'s screens hydrate their server-rendered content without an error at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page.request, role);
      for (const screen of screens) {
        const html = await (await page.request.get(screen)).text();
        // The frame is drawn by the server: the demo strip and the signed-in header, not a spinner.
        expect(html, screen).toContain('aria-label="Demo data"');
        const errors = await errorsWhile(page, async () => {
          await page.goto(screen);
          await page.waitForLoadState("networkidle");
        });
        expect(errors, screen).toEqual([]);
        page.removeAllListeners("console");
        page.removeAllListeners("pageerror");
      }
    });
  }
}

test("two accounts' pages rendered at the same time each carry only their own data, never stored", async () => {
  const tutor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const parent = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInAs(tutor, "tutor");
  await signInAs(parent, "parent");
  const userOf = async (context: APIRequestContext) =>
    (await (await context.get("/api/user")).json()) as { fullName: string; email: string };
  const [tutorUser, parentUser] = await Promise.all([userOf(tutor), userOf(parent)]);
  expect(tutorUser.email).not.toBe(parentUser.email);
  // Many at once, interleaved, so the renders overlap on the server.
  const pages = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      index % 2 === 0 ? tutor.get("/dashboard") : parent.get("/parent-dashboard"),
    ),
  );
  for (const [index, response] of pages.entries()) {
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const html = await response.text();
    const [own, other] = index % 2 === 0 ? [tutorUser, parentUser] : [parentUser, tutorUser];
    // The header names the page's own account, and the account's data (its e-mail address, which only the
    // signed-in user's own record carries) is its own and never the other's.
    expect(html).toContain(`<span class="block font-medium">${own.fullName}</span>`);
    expect(html).toContain(own.email);
    expect(html).not.toContain(other.email);
  }
  await tutor.dispose();
  await parent.dispose();
});

test("a signed-in screen without a session goes to the sign-in page from the server", async ({ request }) => {
  const response = await request.get("/dashboard", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/auth\?redirectTo=/);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});
