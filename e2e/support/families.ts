/** E2E set-up shared by specs: a new family of its own, so what a test changes or erases touches no one else. */
import type { Page } from "@playwright/test";
import { DEMO, expect } from "./fixtures.ts";

/**
 * Invites a new Northwind Logistics employee (as the admin, through the API), then registers the family
 * in the browser from the invitation link; it is signed in on return.
 */
export async function registerInvitedFamily(page: Page, person: { fullName: string; handle: string }) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const family = {
    fullName: person.fullName,
    email: `${person.handle}-${suffix}@northwind-logistics.example`,
  };
  await page.request.post("/api/login", {
    data: { username: DEMO.admin.username, password: DEMO.admin.password, role: "admin" },
  });
  const companies = (await (await page.request.get("/api/admin/companies")).json()) as {
    id: number;
    name: string;
  }[];
  const company = companies.find((c) => c.name === "Northwind Logistics");
  const invites = await page.request.post(`/api/admin/companies/${company?.id}/generate-employee-invites`, {
    data: { employees: [family] },
  });
  expect(invites.status(), await invites.text()).toBe(201);
  const [invite] = (await invites.json()) as { token: string }[];
  await page.request.post("/api/logout");
  await page.goto(`/auth?token=${encodeURIComponent(invite?.token ?? "")}`);
  // The prerendered sign-in form turns into the registration form once the invitation is read: type then.
  await expect(page.getByText("Invitation Found", { exact: true })).toBeVisible();
  const username = `${person.handle}${suffix}`;
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("family-pass-1");
  await page.getByLabel("Confirm password").fill("family-pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/parent-dashboard");
  return { username, password: "family-pass-1", email: family.email };
}
