/** Server-side enforcement on every /api/admin/* route (DECISIONS.md): 401 anonymous, 403 other roles. */
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { PASSWORD_CHANGE_REQUIRED } from "#shared/schemas/auth.ts";
import { registeredRoutes, setupTestApp } from "./test/test-app.ts";

const t = setupTestApp();

/** Every admin route. Bodies are valid where it matters, so a refusal can only come from the access rule. */
const adminRoutes: Array<{ method: InjectOptions["method"]; url: string; payload?: object }> = [
  { method: "GET", url: "/api/admin/scheduled-sessions" },
  { method: "POST", url: "/api/admin/scheduled-sessions", payload: {} },
  { method: "PUT", url: "/api/admin/scheduled-sessions/1", payload: { capacity: 12 } },
  { method: "DELETE", url: "/api/admin/scheduled-sessions/1" },
  { method: "GET", url: "/api/admin/live-sessions" },
  { method: "POST", url: "/api/admin/live-sessions", payload: {} },
  { method: "GET", url: "/api/admin/tutors" },
  { method: "POST", url: "/api/admin/tutors", payload: {} },
  { method: "PUT", url: "/api/admin/tutors/1", payload: { fullName: "Some Name" } },
  { method: "POST", url: "/api/admin/tutors/1/temporary-password" },
  { method: "POST", url: "/api/admin/companies/1/temporary-passwords" },
  { method: "GET", url: "/api/admin/users/tutors" },
  { method: "GET", url: "/api/admin/companies" },
  { method: "POST", url: "/api/admin/companies", payload: {} },
  { method: "PUT", url: "/api/admin/companies/1", payload: { status: "inactive" } },
  { method: "GET", url: "/api/admin/enquiries" },
  {
    method: "POST",
    url: "/api/admin/bulk-upload-employees",
    payload: { companyId: 1, employees: [{ fullName: "A B", email: "ab@x.example" }] },
  },
  { method: "POST", url: "/api/admin/create-registration-code", payload: { companyId: 1 } },
  { method: "GET", url: "/api/admin/companies/1/registration-codes" },
  { method: "DELETE", url: "/api/admin/registration-codes/1" },
  { method: "POST", url: "/api/admin/generate-bulk-accounts", payload: { companyId: 1, count: 1 } },
  {
    method: "POST",
    url: "/api/admin/companies/1/generate-employee-invites",
    payload: { employees: [{ fullName: "A B", email: "ab@x.example" }] },
  },
  { method: "GET", url: "/api/admin/companies/1/invite-links" },
  { method: "GET", url: "/api/admin/companies/1/utilisation" },
  { method: "POST", url: "/api/admin/companies/1/report-links", payload: { expiresInDays: 30 } },
  { method: "GET", url: "/api/admin/companies/1/report-links" },
  // A company's sign-in with its organisation (decision 056 "Single sign-on").
  { method: "GET", url: "/api/admin/companies/1/sign-in-settings" },
  {
    method: "PUT",
    url: "/api/admin/companies/1/sign-in-settings",
    payload: { issuer: "https://login.example.com", clientId: "app", domains: ["example.com"] },
  },
  { method: "DELETE", url: "/api/admin/companies/1/sign-in-settings" },
  // A company's SCIM tokens (decision 056 "Provisioning (SCIM)").
  { method: "GET", url: "/api/admin/companies/1/scim-tokens" },
  { method: "POST", url: "/api/admin/companies/1/scim-tokens", payload: { label: "Entra ID" } },
  { method: "DELETE", url: "/api/admin/companies/1/scim-tokens/1" },
  { method: "DELETE", url: "/api/admin/report-links/1" },
  { method: "POST", url: "/api/admin/invite-links/some-token/resend" },
  { method: "POST", url: "/api/admin/invitations/1/resend" },
  { method: "GET", url: "/api/admin/recorded-lessons" },
  { method: "POST", url: "/api/admin/recorded-lessons", payload: {} },
  { method: "PUT", url: "/api/admin/recorded-lessons/1", payload: {} },
  { method: "DELETE", url: "/api/admin/recorded-lessons/1" },
  { method: "GET", url: "/api/admin/recordings/overdue" },
  { method: "PUT", url: "/api/admin/messages/1/hide" },
  { method: "GET", url: "/api/admin/families" },
  { method: "GET", url: "/api/admin/families/1/export" },
  { method: "POST", url: "/api/admin/families/1/erase", payload: { confirmation: "DELETE" } },
  { method: "GET", url: "/api/admin/email-delivery" },
  { method: "POST", url: "/api/admin/email-delivery/1/retry" },
  { method: "GET", url: "/api/admin/room-lessons" },
  { method: "GET", url: "/api/admin/room-lessons/1" },
  { method: "POST", url: "/api/admin/room-recordings/1/retry" },
  // A company's HR managers, employees and audit list (decision 056).
  {
    method: "POST",
    url: "/api/admin/companies/1/hr-managers",
    payload: { fullName: "Hana Reed", email: "hana.reed@x.example" },
  },
  { method: "GET", url: "/api/admin/companies/1/hr-managers" },
  { method: "GET", url: "/api/admin/companies/1/employees" },
  { method: "GET", url: "/api/admin/companies/1/audit" },
];

/**
 * A company's leavers: admins, and the company's own HR managers; another company's HR manager
 * gets 404, as for a company that does not exist.
 */
const adminAndHrRoutes = (companyId: number) => [
  {
    route: "POST /api/admin/companies/:id/leavers",
    method: "POST" as const,
    url: `/api/admin/companies/${companyId}/leavers`,
    payload: { userIds: [1], leftAt: "2099-01-01" },
  },
  {
    route: "DELETE /api/admin/companies/:id/leavers/:userId",
    method: "DELETE" as const,
    url: `/api/admin/companies/${companyId}/leavers/1`,
  },
];

describe("access to /api/admin/*", () => {
  it("lists exactly the admin routes the app has", async () => {
    await t.app.ready();
    const registered = registeredRoutes(t.app).filter((route) =>
      route.split(" ")[1]!.startsWith("/api/admin/"),
    );
    const listed = adminRoutes.map(
      (route) =>
        `${route.method} ${route.url
          // The room's records and jobs are named by their session (docs/decisions/054).
          .replace(/\/(room-lessons|room-recordings)\/\d+/, "/$1/:sessionId")
          .replace(/\/\d+(\/|$)/, "/:id$1")
          .replace(/\/scim-tokens\/\d+$/, "/scim-tokens/:tokenId")
          .replace("/some-token/", "/:token/")}`,
    );
    const shared = adminAndHrRoutes(1).map((route) => route.route);
    expect([...listed, ...shared].sort()).toEqual([...registered].sort());
  });

  it.each(adminRoutes)(
    "$method $url: 401 anonymous, 403 for a tutor, a parent and an HR manager",
    async (route) => {
      const anonymous = await t.app.inject(route);
      expect(anonymous.statusCode).toBe(401);
      for (const role of ["tutor", "parent", "hr"] as const) {
        const caller = await t.asRole(role);
        const response = await caller.inject(route);
        expect(response.statusCode, role).toBe(403);
        expect(response.json().message).toBe("You do not have permission to do that.");
      }
    },
  );

  it("a company's leavers: 401 anonymous, 403 for a tutor and a parent, 404 for another company's HR manager", async () => {
    const [own, other] = [await t.createCompany(), await t.createCompany()];
    const hr = await t.asRole("hr", { companyId: own.id });
    for (const { route: _route, ...route } of adminAndHrRoutes(other.id)) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      for (const role of ["tutor", "parent"] as const) {
        const response = await (await t.asRole(role)).inject(route);
        expect(response.statusCode, role).toBe(403);
      }
      expect((await hr.inject(route)).statusCode, route.url).toBe(404);
    }
  });

  it("an admin who must still change a temporary password is refused too", async () => {
    const admin = await t.asRole("admin", { mustChangePassword: true });
    const response = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(PASSWORD_CHANGE_REQUIRED);
  });
});
