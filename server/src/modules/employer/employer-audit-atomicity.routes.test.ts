/**
 * An employer change and its audit line land or fail together (decision 056, "Audit lines in the change's
 * transaction"): with the database refusing a company's audit lines, none of the changes its HR manager or
 * an admin makes from the employer screens stands and no e-mail goes; a change refused on its own writes
 * no line.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditPageSchema } from "#shared/schemas/employer.ts";
import { createInvitation, createRegistrationCode, mailsTo } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { invitations, registrationCodes } from "../registration/registration.table.ts";
import { users } from "../users/users.table.ts";

const t = setupTestApp();

/** Makes the database refuse every audit line of the company, as a failing write would; undone after. */
async function refusingAuditLinesOf<T>(companyId: number, work: () => Promise<T>): Promise<T> {
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_audit_line() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit line refused'; END $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER refuse_audit_line BEFORE INSERT ON employer_audit_events FOR EACH ROW
      WHEN (NEW.company_id = ${Number(companyId)}) EXECUTE FUNCTION refuse_audit_line()`),
  );
  try {
    return await work();
  } finally {
    await t.db.execute(sql.raw("DROP TRIGGER refuse_audit_line ON employer_audit_events"));
  }
}

async function auditTotal(hr: SignedInUser) {
  const page = await hr.inject({ method: "GET", url: "/api/employer/audit" });
  return auditPageSchema.parse(page.json()).total;
}

describe("an employer change and its audit line", () => {
  it("with the audit line refused, no change of the HR manager's or the admin's stands and no e-mail goes", async () => {
    const company = await t.createCompany({ placesPurchased: 10 });
    const hr = await t.asRole("hr", { companyId: company.id });
    const admin = await t.asRole("admin");
    const { user: family } = await t.createUser("parent", { companyId: company.id });
    const invite = await createInvitation(t, { companyId: company.id, email: "resend.me@acme.example" });
    const code = await createRegistrationCode(t, { companyId: company.id });
    const familyCount = async () =>
      (
        await t.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, company.id), eq(users.role, "parent")))
      ).length;

    await refusingAuditLinesOf(company.id, async () => {
      const calls = [
        () =>
          hr.inject({
            method: "POST",
            url: "/api/employer/invites",
            payload: { employees: [{ fullName: "Ivy Invitee", email: "ivy@acme.example" }] },
          }),
        () => hr.inject({ method: "POST", url: `/api/employer/invites/${invite.id}/resend` }),
        () =>
          hr.inject({
            method: "POST",
            url: "/api/employer/bulk-upload-employees",
            payload: { employees: [{ fullName: "Una Upload", email: "una@acme.example" }], sendEmails: true },
          }),
        () =>
          hr.inject({ method: "POST", url: "/api/employer/generate-bulk-accounts", payload: { count: 2 } }),
        () =>
          hr.inject({
            method: "POST",
            url: "/api/employer/registration-codes",
            payload: { maxUses: 3, expiryDays: 2 },
          }),
        () => hr.inject({ method: "DELETE", url: `/api/employer/registration-codes/${code.id}` }),
        () =>
          hr.inject({
            method: "POST",
            url: "/api/employer/leavers",
            payload: { userIds: [family.id], leftAt: "2099-06-30" },
          }),
        () =>
          admin.inject({
            method: "POST",
            url: `/api/admin/companies/${company.id}/hr-managers`,
            payload: { fullName: "Harper Second", email: "harper@acme.example" },
          }),
      ];
      for (const call of calls) {
        const response = await call();
        expect(response.statusCode, response.body).toBe(500);
      }
    });

    const invited = await t.db.select().from(invitations).where(eq(invitations.companyId, company.id));
    expect(invited.map((row) => [row.email, row.tokenHash])).toEqual([
      ["resend.me@acme.example", invite.tokenHash],
    ]);
    for (const address of [
      "ivy@acme.example",
      "resend.me@acme.example",
      "una@acme.example",
      "harper@acme.example",
    ])
      expect(await mailsTo(t, address), address).toEqual([]);
    expect(await familyCount()).toBe(1);
    const [stillFamily] = await t.db.select().from(users).where(eq(users.id, family.id));
    expect(stillFamily?.leftAt).toBeNull();
    const codes = await t.db
      .select()
      .from(registrationCodes)
      .where(eq(registrationCodes.companyId, company.id));
    expect(codes.map((row) => [row.id, row.revokedAt])).toEqual([[code.id, null]]);
    expect(await auditTotal(hr)).toBe(0);

    // With the audit list writable again, the same change lands with its line.
    const sent = await hr.inject({
      method: "POST",
      url: "/api/employer/invites",
      payload: { employees: [{ fullName: "Ivy Invitee", email: "ivy@acme.example" }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await mailsTo(t, "ivy@acme.example", "invitation")).toHaveLength(1);
    expect(await auditTotal(hr)).toBe(1);
  });

  it("a change refused on its own writes no audit line", async () => {
    const company = await t.createCompany({ placesPurchased: 1 });
    const hr = await t.asRole("hr", { companyId: company.id });
    const used = await createInvitation(t, { companyId: company.id, usedAt: new Date() });
    const other = await t.createCompany();
    const theirCode = await createRegistrationCode(t, { companyId: other.id });

    const refusals: Array<[() => Promise<{ statusCode: number }>, number]> = [
      [
        () =>
          hr.inject({
            method: "POST",
            url: "/api/employer/bulk-upload-employees",
            payload: {
              employees: [
                { fullName: "One Over", email: "one@acme.example" },
                { fullName: "Two Over", email: "two@acme.example" },
              ],
            },
          }),
        409,
      ],
      [
        () =>
          hr.inject({ method: "POST", url: "/api/employer/generate-bulk-accounts", payload: { count: 2 } }),
        409,
      ],
      [() => hr.inject({ method: "POST", url: `/api/employer/invites/${used.id}/resend` }), 409],
      [() => hr.inject({ method: "DELETE", url: `/api/employer/registration-codes/${theirCode.id}` }), 404],
    ];
    for (const [call, status] of refusals) expect((await call()).statusCode).toBe(status);
    expect(await auditTotal(hr)).toBe(0);
  });
});
