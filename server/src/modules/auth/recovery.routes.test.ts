import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  currentUserSchema,
  INVALID_CREDENTIALS,
  PASSWORDS_DO_NOT_MATCH,
  RECOVER_USERNAME_SENT,
  RESET_PASSWORD_SENT,
  resetTokenDetailsSchema,
} from "#shared/schemas/auth.ts";
import { okSchema } from "#shared/schemas/common.ts";
import {
  bulkUploadResponseSchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { users } from "../../db/schema.ts";
import { digestToken } from "../../lib/tokens.ts";
import {
  confirmReset,
  expectError,
  getUser,
  login,
  mailsTo,
  passwordChange,
  post,
  resetTokenFor,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { passwordResetTokens } from "./login-sessions.table.ts";

const RESET_INVALID = "This password reset link is invalid or has expired. Please ask for a new one.";
const RESET_DONE = "Your password has been changed. You can now log in with your new password.";

const t = setupTestApp();

describe("POST /api/recover-username", () => {
  it("e-mails the username and answers the neutral text", async () => {
    const { user } = await t.createUser("parent");
    const response = await post(t, "/api/recover-username", { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json()).message).toBe(RECOVER_USERNAME_SENT);
    const [mail] = await mailsTo(t, user.email, "username-recovery");
    expect(mail?.text).toContain(user.username);
    expect(mail?.text).toContain("http://localhost:5000/auth");
  });

  it("answers the same 200 text when no account has that e-mail, and sends nothing", async () => {
    const response = await post(t, "/api/recover-username", { email: "nobody@example.org" });
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json()).message).toBe(RECOVER_USERNAME_SENT);
    expect(await mailsTo(t, "nobody@example.org")).toHaveLength(0);
  });

  it("sends nothing for a deactivated account, with the same answer", async () => {
    const { user } = await t.createUser("tutor", { isActive: false });
    const response = await post(t, "/api/recover-username", { email: user.email });
    expect(okSchema.parse(response.json()).message).toBe(RECOVER_USERNAME_SENT);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it("rejects an invalid e-mail with 'Please enter a valid email address'", async () => {
    for (const email of ["not-an-email", "", "a@"]) {
      expectError(
        await post(t, "/api/recover-username", { email }),
        400,
        "Please enter a valid email address",
      );
    }
    expectError(await post(t, "/api/recover-username", {}), 400, "Email is required");
    expect((await post(t, "/api/recover-username", { email: 42 })).statusCode).toBe(400);
  });
});

describe("POST /api/reset-password", () => {
  it("e-mails a single-use link and answers the neutral text", async () => {
    const { user } = await t.createUser("tutor");
    const response = await post(t, "/api/reset-password", { username: user.username });
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json()).message).toBe(RESET_PASSWORD_SENT);
    const [mail] = await mailsTo(t, user.email, "password-reset");
    expect(mail?.text).toMatch(/http:\/\/localhost:5000\/auth\/reset-password\?token=/);
  });

  it("answers the same 200 text for an unknown username, and stores no token", async () => {
    const before = await t.db.select().from(passwordResetTokens);
    const response = await post(t, "/api/reset-password", { username: "no-such-user" });
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json()).message).toBe(RESET_PASSWORD_SENT);
    await t.app.deps.mailer.flush();
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(before.length);
  });

  it("rejects a username shorter than 3 characters", async () => {
    expectError(
      await post(t, "/api/reset-password", { username: "ab" }),
      400,
      "Username must be at least 3 characters",
    );
    expectError(await post(t, "/api/reset-password", {}), 400, "Username is required");
  });
});

describe("POST /api/validate-reset-token", () => {
  it("says whether a link can still be used: usable, then used, expired or unknown", async () => {
    const { user } = await t.createUser("parent");
    await post(t, "/api/reset-password", { username: user.username });
    const token = await resetTokenFor(t, user.email);

    const usable = await post(t, "/api/validate-reset-token", { token });
    expect(usable.statusCode, usable.body).toBe(200);
    expect(Date.parse(resetTokenDetailsSchema.parse(usable.json()).expiresAt)).toBeGreaterThan(Date.now());
    // Checking does not use the link up.
    expect((await post(t, "/api/validate-reset-token", { token })).statusCode).toBe(200);

    const body = { token, password: "a-new-password", confirmPassword: "a-new-password" };
    expect((await post(t, "/api/reset-password/confirm", body)).statusCode).toBe(200);
    expectError(await post(t, "/api/validate-reset-token", { token }), 400, RESET_INVALID);

    await post(t, "/api/reset-password", { username: user.username });
    const expired = await resetTokenFor(t, user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, digestToken(expired)));
    expectError(await post(t, "/api/validate-reset-token", { token: expired }), 400, RESET_INVALID);

    expectError(await post(t, "/api/validate-reset-token", { token: "made-up" }), 400, RESET_INVALID);
    expectError(await post(t, "/api/validate-reset-token", { token: "" }), 400, "Link token is required");
  });
});

describe("POST /api/reset-password/confirm", () => {
  it("sets the new password, ends every session, and the link works once", async () => {
    const { user, password } = await t.createUser("parent");
    const cookieA = await t.signIn(user.username, password, "student");
    const cookieB = await t.signIn(user.username, password, "student");
    await post(t, "/api/reset-password", { username: user.username });
    const token = await resetTokenFor(t, user.email);

    const response = await confirmReset(t, token, "a-new-password");
    expect(response.statusCode, response.body).toBe(200);
    expect(okSchema.parse(response.json()).message).toBe(RESET_DONE);

    expectError(await getUser(t, cookieA), 401, "Not signed in");
    expectError(await getUser(t, cookieB), 401, "Not signed in");
    expectError(await login(t, user.username, password, "student"), 401, INVALID_CREDENTIALS);
    expect((await login(t, user.username, "a-new-password", "student")).statusCode).toBe(200);

    expectError(await confirmReset(t, token, "another-password"), 400, RESET_INVALID);
  });

  it("ends the account's other outstanding links once one is used", async () => {
    const { user } = await t.createUser("parent");
    await post(t, "/api/reset-password", { username: user.username });
    const older = await resetTokenFor(t, user.email);
    await post(t, "/api/reset-password", { username: user.username });
    const newer = await resetTokenFor(t, user.email);
    expect(newer).not.toBe(older);
    const body = { password: "a-new-password", confirmPassword: "a-new-password" };
    expect((await post(t, "/api/reset-password/confirm", { ...body, token: newer })).statusCode).toBe(200);
    expectError(await post(t, "/api/reset-password/confirm", { ...body, token: older }), 400, RESET_INVALID);
  });

  it("ends outstanding links when the password is changed while signed in", async () => {
    const tutor = await t.asRole("tutor");
    await post(t, "/api/reset-password", { username: tutor.user.username });
    const token = await resetTokenFor(t, tutor.user.email);
    const changed = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(tutor.password),
    });
    expect(changed.statusCode).toBe(200);
    expectError(await confirmReset(t, token, "a-new-password"), 400, RESET_INVALID);
  });

  it("refuses a link older than 1 hour", async () => {
    const { user, password } = await t.createUser("tutor");
    await post(t, "/api/reset-password", { username: user.username });
    const token = await resetTokenFor(t, user.email);
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, digestToken(token)));
    // Issued with a lifetime of one hour.
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, digestToken(token)));
    expectError(await confirmReset(t, token, "a-new-password"), 400, RESET_INVALID);
    // The old password still works.
    expect((await login(t, user.username, password, "tutor")).statusCode).toBe(200);
  });

  it("refuses an unknown token, mismatched and short passwords", async () => {
    expectError(await confirmReset(t, "made-up", "a-new-password"), 400, RESET_INVALID);
    const mismatch = await confirmReset(t, "made-up", "a-new-password", "different-one");
    expectError(mismatch, 400, PASSWORDS_DO_NOT_MATCH);
    expect(mismatch.json().issues).toEqual([{ path: "confirmPassword", message: PASSWORDS_DO_NOT_MATCH }]);
    expectError(await confirmReset(t, "made-up", "12345"), 400, "Password must be at least 6 characters");
  });

  it("clears a pending temporary password", async () => {
    const { user } = await t.createUser("tutor", { mustChangePassword: true });
    await post(t, "/api/reset-password", { username: user.username });
    const token = await resetTokenFor(t, user.email);
    await confirmReset(t, token, "chosen-password");
    const signedIn = await login(t, user.username, "chosen-password", "tutor");
    expect(currentUserSchema.parse(signedIn.json()).mustChangePassword).toBe(false);
  });
});

describe("accounts whose e-mail the system made up", () => {
  async function expectNeutral(url: string, payload: object) {
    const response = await post(t, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return okSchema.parse(response.json()).message;
  }

  it("sends no reset link or username to a bulk-generated account's made-up address", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ name: "Made Up Mail", contactEmail: "hr@gmail.com" });
    const generated = await admin.inject({
      method: "POST",
      url: "/api/admin/generate-bulk-accounts",
      payload: { companyId: company.id, count: 1 },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const account = generateBulkAccountsResponseSchema.parse(generated.json()).credentials[0]!;
    expect(account.email).toBe(`${account.username}@gmail.com`);
    const [stored] = await t.db.select().from(users).where(eq(users.username, account.username));
    expect(stored?.emailGenerated).toBe(true);

    const tokensBefore = await t.db.select().from(passwordResetTokens);
    expect(await expectNeutral("/api/reset-password", { username: account.username })).toBe(
      RESET_PASSWORD_SENT,
    );
    expect(await expectNeutral("/api/recover-username", { email: account.email })).toBe(
      RECOVER_USERNAME_SENT,
    );
    expect(await mailsTo(t, account.email)).toHaveLength(0);
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(tokensBefore.length);
  });

  it("still e-mails CSV-uploaded accounts, whose addresses HR supplied", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ name: "Supplied Mail" });
    const uploaded = await admin.inject({
      method: "POST",
      url: "/api/admin/bulk-upload-employees",
      payload: {
        companyId: company.id,
        role: "student",
        employees: [{ fullName: "Sam Supplied", email: "sam.supplied@supplied.example" }],
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const account = bulkUploadResponseSchema.parse(uploaded.json()).credentials[0]!;
    const [stored] = await t.db.select().from(users).where(eq(users.username, account.username));
    expect(stored?.emailGenerated).toBe(false);

    expect(await expectNeutral("/api/reset-password", { username: account.username })).toBe(
      RESET_PASSWORD_SENT,
    );
    expect(await expectNeutral("/api/recover-username", { email: account.email })).toBe(
      RECOVER_USERNAME_SENT,
    );
    expect(await resetTokenFor(t, account.email)).toBeTruthy();
    const [recovery] = await mailsTo(t, account.email, "username-recovery");
    expect(recovery?.text).toContain(account.username);
  });
});
