/**
 * The session cache on one server (decision 034): a session used once is answered from memory, and
 * whatever ends it or changes its user takes effect on the very next request.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentUserSchema } from "#shared/schemas/auth.ts";
import { expectError, getUser, login, passwordChange, post, sessionCookie } from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { loginSessions } from "./login-sessions.table.ts";

const t = setupTestApp();

/** A second browser of the same account. */
async function signInAgain(username: string, password: string, role: string) {
  const response = await login(t, username, password, role);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe("the session cache", () => {
  it("answers a session it has seen from memory", async () => {
    const family = await t.asRole("parent");
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    // Removed behind the app's back, without the announcement every writer makes: still known here.
    await t.db.delete(loginSessions).where(eq(loginSessions.userId, family.user.id));
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
  });

  it("ends a session at once on sign-out", async () => {
    const family = await t.asRole("parent");
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    expect((await post(t, "/api/logout", undefined, family.cookie)).statusCode).toBe(200);
    expectError(await getUser(t, family.cookie), 401, "Not signed in");
  });

  it("ends the account's other sessions at once on a password change, and the kept one sees the change", async () => {
    const family = await t.asRole("parent");
    const other = await signInAgain(family.user.username, family.password, "student");
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    expect((await getUser(t, other)).statusCode).toBe(200);

    const changed = await post(t, "/api/change-password", passwordChange(family.password), family.cookie);
    expect(changed.statusCode).toBe(200);
    expectError(await getUser(t, other), 401, "Not signed in");
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    // The kept session holds the new password: changing it again needs the new one, not the old.
    const again = await post(
      t,
      "/api/change-password",
      passwordChange("changed-pass-1", "changed-pass-2"),
      family.cookie,
    );
    expect(again.statusCode).toBe(200);
  });

  it("ends a teacher's sessions at once when an admin deactivates the account", async () => {
    const admin = await t.asRole("admin");
    const tutor = await t.asRole("tutor");
    expect((await getUser(t, tutor.cookie)).statusCode).toBe(200);
    const deactivated = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${tutor.user.id}`,
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expectError(await getUser(t, tutor.cookie), 401, "Not signed in");
  });

  it("shows a new e-mail address on the next request", async () => {
    const family = await t.asRole("parent");
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    const changed = await family.inject({
      method: "PUT",
      url: "/api/user/email",
      payload: { email: `moved-${family.user.id}@example.org`, currentPassword: family.password },
    });
    expect(changed.statusCode).toBe(200);
    const user = currentUserSchema.parse((await getUser(t, family.cookie)).json());
    expect(user.email).toBe(`moved-${family.user.id}@example.org`);
  });

  it("ends a family's session at once when it erases its account", async () => {
    const family = await t.asRole("parent");
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    const erased = await post(t, "/api/account/delete", { password: family.password }, family.cookie);
    expect(erased.statusCode).toBe(200);
    expectError(await getUser(t, family.cookie), 401, "Not signed in");
  });
});
