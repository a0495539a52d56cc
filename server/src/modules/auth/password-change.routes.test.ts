import { describe, expect, it } from "vitest";
import {
  CURRENT_PASSWORD_REQUIRED,
  currentUserSchema,
  INVALID_CREDENTIALS,
  PASSWORDS_DO_NOT_MATCH,
} from "#shared/schemas/auth.ts";
import { expectError, getUser, login, passwordChange, post } from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();

describe("POST /api/change-password", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const tutor = await t.asRole("tutor");
    const elsewhere = await t.signIn(tutor.user.username, tutor.password, "tutor");
    const response = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(tutor.password),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(currentUserSchema.parse(response.json())).toMatchObject({
      id: tutor.user.id,
      mustChangePassword: false,
    });
    expect(response.body).not.toContain("passwordHash");

    expect((await getUser(t, tutor.cookie)).statusCode).toBe(200);
    expectError(await getUser(t, elsewhere), 401, "Not signed in");
    expectError(await login(t, tutor.user.username, tutor.password, "tutor"), 401, INVALID_CREDENTIALS);
    expect((await login(t, tutor.user.username, "changed-pass-1", "tutor")).statusCode).toBe(200);
  });

  it("refuses a wrong current password and leaves the password unchanged", async () => {
    const tutor = await t.asRole("tutor");
    const response = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange("not-my-password"),
    });
    expectError(response, 400, "Current password is incorrect");
    expect((await login(t, tutor.user.username, tutor.password, "tutor")).statusCode).toBe(200);
  });

  it("validates the new password", async () => {
    const tutor = await t.asRole("tutor");
    const cases: [Record<string, unknown>, string][] = [
      [
        { currentPassword: tutor.password, newPassword: "12345", confirmPassword: "12345" },
        "Password must be at least 6 characters",
      ],
      [
        { currentPassword: tutor.password, newPassword: "changed-pass-1", confirmPassword: "changed-pass-2" },
        PASSWORDS_DO_NOT_MATCH,
      ],
      [
        { currentPassword: tutor.password, newPassword: tutor.password, confirmPassword: tutor.password },
        "Choose a password different from your current one",
      ],
      [
        { newPassword: "changed-pass-1", confirmPassword: "changed-pass-1" },
        "Please enter your current password",
      ],
      [
        { currentPassword: "", newPassword: "changed-pass-1", confirmPassword: "changed-pass-1" },
        CURRENT_PASSWORD_REQUIRED,
      ],
    ];
    for (const [payload, message] of cases) {
      expectError(await tutor.inject({ method: "POST", url: "/api/change-password", payload }), 400, message);
    }
  });

  it("answers 401 when nobody is signed in", async () => {
    expectError(
      await post(t, "/api/change-password", passwordChange("whatever")),
      401,
      "You need to sign in to do that.",
    );
  });
});
