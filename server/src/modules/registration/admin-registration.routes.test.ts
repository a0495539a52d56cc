import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  inviteItemSchema,
  inviteListItemSchema,
  registrationCodeResponseSchema,
  registrationCodeStatus,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { emailOutbox, invitations, registrationCodes, users } from "../../db/schema.ts";
import { digestToken } from "../../lib/tokens.ts";
import { createRegistrationCode } from "../../test/api-helpers.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";
import { createRegistrationRepository } from "./registration.repository.ts";

const { t, admin } = setupAdminTestApp();

const DAY = 24 * 60 * 60 * 1000;

const registration = (n: string, extra: object) => ({
  fullName: `Family ${n}`,
  email: `family.${n}@home.example`,
  username: `family-${n}`,
  password: "chosen-password-1",
  confirmPassword: "chosen-password-1",
  ...extra,
});

async function createCode(payload: object) {
  return admin.inject({ method: "POST", url: "/api/admin/create-registration-code", payload });
}

describe("POST /api/admin/create-registration-code", () => {
  it("creates an 8-character code with its expiry and registration URL", async () => {
    const company = await t.createCompany();
    const before = Date.now();
    const response = await createCode({ companyId: company.id, maxUses: 25, expiryDays: 3, role: "student" });
    expect(response.statusCode).toBe(201);
    const body = registrationCodeResponseSchema.parse(response.json());
    expect(body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(body).toMatchObject({ maxUses: 25, uses: 0 });
    expect(body.registrationUrl).toBe(`http://localhost:5000/register/${body.code}`);
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3 * DAY + 1000);
    const stored = (
      await t.db.select().from(registrationCodes).where(eq(registrationCodes.code, body.code))
    )[0]!;
    expect(stored).toMatchObject({ role: "parent", companyId: company.id, createdBy: admin.user.id });
  });

  it("uses the defaults: 200 uses, 2 days", async () => {
    const company = await t.createCompany();
    const body = registrationCodeResponseSchema.parse((await createCode({ companyId: company.id })).json());
    expect(body.maxUses).toBe(200);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(2 * DAY - 60_000);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(2 * DAY);
  });

  it.each([
    [{ maxUses: 0 }, "maxUses", "Max users must be a whole number from 1 to 1000"],
    [{ maxUses: 1001 }, "maxUses", "Max users must be a whole number from 1 to 1000"],
    [{ expiryDays: 0 }, "expiryDays", "Expiry must be a whole number of days from 1 to 7"],
    [{ expiryDays: 8 }, "expiryDays", "Expiry must be a whole number of days from 1 to 7"],
    [{ companyId: undefined }, "companyId", "Please select a company first"],
  ])("rejects %o", async (change, path, message) => {
    const response = await createCode({ companyId: 1, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it("answers 404 for an unknown company", async () => {
    expect((await createCode({ companyId: 999999 })).statusCode).toBe(404);
  });

  it("lists a company's codes newest first with their use counts", async () => {
    const company = await t.createCompany();
    const first = registrationCodeResponseSchema.parse((await createCode({ companyId: company.id })).json());
    const second = registrationCodeResponseSchema.parse(
      (await createCode({ companyId: company.id, maxUses: 5 })).json(),
    );
    const used = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("listed", { code: first.code }),
    });
    expect(used.statusCode).toBe(201);
    const response = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/registration-codes`,
    });
    expect(response.statusCode).toBe(200);
    const list = z.array(registrationCodeResponseSchema).parse(response.json());
    expect(list.map((c) => [c.code, c.uses])).toEqual([
      [second.code, 0],
      [first.code, 1],
    ]);
    const missing = await admin.inject({
      method: "GET",
      url: "/api/admin/companies/999999/registration-codes",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("creates exactly maxUses accounts under simultaneous registrations", async () => {
    const company = await t.createCompany();
    const maxUses = 4;
    const { code } = registrationCodeResponseSchema.parse(
      (await createCode({ companyId: company.id, maxUses })).json(),
    );
    const responses = await Promise.all(
      Array.from({ length: maxUses * 3 }, (_, i) =>
        t.app.inject({ method: "POST", url: "/api/register", payload: registration(`race${i}`, { code }) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(maxUses);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(maxUses * 2);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("This registration code has reached its limit");
    }
    expect(await t.db.select().from(users).where(eq(users.companyId, company.id))).toHaveLength(maxUses);
    const stored = (await t.db.select().from(registrationCodes).where(eq(registrationCodes.code, code)))[0]!;
    expect(stored.uses).toBe(maxUses);
  });
});

describe("listing and revoking registration codes (decision 048)", () => {
  const list = async (companyId: number) =>
    z
      .array(registrationCodeResponseSchema)
      .parse(
        (
          await admin.inject({ method: "GET", url: `/api/admin/companies/${companyId}/registration-codes` })
        ).json(),
      );
  const revoke = (id: number | string) =>
    admin.inject({ method: "DELETE", url: `/api/admin/registration-codes/${id}` });

  it("lists each code's uses, expiry and status: active, used up, expired, revoked", async () => {
    const company = await t.createCompany();
    const insert = (values: Partial<typeof registrationCodes.$inferInsert>) =>
      createRegistrationCode(t, { companyId: company.id, ...values });
    const active = await insert({ maxUses: 3, uses: 1 });
    const usedUp = await insert({ maxUses: 2, uses: 2 });
    const expired = await insert({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await insert({ revokedAt: new Date(Date.now() - 1000) });
    const byCode = new Map((await list(company.id)).map((code) => [code.code, code]));
    expect(byCode.get(active.code)).toMatchObject({ id: active.id, uses: 1, maxUses: 3, status: "active" });
    expect(byCode.get(usedUp.code)?.status).toBe("used-up");
    expect(byCode.get(expired.code)?.status).toBe("expired");
    expect(byCode.get(revoked.code)).toMatchObject({
      status: "revoked",
      revokedAt: revoked.revokedAt!.toISOString(),
    });
    expect(byCode.get(active.code)?.revokedAt).toBeNull();
  });

  it("revokes a code: registering with it is refused as an unknown code, and its page as an invalid link", async () => {
    const company = await t.createCompany();
    const created = registrationCodeResponseSchema.parse(
      (await createCode({ companyId: company.id, maxUses: 10 })).json(),
    );
    expect(created.status).toBe("active");
    const first = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("before-revoke", { code: created.code }),
    });
    expect(first.statusCode).toBe(201);

    const response = await revoke(created.id);
    expect(response.statusCode).toBe(204);
    const stored = (
      await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, created.id))
    )[0]!;
    expect(stored.revokedAt).toBeInstanceOf(Date);
    expect(stored.revokedBy).toBe(admin.user.id);

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("after-revoke", { code: created.code.toLowerCase() }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "This registration code is invalid.",
      code: "CODE_INVALID",
    });
    const page = await t.app.inject({ method: "GET", url: `/api/registration-codes/${created.code}` });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe(
      "This registration link is invalid, has expired or has reached its limit.",
    );
    // The refused registration used nothing and made no account.
    const after = (
      await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, created.id))
    )[0]!;
    expect(after.uses).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.username, "family-after-revoke"))).toHaveLength(0);

    const listed = (await list(company.id)).find((code) => code.id === created.id);
    expect(listed).toMatchObject({ status: "revoked", uses: 1, revokedAt: stored.revokedAt!.toISOString() });
  });

  it("keeps the first revocation when revoked again", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id });
    expect((await revoke(code.id)).statusCode).toBe(204);
    const [first] = await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, code.id));
    expect((await revoke(code.id)).statusCode).toBe(204);
    const [second] = await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, code.id));
    expect(second!.revokedAt).toEqual(first!.revokedAt);
  });

  it("answers 404 for an unknown code and 400 for an id that is not one", async () => {
    const missing = await revoke(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "Registration code not found", code: "CODE_NOT_FOUND" });
    expect((await revoke("abc")).statusCode).toBe(400);
    expect((await revoke(0)).statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id });
    const tutor = await t.asRole("tutor");
    expect(
      (await tutor.inject({ method: "DELETE", url: `/api/admin/registration-codes/${code.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/admin/registration-codes/${code.id}` })).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, code.id));
    expect(row!.revokedAt).toBeNull();
  });

  it("says in SQL what the status says: only active codes are found for registration", async () => {
    const company = await t.createCompany();
    const now = Date.now();
    const rows = [];
    for (const revokedAt of [null, new Date(now - 1000)])
      for (const expiresAt of [new Date(now + DAY), new Date(now - 1000)])
        for (const uses of [0, 5])
          rows.push(
            await createRegistrationCode(t, {
              companyId: company.id,
              maxUses: 5,
              uses,
              revokedAt,
              expiresAt,
            }),
          );
    const repo = createRegistrationRepository(t.db);
    for (const row of rows) {
      const found = await repo.findValidCode(row.code);
      expect(found !== null, `${row.code} ${registrationCodeStatus(row)}`).toBe(
        registrationCodeStatus(row) === "active",
      );
    }
  });
});

describe("individual invites", () => {
  async function invite(companyId: number, employees: object[]) {
    return admin.inject({
      method: "POST",
      url: `/api/admin/companies/${companyId}/generate-employee-invites`,
      payload: { employees },
    });
  }

  it("creates one invite per employee, valid 7 days, and e-mails each its link", async () => {
    const company = await t.createCompany({ name: "Inviting Co" });
    const response = await invite(company.id, [
      { fullName: "Ivy Invite", email: "ivy@invite.example" },
      { fullName: "Ian Invite", email: "ian@invite.example" },
    ]);
    expect(response.statusCode).toBe(201);
    const list = z.array(inviteItemSchema).parse(response.json());
    expect(list).toHaveLength(2);
    expect(new Set(list.map((i) => i.token)).size).toBe(2);
    for (const item of list) {
      expect(item.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(item.inviteLink).toBe(`http://localhost:5000/auth?token=${item.token}`);
      expect(item.isUsed).toBe(false);
      expect(Math.abs(Date.parse(item.expiresAt) - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    }
    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "ivy@invite.example"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.kind).toBe("invitation");
    expect(mail[0]!.text).toContain(list.find((i) => i.email === "ivy@invite.example")!.inviteLink);
    expect(mail[0]!.subject).toContain("Inviting Co");
  });

  it("rejects an empty list and an invalid e-mail, and answers 404 for an unknown company", async () => {
    const company = await t.createCompany();
    const empty = await invite(company.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please add at least one employee with both name and email.");
    const invalid = await invite(company.id, [{ fullName: "X Y", email: "nope" }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Please enter a valid email address");
    expect((await invite(999999, [{ fullName: "X Y", email: "x@y.example" }])).statusCode).toBe(404);
  });

  it("sends one invite per person, and refuses someone who already has an account (409)", async () => {
    const company = await t.createCompany();
    const twice = await invite(company.id, [
      { fullName: "Tess Twice", email: "tess@twice.example" },
      { fullName: "Tess Again", email: "TESS@twice.example" },
    ]);
    expect(twice.statusCode).toBe(201);
    expect(
      z
        .array(inviteItemSchema)
        .parse(twice.json())
        .map((i) => i.email),
    ).toEqual(["tess@twice.example"]);

    await t.createUser("parent", { email: "has.account@twice.example" });
    const before = await t.db.select().from(invitations).where(eq(invitations.companyId, company.id));
    const taken = await invite(company.id, [
      { fullName: "New Person", email: "new.person@twice.example" },
      { fullName: "Has Account", email: "Has.Account@twice.example" },
    ]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Has.Account@twice.example already has an account");
    const after = await t.db.select().from(invitations).where(eq(invitations.companyId, company.id));
    expect(after).toHaveLength(before.length);
  });

  it("lists a company's invites newest first with isUsed", async () => {
    const company = await t.createCompany();
    const [older] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Old One", email: "old@list.example" }])).json());
    await t.db
      .update(invitations)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(invitations.id, older!.id));
    await invite(company.id, [{ fullName: "New One", email: "new@list.example" }]);
    const used = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("invited", { token: older!.token }),
    });
    expect(used.statusCode).toBe(201);

    const response = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${company.id}/invite-links`,
    });
    expect(response.statusCode).toBe(200);
    const list = z.array(inviteListItemSchema).parse(response.json());
    // The list never carries a link: only its digest is stored.
    expect(list.every((i) => i.inviteLink === null && i.token === null)).toBe(true);
    expect(list.map((i) => [i.fullName, i.isUsed])).toEqual([
      ["New One", false],
      ["Old One", true],
    ]);
  });

  it("renews an expired unused invite for 7 days from now and re-sends it", async () => {
    const company = await t.createCompany();
    const [item] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Ex Pired", email: "expired@renew.example" }])).json());
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(invitations.id, item!.id));
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/validate-invite-token",
      payload: { token: item!.token },
    });
    expect(refused.statusCode).toBe(400);

    const response = await admin.inject({
      method: "POST",
      url: `/api/admin/invite-links/${item!.token}/resend`,
    });
    expect(response.statusCode).toBe(200);
    const renewed = inviteItemSchema.parse(response.json());
    expect(renewed.token).toBe(item!.token);
    expect(Math.abs(Date.parse(renewed.expiresAt) - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const valid = await t.app.inject({
      method: "POST",
      url: "/api/validate-invite-token",
      payload: { token: item!.token },
    });
    expect(valid.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "expired@renew.example"));
    expect(mail).toHaveLength(2);
  });

  it("answers 409 for a used invite and 404 for an unknown token", async () => {
    const company = await t.createCompany();
    const [item] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Al Ready", email: "already@used.example" }])).json());
    await t.db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.id, item!.id));
    const used = await admin.inject({ method: "POST", url: `/api/admin/invite-links/${item!.token}/resend` });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe("This invitation has already been used");
    const unknown = await admin.inject({
      method: "POST",
      url: "/api/admin/invite-links/no-such-token/resend",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("stores only the digest of an invitation's link, and a registration with the link still works", async () => {
    const company = await t.createCompany();
    const [item] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Di Gest", email: "digest@hash.example" }])).json());
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, item!.id));
    expect(stored!.token).toBeNull();
    expect(stored!.tokenHash).toBe(digestToken(item!.token));
    expect(JSON.stringify(stored)).not.toContain(item!.token);
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("digest", { token: item!.token }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it("resends an invitation by id with a fresh link: the old link stops working, the new one is e-mailed", async () => {
    const company = await t.createCompany();
    const [item] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Re Send", email: "resend@byid.example" }])).json());
    // The first invitation's e-mail is queued in the background: it is in the outbox before the resend's.
    await t.app.deps.mailer.flush();
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(invitations.id, item!.id));

    const response = await admin.inject({ method: "POST", url: `/api/admin/invitations/${item!.id}/resend` });
    expect(response.statusCode, response.body).toBe(200);
    const resent = inviteItemSchema.parse(response.json());
    expect(resent.id).toBe(item!.id);
    expect(resent.token).not.toBe(item!.token);
    expect(resent.inviteLink).toBe(`http://localhost:5000/auth?token=${resent.token}`);
    expect(resent.isUsed).toBe(false);
    expect(Math.abs(Date.parse(resent.expiresAt) - (Date.now() + 7 * DAY))).toBeLessThan(60_000);

    const validate = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/validate-invite-token", payload: { token } });
    expect((await validate(item!.token)).statusCode).toBe(400);
    expect((await validate(resent.token)).statusCode).toBe(200);

    await t.app.deps.mailer.flush();
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "resend@byid.example"))
      .orderBy(emailOutbox.id);
    expect(mail).toHaveLength(2);
    expect(mail[1]!.text).toContain(resent.inviteLink);
    expect(mail[1]!.text).not.toContain(item!.token);

    const list = z
      .array(inviteListItemSchema)
      .parse(
        (
          await admin.inject({ method: "GET", url: `/api/admin/companies/${company.id}/invite-links` })
        ).json(),
      );
    expect(list).toHaveLength(1);
    expect(list[0]!.inviteLink).toBeNull();
  });

  it("refuses to resend a used invitation (409) and answers 404 for an unknown id", async () => {
    const company = await t.createCompany();
    const [item] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Us Ed", email: "used@byid.example" }])).json());
    await t.db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.id, item!.id));
    const used = await admin.inject({ method: "POST", url: `/api/admin/invitations/${item!.id}/resend` });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe("This invitation has already been used");
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, item!.id));
    expect(stored!.tokenHash).toBe(digestToken(item!.token));
    const unknown = await admin.inject({ method: "POST", url: "/api/admin/invitations/999999/resend" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Invitation not found");
  });

  it("creates exactly one account when one invite is used by simultaneous registrations", async () => {
    const company = await t.createCompany();
    const [item] = z
      .array(inviteItemSchema)
      .parse((await invite(company.id, [{ fullName: "Race Invite", email: "race@invite.example" }])).json());
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/register",
          payload: registration(`invite-race${i}`, { token: item!.token }),
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("This invitation link has already been used.");
    }
    expect(await t.db.select().from(users).where(eq(users.companyId, company.id))).toHaveLength(1);
    const stored = (await t.db.select().from(invitations).where(eq(invitations.id, item!.id)))[0]!;
    expect(stored.usedAt).not.toBeNull();
    expect(stored.usedByUserId).not.toBeNull();
  });
});
