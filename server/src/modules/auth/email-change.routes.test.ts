import { describe, expect, it } from "vitest";
import { CURRENT_PASSWORD_REQUIRED, currentUserSchema } from "#shared/schemas/auth.ts";
import { USER_ERROR_CODES } from "#shared/schemas/users.ts";
import { errorOf, expectError, getUser, mailsTo } from "../../test/api-helpers.ts";
import { defaultRateLimits, type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const minute = 60_000;
const t = setupTestApp({
  rateLimits: { ...defaultRateLimits, loginPerUsername: { max: 3, timeWindow: minute } },
});

const changeEmail = (caller: SignedInUser, email: string, currentPassword = caller.password) =>
  caller.inject({ method: "PUT", url: "/api/user/email", payload: { email, currentPassword } });

describe("PUT /api/user/email", () => {
  it("changes the e-mail of every role and tells the old address", async () => {
    for (const role of ["parent", "tutor", "admin"] as const) {
      const caller = await t.asRole(role);
      const newEmail = `new-${caller.user.username}@example.net`;
      const response = await changeEmail(caller, `  ${newEmail} `);
      expect(response.statusCode, response.body).toBe(200);
      expect(currentUserSchema.parse(response.json())).toMatchObject({ id: caller.user.id, email: newEmail });
      expect(response.body).not.toContain("passwordHash");
      expect(currentUserSchema.parse((await getUser(t, caller.cookie)).json()).email).toBe(newEmail);
      const [notice] = await mailsTo(t, caller.user.email, "email-changed");
      expect(notice?.text).toContain(newEmail);
    }
  });

  it("refuses a wrong current password and keeps the e-mail", async () => {
    const family = await t.asRole("parent");
    expectError(
      await changeEmail(family, "elsewhere@example.net", "not-my-password"),
      400,
      "Current password is incorrect",
    );
    expect(currentUserSchema.parse((await getUser(t, family.cookie)).json()).email).toBe(family.user.email);
  });

  it("answers 409 when another account has the e-mail, in any case", async () => {
    const family = await t.asRole("parent");
    const other = await t.createUser("tutor");
    const response = await changeEmail(family, other.user.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: USER_ERROR_CODES.emailTaken });
    // The account's own address in another case is not taken by someone else.
    expect((await changeEmail(family, family.user.email.toUpperCase())).statusCode).toBe(200);
  });

  it("validates the e-mail and asks for the current password", async () => {
    const family = await t.asRole("parent");
    const cases: Array<[object, string, string]> = [
      [
        { email: "not-an-email", currentPassword: family.password },
        "email",
        "Please enter a valid email address",
      ],
      [{ currentPassword: family.password }, "email", "Email is required"],
      [{ email: "ok@example.net" }, "currentPassword", "Please enter your current password"],
      [{ email: "ok@example.net", currentPassword: "" }, "currentPassword", CURRENT_PASSWORD_REQUIRED],
    ];
    for (const [payload, path, message] of cases) {
      const response = await family.inject({ method: "PUT", url: "/api/user/email", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    }
  });

  it("answers 401 when nobody is signed in", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/email",
      payload: { email: "a@example.net", currentPassword: "whatever" },
    });
    expectError(response, 401, "You need to sign in to do that.");
  });

  it("limits current-password guesses per account", async () => {
    const family = await t.asRole("parent");
    for (let i = 0; i < 3; i++) {
      expect((await changeEmail(family, "guess@example.net", "a-guess-1")).statusCode).toBe(400);
    }
    const limited = await changeEmail(family, "guess@example.net");
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toMatch(/^Too many attempts\. Please wait/);
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another account keeps its own budget.
    const other = await t.asRole("parent");
    expect((await changeEmail(other, "other-new@example.net")).statusCode).toBe(200);
  });
});
