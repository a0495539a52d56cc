/** E2E set-up of the employer's screens: HR managers and employees of their own, made through the API. */
import type { APIRequestContext } from "@playwright/test";
import { DEMO, expect } from "./fixtures.ts";

export const COMPANY = "Northwind Logistics";
export const HR_PASSWORD = "hr-pass-2026";

/** A name and an address no other test uses. */
export function someone(handle: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { username: `${handle}${suffix}`, email: `${handle}-${suffix}@northwind-logistics.example` };
}

/** Signs `request` in as the demo admin and returns the demo company's id. */
export async function adminCompanyId(request: APIRequestContext) {
  const login = await request.post("/api/login", {
    data: { username: DEMO.admin.username, password: DEMO.admin.password, role: "admin" },
  });
  expect(login.status(), await login.text()).toBe(200);
  const companies = (await (await request.get("/api/admin/companies")).json()) as {
    id: number;
    name: string;
  }[];
  const company = companies.find((each) => each.name === COMPANY);
  expect(company).toBeDefined();
  return company?.id ?? 0;
}

/** The token of an invitation link (`/auth?token=…`). */
export const tokenOf = (link: string) => new URL(link, "http://localhost").searchParams.get("token") ?? "";

async function register(
  request: APIRequestContext,
  token: string,
  person: { fullName: string; email: string; username: string },
  password: string,
) {
  const registered = await request.post("/api/register", {
    data: { ...person, password, confirmPassword: password, token },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await request.post("/api/logout");
}

/** An HR manager of the demo company, invited by the admin and registered, through the API. */
export async function newHrManager(request: APIRequestContext, fullName: string) {
  const companyId = await adminCompanyId(request);
  const person = { fullName, ...someone("hr") };
  const invited = await request.post(`/api/admin/companies/${companyId}/hr-managers`, {
    data: { fullName, email: person.email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { inviteLink } = (await invited.json()) as { inviteLink: string };
  await request.post("/api/logout");
  await register(request, tokenOf(inviteLink), person, HR_PASSWORD);
  return { username: person.username, password: HR_PASSWORD, iAmA: "Employer", email: person.email };
}

/** A family account of the demo company, invited by the admin and registered, through the API. */
export async function newEmployee(request: APIRequestContext, fullName: string) {
  const companyId = await adminCompanyId(request);
  const person = { fullName, ...someone("staff") };
  const invites = await request.post(`/api/admin/companies/${companyId}/generate-employee-invites`, {
    data: { employees: [{ fullName, email: person.email }] },
  });
  expect(invites.status(), await invites.text()).toBe(201);
  const [invite] = (await invites.json()) as { token: string }[];
  await request.post("/api/logout");
  await register(request, invite?.token ?? "", person, "family-pass-1");
  return { username: person.username, password: "family-pass-1", email: person.email };
}
