import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentUserSchema, PASSWORDS_DO_NOT_MATCH } from "#shared/schemas/auth.ts";
import { inviteDetailsSchema, registrationCodeDetailsSchema } from "#shared/schemas/registration.ts";
import {
  createInvitation,
  createRegistrationCode,
  expectError,
  getUser,
  post,
  registration,
  sessionCookie,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import { invitations, registrationCodes } from "./registration.table.ts";

const HOUR = 60 * 60 * 1000;

const t = setupTestApp();

async function storedUser(username: string) {
  const rows = await t.db.select().from(users).where(eq(users.username, username));
  return rows[0];
}

describe("POST /api/register with an invitation token", () => {
  it("creates an activated family account in the invitation's company, signed in", async () => {
    const company = await t.createCompany();
    const invitation = await createInvitation(t, { companyId: company.id });
    const payload = registration({ token: invitation.token });
    const response = await post(t, "/api/register", payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = currentUserSchema.parse(response.json());
    expect(body).toMatchObject({
      role: "parent",
      fullName: payload.fullName,
      // The invitation's address, whatever was typed.
      email: invitation.email,
      username: payload.username,
      companyId: company.id,
      mustChangePassword: false,
    });
    expect(response.body).not.toContain("passwordHash");

    const cookie = sessionCookie(response);
    expect(currentUserSchema.parse((await getUser(t, cookie)).json()).id).toBe(body.id);

    const stored = await storedUser(payload.username);
    expect(stored?.isActivated).toBe(true);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [used] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(used?.usedAt).toBeInstanceOf(Date);
    expect(used?.usedByUserId).toBe(body.id);

    // The new password works at the sign-in screen.
    const login = await post(t, "/api/login", {
      username: payload.username,
      password: payload.password,
      role: "student",
    });
    expect(login.statusCode).toBe(200);
  });

  it("ends the session the browser had and starts a new one", async () => {
    const company = await t.createCompany();
    const invitation = await createInvitation(t, { companyId: company.id });
    const tutor = await t.asRole("tutor");
    const response = await post(t, "/api/register", registration({ token: invitation.token }), tutor.cookie);
    expect(response.statusCode).toBe(201);
    expectError(await getUser(t, tutor.cookie), 401, "Not signed in");
    const me = currentUserSchema.parse((await getUser(t, sessionCookie(response))).json());
    expect(me.role).toBe("parent");
  });

  it("uses an invitation once only", async () => {
    const company = await t.createCompany();
    const invitation = await createInvitation(t, { companyId: company.id });
    expect((await post(t, "/api/register", registration({ token: invitation.token }))).statusCode).toBe(201);
    expectError(
      await post(t, "/api/register", registration({ token: invitation.token })),
      400,
      "This invitation link has already been used.",
    );
  });

  it("refuses an expired or unknown invitation with 400 and a clear message", async () => {
    const company = await t.createCompany();
    const expired = await createInvitation(t, {
      companyId: company.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const payload = registration({ token: expired.token });
    expectError(
      await post(t, "/api/register", payload),
      400,
      "This invitation link has expired. Ask your HR team for a new one.",
    );
    expectError(
      await post(t, "/api/register", registration({ token: "no-such-invitation" })),
      400,
      "This invitation link is invalid.",
    );
    expect(await storedUser(payload.username)).toBeUndefined();
  });

  it("admits exactly one of several simultaneous registrations with the same invitation", async () => {
    const company = await t.createCompany();
    const invitation = await createInvitation(t, { companyId: company.id });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(t, "/api/register", registration({ token: invitation.token }))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400]);
  });
});

describe("POST /api/register with a registration code", () => {
  it("creates a family account in the code's company and counts the use", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id });
    const payload = registration({ code: code.code.toLowerCase() });
    const response = await post(t, "/api/register", payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(currentUserSchema.parse(response.json())).toMatchObject({ role: "parent", companyId: company.id });
    const [row] = await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, code.id));
    expect(row?.uses).toBe(1);
  });

  it("answers 409 once the code has reached its limit", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id, maxUses: 2 });
    expect((await post(t, "/api/register", registration({ code: code.code }))).statusCode).toBe(201);
    expect((await post(t, "/api/register", registration({ code: code.code }))).statusCode).toBe(201);
    const payload = registration({ code: code.code });
    expectError(await post(t, "/api/register", payload), 409, "This registration code has reached its limit");
    expect(await storedUser(payload.username)).toBeUndefined();
  });

  it("never creates more accounts than maxUses under simultaneous registrations", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id, maxUses: 3 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post(t, "/api/register", registration({ code: code.code }))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const created = await t.db.select().from(users).where(eq(users.companyId, company.id));
    expect(created).toHaveLength(3);
  });

  it("refuses an expired or unknown code with 400 and a clear message", async () => {
    const company = await t.createCompany();
    const expired = await createRegistrationCode(t, {
      companyId: company.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expectError(
      await post(t, "/api/register", registration({ code: expired.code })),
      400,
      "This registration code has expired.",
    );
    expectError(
      await post(t, "/api/register", registration({ code: "ZZZZZZZZ" })),
      400,
      "This registration code is invalid.",
    );
  });

  it("ignores role and privilege fields: the account is always a family account", async () => {
    const company = await t.createCompany();
    const other = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id });
    const payload = registration({
      code: code.code,
      role: "admin",
      isActive: true,
      mustChangePassword: false,
      companyId: other.id,
      id: 1,
    });
    const response = await post(t, "/api/register", payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(currentUserSchema.parse(response.json())).toMatchObject({ role: "parent", companyId: company.id });
    expect((await storedUser(payload.username))?.role).toBe("parent");
  });

  it("answers 409 for a username or e-mail already taken, in any letter case, without using the code", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id, maxUses: 5 });
    const first = registration({ code: code.code });
    expect((await post(t, "/api/register", first)).statusCode).toBe(201);
    expectError(
      await post(
        t,
        "/api/register",
        registration({ code: code.code, username: first.username.toUpperCase() }),
      ),
      409,
      "Username already exists",
    );
    expectError(
      await post(t, "/api/register", registration({ code: code.code, email: first.email.toUpperCase() })),
      409,
      "Email already registered",
    );
    const [row] = await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, code.id));
    expect(row?.uses).toBe(1);
  });
});

describe("POST /api/register validation", () => {
  it("shows 'Passwords do not match' on confirmPassword", async () => {
    const response = await post(
      t,
      "/api/register",
      registration({ code: "ANYCODE1", confirmPassword: "something-else" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(response.json().issues).toEqual([{ path: "confirmPassword", message: PASSWORDS_DO_NOT_MATCH }]);
  });

  it("reports each field's message", async () => {
    const response = await post(t, "/api/register", {
      fullName: "A",
      email: "not-an-email",
      username: "ab",
      password: "12345",
      confirmPassword: "12345",
      code: "ANYCODE1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "fullName", message: "Full name is required" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "username", message: "Username must be at least 3 characters" },
      { path: "password", message: "Password must be at least 6 characters" },
      { path: "confirmPassword", message: "Password must be at least 6 characters" },
    ]);
  });

  it("needs an invitation token or a registration code", async () => {
    const response = await post(t, "/api/register", registration());
    expectError(response, 400, "An invitation link or a registration code is required to register");
  });

  it("answers 400 to wrong types, never 500", async () => {
    for (const payload of [
      registration({ code: 12345 }),
      registration({ token: ["a"] }),
      registration({ password: 123456, confirmPassword: 123456, code: "X" }),
      { ...registration({ code: "X" }), email: null },
    ]) {
      const response = await post(t, "/api/register", payload);
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});

describe("POST /api/validate-invite-token", () => {
  it("returns the invited name and e-mail for a valid invitation", async () => {
    const company = await t.createCompany({ name: "Validate Co" });
    const invitation = await createInvitation(t, {
      companyId: company.id,
      fullName: "Riley Invited",
      email: "riley@example.org",
    });
    const response = await post(t, "/api/validate-invite-token", { token: invitation.token });
    expect(response.statusCode).toBe(200);
    expect(inviteDetailsSchema.parse(response.json())).toEqual({
      fullName: "Riley Invited",
      email: "riley@example.org",
      companyName: "Validate Co",
      expiresAt: invitation.expiresAt.toISOString(),
    });
  });

  it("answers 400 with the invalid-invitation text for used, expired and unknown tokens", async () => {
    const company = await t.createCompany();
    const used = await createInvitation(t, { companyId: company.id, usedAt: new Date() });
    const expired = await createInvitation(t, {
      companyId: company.id,
      expiresAt: new Date(Date.now() - HOUR),
    });
    for (const token of [used.token, expired.token, "unknown-token"]) {
      expectError(
        await post(t, "/api/validate-invite-token", { token }),
        400,
        "This invitation link may have expired or is invalid.",
      );
    }
    expectError(await post(t, "/api/validate-invite-token", { token: "" }), 400, "Link token is required");
    expectError(await post(t, "/api/validate-invite-token", {}), 400, "Link token is required");
  });
});

describe("GET /api/registration-codes/:code", () => {
  it("returns the company name and expiry for a valid code, in any letter case", async () => {
    const company = await t.createCompany({ name: "Code Co" });
    const code = await createRegistrationCode(t, { companyId: company.id });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/registration-codes/${code.code.toLowerCase()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(registrationCodeDetailsSchema.parse(response.json())).toEqual({
      companyName: "Code Co",
      expiresAt: code.expiresAt.toISOString(),
    });
  });

  it("answers 404 for unknown, expired and used-up codes", async () => {
    const company = await t.createCompany();
    const expired = await createRegistrationCode(t, {
      companyId: company.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const full = await createRegistrationCode(t, { companyId: company.id, maxUses: 1, uses: 1 });
    for (const code of ["UNKNOWN1", expired.code, full.code]) {
      expectError(
        await t.app.inject({ method: "GET", url: `/api/registration-codes/${code}` }),
        404,
        "This registration link is invalid, has expired or has reached its limit.",
      );
    }
  });
});

describe("registration into a company whose access has ended", () => {
  it("answers 403 and creates no account, leaving the code and invitation unused", async () => {
    const inactive = await t.createCompany({ status: "inactive" });
    const ended = await t.createCompany({ subscriptionEndDate: new Date(Date.now() - 1000) });
    const code = await createRegistrationCode(t, { companyId: inactive.id });
    const invitation = await createInvitation(t, { companyId: ended.id });
    for (const extra of [{ code: code.code }, { token: invitation.token }]) {
      const payload = registration(extra);
      const response = await post(t, "/api/register", payload);
      expectError(response, 403, "Your organisation's access has ended. Please contact your HR team.");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await storedUser(payload.username)).toBeUndefined();
    }
    const [codeRow] = await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, code.id));
    expect(codeRow?.uses).toBe(0);
    const [invite] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(invite?.usedAt).toBeNull();
  });

  it("does not offer the registration page for such a company's code", async () => {
    const inactive = await t.createCompany({ status: "inactive" });
    const code = await createRegistrationCode(t, { companyId: inactive.id });
    expectError(
      await t.app.inject({ method: "GET", url: `/api/registration-codes/${code.code}` }),
      404,
      "This registration link is invalid, has expired or has reached its limit.",
    );
  });
});
