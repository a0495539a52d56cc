import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "#shared/schemas/auth.ts";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { isCommonPassword } from "../../lib/common-passwords.ts";
import {
  confirmReset,
  createRegistrationCode,
  login,
  passwordChange,
  post,
  registration,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import { createPasswordResetsRepository } from "./password-resets.repository.ts";

const t = setupTestApp();

/** A 400 whose issue puts the common-password message on the field. */
function expectCommonPasswordRefused(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = apiErrorSchema.parse(JSON.parse(response.body));
  expect(body.message).toBe(COMMON_PASSWORD_MESSAGE);
  expect(body.issues).toContainEqual({ path: field, message: COMMON_PASSWORD_MESSAGE });
}

describe("the list of common passwords", () => {
  it("holds the well-known ones whatever their case, and not the product's own examples", () => {
    for (const common of ["password", "123456", "qwerty123", "iloveyou", "Password1", "LETMEIN1"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ["correct-horse-1", "changed-pass-1", "family-pass-1", "temporary-1"]) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });
});

describe("a chosen password is checked against common passwords", () => {
  it("POST /api/change-password refuses a common new password and keeps the old one", async () => {
    const tutor = await t.asRole("tutor");
    const refused = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(tutor.password, "Password123"),
    });
    expectCommonPasswordRefused(refused, "newPassword");
    expect((await login(t, tutor.user.username, tutor.password, "tutor")).statusCode).toBe(200);

    const accepted = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(tutor.password, "violet-lantern-42"),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("POST /api/reset-password/confirm refuses a common password and leaves the link usable", async () => {
    const { user } = await t.createUser("parent");
    const token = await createPasswordResetsRepository(t.db).create(user.id);
    expectCommonPasswordRefused(await confirmReset(t, token, "football"), "password");
    const accepted = await confirmReset(t, token, "violet-lantern-42");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await login(t, user.username, "violet-lantern-42", "student")).statusCode).toBe(200);
  });

  it("POST /api/register refuses a common password and creates no account", async () => {
    const company = await t.createCompany();
    const code = await createRegistrationCode(t, { companyId: company.id });
    const payload = registration({ code: code.code, password: "sunshine", confirmPassword: "sunshine" });
    expectCommonPasswordRefused(await post(t, "/api/register", payload), "password");
    expect(await t.db.select().from(users).where(eq(users.username, payload.username))).toHaveLength(0);

    const accepted = await post(t, "/api/register", {
      ...payload,
      password: "violet-lantern-42",
      confirmPassword: "violet-lantern-42",
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("POST /api/admin/tutors refuses a common temporary password typed by the admin", async () => {
    const admin = await t.asRole("admin");
    const teacher = {
      username: "teacher.common",
      password: "abc123",
      email: "teacher.common@school.example",
      fullName: "Teacher Common",
      subjects: ["Mathematics"],
      qualifications: "PGCE, BSc Mathematics",
      bio: "Ten years teaching GCSE maths.",
      yearsExperience: "6-10",
      sendInvite: false,
    };
    const refused = await admin.inject({ method: "POST", url: "/api/admin/tutors", payload: teacher });
    expectCommonPasswordRefused(refused, "password");
    const accepted = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: { ...teacher, password: "violet-lantern-42" },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("keeps the specification's 6-character minimum before the list", async () => {
    const tutor = await t.asRole("tutor");
    const response = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(tutor.password, "12345"),
    });
    expect(response.statusCode).toBe(400);
    // "12345" is common too, but only the length is reported.
    expect(apiErrorSchema.parse(response.json()).issues).toEqual([
      { path: "newPassword", message: "Password must be at least 6 characters" },
      { path: "confirmPassword", message: "Password must be at least 6 characters" },
    ]);
  });
});
