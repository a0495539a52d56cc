/** Playwright fixtures: sign in as a demo role, read captured e-mail. */
import { existsSync, readFileSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_MAIL_LOG } from "./constants.ts";

export const DEMO = {
  admin: { username: "admin", password: "admin-demo-2025", iAmA: "Admin", lands: "/admin" },
  tutor: { username: "tutor", password: "tutor-demo-2025", iAmA: "Tutor", lands: "/dashboard" },
  parent: { username: "parent", password: "parent-demo-2025", iAmA: "Parent", lands: "/parent-dashboard" },
} as const;

export type DemoRole = keyof typeof DEMO;

export async function signIn(page: Page, credentials: { username: string; password: string; iAmA: string }) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByLabel("I am a").selectOption({ label: credentials.iAmA });
  await page.getByRole("button", { name: "Log In" }).click();
}

type Mail = { to: string[]; raw: string };

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for an e-mail to `to` whose text matches `pattern`, and returns the first match. */
export async function waitForMail(
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(E2E_MAIL_LOG)) {
      const mails = readFileSync(E2E_MAIL_LOG, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Mail)
        .reverse();
      for (const mail of mails) {
        if (!mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) continue;
        const match = decodeQuotedPrintable(mail.raw).match(pattern);
        if (match) return match;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

export const test = base.extend<{ loginAs: (role: DemoRole) => Promise<void> }>({
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      await signIn(page, DEMO[role]);
      await page.waitForURL(`**${DEMO[role].lands}`);
    });
  },
});

export { expect };
