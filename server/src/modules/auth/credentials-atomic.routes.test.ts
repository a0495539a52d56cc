/**
 * Password reset and change are all-or-nothing. The fault is real: a trigger makes the
 * database refuse to end the account's sessions half-way through, as a lost connection or a full disk
 * would. Then nothing may have happened — the password is the old one, the reset link still works — so the
 * person can simply try again.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "#shared/schemas/auth.ts";
import {
  confirmReset,
  expectError,
  getUser,
  login,
  passwordChange,
  post,
  resetTokenFor,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();

/** Makes every DELETE on sessions of `userId` fail inside the database. */
async function refuseSessionDeletesFor(userId: number) {
  await t.db.execute(
    sql.raw(`
      CREATE OR REPLACE FUNCTION refuse_session_delete() RETURNS trigger AS $$
      BEGIN
        IF OLD.user_id = ${Number(userId)} THEN RAISE EXCEPTION 'injected fault: sessions unavailable'; END IF;
        RETURN OLD;
      END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql.raw(
      "CREATE TRIGGER refuse_session_delete BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session_delete()",
    ),
  );
}

afterEach(async () => {
  await t.db.execute(sql.raw("DROP TRIGGER IF EXISTS refuse_session_delete ON sessions"));
});

describe("credential changes are atomic", () => {
  it("a reset that fails half-way keeps the old password and the link, and works once retried", async () => {
    const { user, password } = await t.createUser("parent");
    const cookie = await t.signIn(user.username, password, "student");
    await post(t, "/api/reset-password", { username: user.username });
    const token = await resetTokenFor(t, user.email);

    await refuseSessionDeletesFor(user.id);
    const failed = await confirmReset(t, token, "a-new-password");
    expect(failed.statusCode).toBe(500);
    expect((await login(t, user.username, password, "student")).statusCode).toBe(200);
    expectError(await login(t, user.username, "a-new-password", "student"), 401, INVALID_CREDENTIALS);
    expect((await post(t, "/api/validate-reset-token", { token })).statusCode).toBe(200);

    await t.db.execute(sql.raw("DROP TRIGGER refuse_session_delete ON sessions"));
    expect((await confirmReset(t, token, "a-new-password")).statusCode).toBe(200);
    expectError(await getUser(t, cookie), 401, "Not signed in");
  });

  it("a signed-in change that fails half-way keeps the old password, so the other sessions rightly stay", async () => {
    const tutor = await t.asRole("tutor");
    const other = await t.signIn(tutor.user.username, tutor.password, "tutor");
    await refuseSessionDeletesFor(tutor.user.id);
    const failed = await tutor.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(tutor.password),
    });
    expect(failed.statusCode).toBe(500);
    // Nothing changed: the old password still signs in, so the other session staying is consistent.
    expect((await login(t, tutor.user.username, tutor.password, "tutor")).statusCode).toBe(200);
    expectError(await login(t, tutor.user.username, "changed-pass-1", "tutor"), 401, INVALID_CREDENTIALS);
    expect((await getUser(t, other)).statusCode).toBe(200);
  });
});
