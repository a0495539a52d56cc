/**
 * The employer's API: HR managers invited by an admin, signing in as "Employer", and
 * `/api/employer/*` acting on their own company only (another company's rows answer 404).
 */
import { describe, expect, it } from "vitest";
import {
  auditPageSchema,
  employeesPageSchema,
  employerCompanySchema,
  hrManagerInvitationSchema,
  hrManagerSchema,
} from "#shared/schemas/employer.ts";
import { inviteItemSchema, registrationCodeResponseSchema } from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import {
  createInvitation,
  createRegistrationCode,
  login,
  mailsTo,
  registration,
} from "../../test/api-helpers.ts";
import { setupTestApp, type TestContext } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import { NO_COMPANY_MESSAGE } from "./employer-access.ts";

const t = setupTestApp();

/** A company with an HR manager signed in, and an admin. */
async function employerWith(t: TestContext, values: { placesPurchased?: number | null } = {}) {
  const company = await t.createCompany({ placesPurchased: values.placesPurchased ?? null });
  const hr = await t.asRole("hr", { companyId: company.id, fullName: "Hana Reed" });
  return { company, hr };
}

const tokenOf = (inviteLink: string) => new URL(inviteLink).searchParams.get("token")!;

describe("HR managers' invitation", () => {
  it("an admin invites an HR manager, who registers with the link and signs in as Employer", async () => {
    const company = await t.createCompany({ name: "Acme Freight", placesPurchased: 5 });
    const admin = await t.asRole("admin");
    const invited = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${company.id}/hr-managers`,
      payload: { fullName: "Priya Shah", email: "priya.shah@acme.example" },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = hrManagerInvitationSchema.parse(invited.json());

    const [mail] = await mailsTo(t, "priya.shah@acme.example", "hr-invitation");
    expect(mail?.text).toContain("You have been invited to manage Acme Freight's benefit");
    expect(mail?.text).toContain(invitation.inviteLink);

    const listed = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/hr-managers`,
    });
    expect(z.array(hrManagerSchema).parse(listed.json())).toEqual([
      expect.objectContaining({ email: "priya.shah@acme.example", status: "invited" }),
    ]);
    // An HR manager's invitation is not one of the employees' invitations.
    const employeeInvites = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/invite-links`,
    });
    expect(employeeInvites.json()).toEqual([]);

    const body = registration({ token: tokenOf(invitation.inviteLink), username: "priya.hr" });
    const registered = await t.app.inject({ method: "POST", url: "/api/register", payload: body });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ role: "hr", companyId: company.id });

    const signedIn = await login(t, "priya.hr", body.password, "hr");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.headers["set-cookie"]!.toString().split(";")[0]!;
    const own = await t.app.inject({ method: "GET", url: "/api/employer/company", headers: { cookie } });
    expect(own.statusCode, own.body).toBe(200);
    // An HR manager holds no place.
    expect(employerCompanySchema.parse(own.json())).toEqual({
      id: company.id,
      name: "Acme Freight",
      status: "active",
      subscriptionEndDate: null,
      places: { purchased: 5, used: 0, free: 5 },
      signsInWithProvider: false,
    });

    // Nor is it counted among the company's employees on the admin's company card.
    const companies = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    expect(companies.json().find((c: { id: number }) => c.id === company.id)).toMatchObject({
      employeeCount: 0,
    });

    const after = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/hr-managers`,
    });
    expect(after.json()).toEqual([
      expect.objectContaining({
        fullName: body.fullName,
        email: "priya.shah@acme.example",
        status: "active",
      }),
    ]);
    const audit = await admin.inject({ method: "GET", url: `/api/admin/companies/${company.id}/audit` });
    expect(auditPageSchema.parse(audit.json()).events).toEqual([
      expect.objectContaining({
        actorKind: "admin",
        actorLabel: admin.user.fullName,
        action: "hr-manager.invited",
        targetLabel: "priya.shah@acme.example",
      }),
    ]);
  });

  it("an address that already has an account answers 409; bad input 400; an unknown company 404", async () => {
    const company = await t.createCompany();
    const admin = await t.asRole("admin");
    const { user } = await t.createUser("parent", { companyId: company.id });
    const url = `/api/admin/companies/${company.id}/hr-managers`;
    const taken = await admin.inject({
      method: "POST",
      url,
      payload: { fullName: "A Person", email: user.email },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await admin.inject({
      method: "POST",
      url,
      payload: { fullName: "A", email: "not-an-email" },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await admin.inject({
      method: "POST",
      url: "/api/admin/companies/999999/hr-managers",
      payload: { fullName: "A Person", email: "someone@x.example" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await admin.inject({ method: "GET", url: "/api/admin/companies/999999/hr-managers" })).statusCode,
    ).toBe(404);
  });
});

describe("signing in as Employer", () => {
  it("the role must be the account's: hr for a family account and student for an HR manager both 401", async () => {
    const company = await t.createCompany();
    const { user: family, password } = await t.createUser("parent", { companyId: company.id });
    const { user: hr } = await t.createUser("hr", { companyId: company.id });
    const asHr = await login(t, family.username, password, "hr");
    expect(asHr.statusCode).toBe(401);
    expect(asHr.json().message).toBe("Invalid username or password");
    expect((await login(t, hr.username, password, "student")).statusCode).toBe(401);
    expect((await login(t, hr.username, password, "admin")).statusCode).toBe(401);
    expect((await login(t, hr.username, password, "hr")).statusCode).toBe(200);
  });

  it("an HR manager whose account has no company is refused the employer's calls (403)", async () => {
    const hr = await t.asRole("hr");
    const response = await hr.inject({ method: "GET", url: "/api/employer/company" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NO_COMPANY_MESSAGE);
  });
});

describe("the employees' list", () => {
  it("lists the company's family accounts only, searched, filtered by status and paged", async () => {
    const { company, hr } = await employerWith(t);
    const other = await t.createCompany();
    await t.createUser("parent", { companyId: company.id, fullName: "Beth Active", activatedAt: new Date() });
    await t.createUser("parent", {
      companyId: company.id,
      fullName: "Carl Pending",
      isActivated: false,
      mustChangePassword: true,
    });
    await t.createUser("parent", {
      companyId: company.id,
      fullName: "Dana Leaving",
      leftAt: new Date("2099-03-31T23:00:00Z"),
    });
    await t.createUser("parent", {
      companyId: company.id,
      fullName: "Eve Left",
      leftAt: new Date("2020-01-01"),
    });
    await t.createUser("parent", { companyId: other.id, fullName: "Fay Elsewhere" });
    await t.createUser("tutor", { companyId: company.id, fullName: "Gus Tutor" });

    const list = async (query = "") => {
      const response = await hr.inject({ method: "GET", url: `/api/employer/employees${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return employeesPageSchema.parse(response.json());
    };
    const all = await list();
    expect(all.employees.map((e) => e.fullName)).toEqual([
      "Beth Active",
      "Carl Pending",
      "Dana Leaving",
      "Eve Left",
    ]);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    // The leaving date as the day in Europe/London (British Summer Time has ended by then: 1 April 2099).
    expect(all.employees.find((e) => e.fullName === "Dana Leaving")?.leftAt).toBe("2099-04-01");
    expect(all.employees.find((e) => e.fullName === "Carl Pending")?.activated).toBe(false);

    expect((await list("?status=registered")).employees.map((e) => e.fullName)).toEqual(["Carl Pending"]);
    expect((await list("?status=activated")).employees.map((e) => e.fullName)).toEqual(["Beth Active"]);
    expect((await list("?status=leaving")).employees.map((e) => e.fullName)).toEqual(["Dana Leaving"]);
    expect((await list("?status=left")).employees.map((e) => e.fullName)).toEqual(["Eve Left"]);
    expect((await list("?search=pend")).employees.map((e) => e.fullName)).toEqual(["Carl Pending"]);
    // `%` and `_` are the person's text, not patterns.
    expect((await list("?search=%25")).total).toBe(0);
    expect(await list("?page=2")).toMatchObject({ employees: [], total: 4, page: 2 });

    // The admin reads the same list.
    const admin = await t.asRole("admin");
    const adminList = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/employees`,
    });
    expect(employeesPageSchema.parse(adminList.json())).toEqual(all);

    for (const query of ["?status=gone", "?page=0", "?page=x", `?search=${"a".repeat(201)}`]) {
      const response = await hr.inject({ method: "GET", url: `/api/employer/employees${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("invites, uploads, generation and codes, limited to the HR manager's company", () => {
  it("invites and resends for its own company, written to the audit list; another company's invitation 404", async () => {
    const { company, hr } = await employerWith(t);
    const sent = await hr.inject({
      method: "POST",
      url: "/api/employer/invites",
      payload: { employees: [{ fullName: "Ian Invitee", email: "ian@acme.example" }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [invite] = z.array(inviteItemSchema).parse(sent.json());
    expect((await mailsTo(t, "ian@acme.example", "invitation")).length).toBe(1);

    const listed = await hr.inject({ method: "GET", url: "/api/employer/invites" });
    expect(listed.json()).toEqual([expect.objectContaining({ id: invite!.id, inviteLink: null })]);

    const resent = await hr.inject({ method: "POST", url: `/api/employer/invites/${invite!.id}/resend` });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(inviteItemSchema.parse(resent.json()).token).not.toBe(invite!.token);

    const other = await t.createCompany();
    const theirs = await createInvitation(t, { companyId: other.id, email: "theirs@other.example" });
    const refused = await hr.inject({ method: "POST", url: `/api/employer/invites/${theirs.id}/resend` });
    expect(refused.statusCode).toBe(404);
    // An HR manager's invitation of its own company is not an employee's to resend either.
    const hrInvite = await createInvitation(t, {
      companyId: company.id,
      email: "hr2@acme.example",
      role: "hr",
    });
    expect(
      (await hr.inject({ method: "POST", url: `/api/employer/invites/${hrInvite.id}/resend` })).statusCode,
    ).toBe(404);

    const audit = auditPageSchema.parse(
      (await hr.inject({ method: "GET", url: "/api/employer/audit" })).json(),
    );
    expect(audit.events.map((e) => [e.actorKind, e.actorLabel, e.action, e.targetLabel])).toEqual([
      ["hr", "Hana Reed", "invitation.resent", "ian@acme.example"],
      ["hr", "Hana Reed", "invitation.sent", "ian@acme.example"],
    ]);
    const invalid = await hr.inject({
      method: "POST",
      url: "/api/employer/invites",
      payload: { employees: [] },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("uploads and generates family accounts in its own company whatever the body says", async () => {
    const { company, hr } = await employerWith(t);
    const other = await t.createCompany();
    const uploaded = await hr.inject({
      method: "POST",
      url: "/api/employer/bulk-upload-employees",
      payload: {
        companyId: other.id,
        role: "tutor",
        employees: [
          { fullName: "Jo Upload", email: "jo.upload@acme.example" },
          { fullName: "Bad Row", email: "not-an-email" },
        ],
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ successCount: 1, totalProcessed: 2 });

    const generated = await hr.inject({
      method: "POST",
      url: "/api/employer/generate-bulk-accounts",
      payload: { count: 2, companyId: other.id },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(generated.json().count).toBe(2);

    const made = await t.db.select({ role: users.role, companyId: users.companyId }).from(users);
    const ours = made.filter((row) => row.companyId === company.id && row.role === "parent");
    expect(ours).toHaveLength(3);
    expect(made.filter((row) => row.companyId === other.id)).toEqual([]);

    const audit = auditPageSchema.parse(
      (await hr.inject({ method: "GET", url: "/api/employer/audit" })).json(),
    );
    expect(audit.events.map((e) => [e.action, e.detail])).toEqual([
      ["employees.generated", { created: 2 }],
      ["employees.uploaded", { created: 1, rows: 2, refused: 1 }],
    ]);

    for (const [url, payload] of [
      ["/api/employer/bulk-upload-employees", { employees: [] }],
      ["/api/employer/generate-bulk-accounts", { count: 0 }],
      ["/api/employer/generate-bulk-accounts", { count: 1001 }],
    ] as const) {
      expect((await hr.inject({ method: "POST", url, payload })).statusCode, url).toBe(400);
    }
  });

  it("creates, lists and revokes its own codes; another company's code 404 and stays usable", async () => {
    const { company, hr } = await employerWith(t);
    const created = await hr.inject({
      method: "POST",
      url: "/api/employer/registration-codes",
      payload: { maxUses: 3, expiryDays: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = registrationCodeResponseSchema.parse(created.json());
    const listed = await hr.inject({ method: "GET", url: "/api/employer/registration-codes" });
    expect(listed.json()).toEqual([expect.objectContaining({ id: code.id, status: "active" })]);

    const other = await t.createCompany();
    const theirs = await createRegistrationCode(t, { companyId: other.id });
    const refused = await hr.inject({
      method: "DELETE",
      url: `/api/employer/registration-codes/${theirs.id}`,
    });
    expect(refused.statusCode).toBe(404);
    const stillUsable = await t.app.inject({ method: "GET", url: `/api/registration-codes/${theirs.code}` });
    expect(stillUsable.statusCode).toBe(200);

    const revoked = await hr.inject({ method: "DELETE", url: `/api/employer/registration-codes/${code.id}` });
    expect(revoked.statusCode).toBe(204);
    const after = await hr.inject({ method: "GET", url: "/api/employer/registration-codes" });
    expect(after.json()).toEqual([expect.objectContaining({ id: code.id, status: "revoked" })]);
    const audit = auditPageSchema.parse(
      (await hr.inject({ method: "GET", url: "/api/employer/audit" })).json(),
    );
    expect(audit.events.map((e) => e.action)).toEqual([
      "registration-code.revoked",
      "registration-code.created",
    ]);
    expect(audit.total).toBe(2);
    // The admin reads the same list.
    const admin = await t.asRole("admin");
    const adminAudit = await admin.inject({ method: "GET", url: `/api/admin/companies/${company.id}/audit` });
    expect(auditPageSchema.parse(adminAudit.json())).toEqual(audit);

    for (const payload of [{ maxUses: 0 }, { expiryDays: 8 }, { maxUses: "x" }]) {
      const response = await hr.inject({ method: "POST", url: "/api/employer/registration-codes", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await hr.inject({ method: "DELETE", url: "/api/employer/registration-codes/abc" })).statusCode,
    ).toBe(400);
    expect((await hr.inject({ method: "GET", url: "/api/employer/audit?page=0" })).statusCode).toBe(400);
  });

  it("reads its company's utilisation report, as JSON and CSV, with the admin's suppression", async () => {
    const { company, hr } = await employerWith(t, { placesPurchased: 10 });
    const report = await hr.inject({
      method: "GET",
      url: "/api/employer/utilisation?from=2026-01&to=2026-03",
    });
    expect(report.statusCode, report.body).toBe(200);
    const admin = await t.asRole("admin");
    const adminReport = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/utilisation?from=2026-01&to=2026-03`,
    });
    expect(report.json()).toEqual(adminReport.json());
    const csv = await hr.inject({ method: "GET", url: "/api/employer/utilisation?format=csv" });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(
      (await hr.inject({ method: "GET", url: "/api/employer/utilisation?from=2026-13" })).statusCode,
    ).toBe(400);
  });

  it("marks and undoes leavers of its own company; another company's employee 404", async () => {
    const { hr } = await employerWith(t, { placesPurchased: 3 });
    const { user: ours } = await t.createUser("parent", { companyId: hr.user.companyId });
    const other = await t.createCompany();
    const { user: theirs } = await t.createUser("parent", { companyId: other.id });
    const future = "2099-06-30";

    const refused = await hr.inject({
      method: "POST",
      url: "/api/employer/leavers",
      payload: { userIds: [theirs.id], leftAt: future },
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(
      (await hr.inject({ method: "DELETE", url: `/api/employer/leavers/${theirs.id}` })).statusCode,
    ).toBe(404);

    const marked = await hr.inject({
      method: "POST",
      url: "/api/employer/leavers",
      payload: { userIds: [ours.id], leftAt: future },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ leavers: [{ userId: ours.id, leftAt: future }] });
    const leaving = await hr.inject({ method: "GET", url: "/api/employer/employees?status=leaving" });
    expect(employeesPageSchema.parse(leaving.json()).employees.map((e) => e.id)).toEqual([ours.id]);

    const undone = await hr.inject({ method: "DELETE", url: `/api/employer/leavers/${ours.id}` });
    expect(undone.statusCode, undone.body).toBe(204);
    for (const payload of [
      { userIds: [], leftAt: future },
      { userIds: [ours.id], leftAt: "30/06/2099" },
    ]) {
      const response = await hr.inject({ method: "POST", url: "/api/employer/leavers", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("a full company still takes its HR manager (no place held), and refuses HR's bulk creation over its places", async () => {
    const { company, hr } = await employerWith(t, { placesPurchased: 1 });
    await t.createUser("parent", { companyId: company.id });
    const admin = await t.asRole("admin");
    const invited = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${company.id}/hr-managers`,
      payload: { fullName: "Second Manager", email: "second.hr@full.example" },
    });
    const { inviteLink } = hrManagerInvitationSchema.parse(invited.json());
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration({ token: tokenOf(inviteLink) }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().role).toBe("hr");

    const own = employerCompanySchema.parse(
      (await hr.inject({ method: "GET", url: "/api/employer/company" })).json(),
    );
    expect(own.places).toEqual({ purchased: 1, used: 1, free: 0 });
    const generated = await hr.inject({
      method: "POST",
      url: "/api/employer/generate-bulk-accounts",
      payload: { count: 2 },
    });
    expect(generated.statusCode, generated.body).toBe(409);
    expect(generated.json().message).toBe("Only 0 places are left for this company.");
    const audit = auditPageSchema.parse(
      (await hr.inject({ method: "GET", url: "/api/employer/audit" })).json(),
    );
    expect(audit.events.map((e) => e.action)).not.toContain("employees.generated");
  });
});
