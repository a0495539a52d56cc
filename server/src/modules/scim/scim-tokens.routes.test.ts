/**
 * A company's SCIM tokens (DECISIONS.md "Provisioning"): made by its HR managers or an admin,
 * shown once and stored as a SHA-256 digest, listed without the secret, revoked (another company's: 404),
 * each change in the company's audit list.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER_API } from "#shared/schemas/employer.ts";
import { SCIM_TOKEN_LABEL_MESSAGE } from "#shared/schemas/scim.ts";
import { employerAuditEvents } from "../../db/schema.ts";
import { expectError } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { scimTokens } from "./scim.table.ts";
import { scim } from "./scim.test-support.ts";

const t = setupTestApp();
let admin: SignedInUser;
let hr: SignedInUser;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  admin = await t.asRole("admin");
  companyId = (await t.createCompany({ name: "Contoso" })).id;
  otherCompanyId = (await t.createCompany({ name: "Fabrikam" })).id;
  hr = await t.asRole("hr", { companyId, fullName: "Hana Reed" });
});

describe("an HR manager's SCIM tokens", () => {
  it("makes a token shown once, stored hashed, listed without its secret, and revokes it", async () => {
    const made = await hr.inject({
      method: "POST",
      url: EMPLOYER_API.scimTokens,
      payload: { label: "Entra ID" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, token, label } = made.json();
    expect(label).toBe("Entra ID");
    expect(token).toMatch(/^scim_[A-Za-z0-9_-]{40,}$/);
    const [row] = await t.db.select().from(scimTokens).where(eq(scimTokens.id, id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await scim(t, token, "GET", "/Users")).statusCode).toBe(200);
    const listed = await hr.inject({ method: "GET", url: EMPLOYER_API.scimTokens });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      {
        id,
        label: "Entra ID",
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    expect(listed.body).not.toContain(token);

    const revoked = await hr.inject({ method: "DELETE", url: EMPLOYER_API.scimToken(id) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    expect((await scim(t, token, "GET", "/Users")).statusCode).toBe(401);

    const audit = await t.db
      .select()
      .from(employerAuditEvents)
      .where(eq(employerAuditEvents.companyId, companyId));
    expect(audit.map((event) => [event.action, event.actorKind, event.actorLabel])).toEqual(
      expect.arrayContaining([
        ["scim-token.created", "hr", "Hana Reed"],
        ["scim-token.revoked", "hr", "Hana Reed"],
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("answers 404 for another company's token and refuses an empty label", async () => {
    const theirs = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${otherCompanyId}/scim-tokens`,
      payload: { label: "Okta" },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const refused = await hr.inject({ method: "DELETE", url: EMPLOYER_API.scimToken(theirs.json().id) });
    expect(refused.statusCode).toBe(404);
    expect((await scim(t, theirs.json().token, "GET", "/Users")).statusCode).toBe(200);
    // Nor through the admin's path of another company.
    const wrongCompany = await admin.inject({
      method: "DELETE",
      url: `/api/admin/companies/${companyId}/scim-tokens/${theirs.json().id}`,
    });
    expect(wrongCompany.statusCode).toBe(404);
    expectError(
      await hr.inject({ method: "POST", url: EMPLOYER_API.scimTokens, payload: { label: "  " } }),
      400,
      SCIM_TOKEN_LABEL_MESSAGE,
    );
  });
});

describe("the admin's SCIM tokens", () => {
  it("lists and makes tokens for any company, and answers 404 for a company that does not exist", async () => {
    const made = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${companyId}/scim-tokens`,
      payload: { label: "Workday" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${companyId}/scim-tokens`,
    });
    expect(listed.json().map((token: { label: string }) => token.label)).toContain("Workday");
    const [event] = await t.db
      .select()
      .from(employerAuditEvents)
      .where(eq(employerAuditEvents.action, "scim-token.created"))
      .orderBy(employerAuditEvents.id);
    expect(event).toBeDefined();
    expect(
      (await admin.inject({ method: "GET", url: "/api/admin/companies/999999/scim-tokens" })).statusCode,
    ).toBe(404);
    expect(
      (
        await admin.inject({
          method: "POST",
          url: "/api/admin/companies/999999/scim-tokens",
          payload: { label: "x" },
        })
      ).statusCode,
    ).toBe(404);
  });
});
