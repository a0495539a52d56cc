import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  currentUserSchema,
  INVALID_CREDENTIALS,
  ORGANISATION_ACCESS_ENDED,
  PASSWORD_CHANGE_REQUIRED,
} from "#shared/schemas/auth.ts";
import { digestToken } from "../../lib/tokens.ts";
import { expectError, getUser, login, post } from "../../test/api-helpers.ts";
import { createTestApp, setupTestApp } from "../../test/test-app.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { loginSessions } from "./login-sessions.table.ts";

const DAY = 24 * 60 * 60 * 1000;

const t = setupTestApp();

/**
 * GET /api/user until it stops answering 200: on a PostgreSQL server the session cache hears a change
 * made outside a request by NOTIFY, a moment after the write (polled, at most 10 s).
 */
async function userOnceRefused(cookie: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await getUser(t, cookie);
    if (response.statusCode !== 200) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return getUser(t, cookie);
}

describe("organisation access", () => {
  it("answers 403 at sign-in for an inactive company, after the password check", async () => {
    const company = await t.createCompany({ status: "inactive" });
    const { user, password } = await t.createUser("parent", { companyId: company.id });
    const response = await login(t, user.username, password, "student");
    expectError(response, 403, ORGANISATION_ACCESS_ENDED);
    expect(response.headers["set-cookie"]).toBeUndefined();
    // A wrong password still gets the neutral 401, so the 403 reveals nothing to a stranger.
    expectError(await login(t, user.username, "wrong-password", "student"), 401, INVALID_CREDENTIALS);
  });

  it("answers 403 at sign-in when the subscription has ended, and lets a running subscription in", async () => {
    const ended = await t.createCompany({ subscriptionEndDate: new Date(Date.now() - 60_000) });
    const running = await t.createCompany({ subscriptionEndDate: new Date(Date.now() + 86_400_000) });
    const { user, password } = await t.createUser("parent", { companyId: ended.id });
    expectError(await login(t, user.username, password, "student"), 403, ORGANISATION_ACCESS_ENDED);
    const other = await t.createUser("parent", { companyId: running.id });
    expect((await login(t, other.user.username, other.password, "student")).statusCode).toBe(200);
  });

  it("ends existing sessions once the company becomes inactive or its subscription ends", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany();
    const family = await t.asRole("parent", { companyId: company.id });
    const other = await t.asRole("parent", { companyId: company.id });
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    const changeCompany = async (payload: Record<string, unknown>) => {
      const response = await admin.inject({
        method: "PUT",
        url: `/api/admin/companies/${company.id}`,
        payload,
      });
      expect(response.statusCode).toBe(200);
    };

    await changeCompany({ status: "inactive" });
    const ended = await getUser(t, family.cookie);
    expect(ended.statusCode).toBe(401);
    expect(String(ended.headers["set-cookie"])).toMatch(/^sid=;/);

    // Reactivating the company does not bring the ended session back.
    await changeCompany({ status: "active" });
    expect((await getUser(t, family.cookie)).statusCode).toBe(401);

    expect((await getUser(t, other.cookie)).statusCode).toBe(200);
    await changeCompany({ subscriptionEndDate: new Date(Date.now() - 1000).toISOString() });
    expect((await getUser(t, other.cookie)).statusCode).toBe(401);
  });
});

describe("the session hint a public page's scripts read", () => {
  const cookies = (response: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((response.headers["set-cookie"] as string | string[] | undefined) ?? []);

  it("comes with a new session, readable by scripts, and goes with it at sign-out", async () => {
    const { user, password } = await t.createUser("tutor");
    const signedIn = await login(t, user.username, password, "tutor");
    const session = cookies(signedIn).find((cookie) => cookie.startsWith("sid="))!;
    const hint = cookies(signedIn).find((cookie) => cookie.startsWith("has_session="));
    expect(session).toMatch(/HttpOnly/i);
    expect(hint).toMatch(/^has_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    // It grants nothing: without the session cookie the hint is nobody.
    expect((await getUser(t, "has_session=1")).statusCode).toBe(401);

    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: `${session.split(";")[0]}; has_session=1` },
    });
    expect(out.statusCode).toBe(200);
    expect(cookies(out).find((cookie) => cookie.startsWith("has_session="))).toMatch(/^has_session=;/);
  });

  it("is given by GET /api/user to a session that began without it, and only then", async () => {
    const tutor = await t.asRole("tutor");
    const without = await getUser(t, tutor.cookie);
    expect(without.statusCode).toBe(200);
    expect(cookies(without).find((cookie) => cookie.startsWith("has_session="))).toMatch(/^has_session=1;/);
    const withHint = await getUser(t, `${tutor.cookie}; has_session=1`);
    expect(withHint.statusCode).toBe(200);
    expect(withHint.headers["set-cookie"]).toBeUndefined();
  });
});

describe("session lifetime", () => {
  it("sets a cookie that lasts at most 30 days", async () => {
    const { user, password } = await t.createUser("tutor");
    const response = await login(t, user.username, password, "tutor");
    expect(String(response.headers["set-cookie"])).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it("ends a session idle for more than 14 days", async () => {
    const tutor = await t.asRole("tutor");
    const [session] = await t.db.select().from(loginSessions).where(eq(loginSessions.userId, tutor.user.id));
    await t.db
      .update(loginSessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * DAY) })
      .where(eq(loginSessions.id, session!.id));
    expect((await getUser(t, tutor.cookie)).statusCode).toBe(200);
    await t.db
      .update(loginSessions)
      .set({ lastSeenAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(loginSessions.id, session!.id));
    // The session is cached by now: a write behind the app's back announces itself, as every writer does.
    await announceSessionChange(t.db, { kind: "session", sessionId: session!.id });
    expectError(await userOnceRefused(tutor.cookie), 401, "Not signed in");
  });

  it("ends a session 30 days after sign-in however active it is", async () => {
    const tutor = await t.asRole("tutor");
    await t.db
      .update(loginSessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(loginSessions.userId, tutor.user.id));
    expectError(await getUser(t, tutor.cookie), 401, "Not signed in");
  });

  it("stores only a digest of the cookie's token", async () => {
    const tutor = await t.asRole("tutor");
    const token = tutor.cookie.slice("sid=".length);
    const rows = await t.db.select().from(loginSessions).where(eq(loginSessions.userId, tutor.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(rows[0]?.id).toBe(digestToken(token));
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const behindProxy = await createTestApp({
      trustProxy: ["127.0.0.1"],
      appUrl: "https://tuition.example.org",
    });
    try {
      const { user, password } = await behindProxy.createUser("tutor");
      const response = await behindProxy.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { username: user.username, password, role: "tutor" },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"])).toContain("Secure");
    } finally {
      await behindProxy.close();
    }
  });

  it("marks the cookie Secure when the public address is HTTPS, even behind an untrusted proxy", async () => {
    const https = await createTestApp({ appUrl: "https://tuition.example.org" });
    try {
      const { user, password } = await https.createUser("tutor");
      const response = await https.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password, role: "tutor" },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"])).toContain("Secure");
    } finally {
      await https.close();
    }
    // Plain HTTP with an HTTP address (local installs) keeps a cookie the browser will store.
    const { user, password } = await t.createUser("tutor");
    const local = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password, role: "tutor" },
    });
    expect(String(local.headers["set-cookie"])).not.toContain("Secure");
  });
});

describe("temporary passwords (mustChangePassword)", () => {
  it("reports mustChangePassword and allows only the current user, logout and change-password", async () => {
    const pending = await t.asRole("tutor", { mustChangePassword: true });
    const me = await getUser(t, pending.cookie);
    expect(me.statusCode).toBe(200);
    expect(currentUserSchema.parse(me.json()).mustChangePassword).toBe(true);

    const changed = await post(
      t,
      "/api/change-password",
      { currentPassword: pending.password, newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" },
      pending.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(currentUserSchema.parse(changed.json()).mustChangePassword).toBe(false);
    expect(currentUserSchema.parse((await getUser(t, pending.cookie)).json()).mustChangePassword).toBe(false);
  });

  it("refuses other signed-in calls with 403 until the password is changed", async () => {
    const pending = await t.asRole("admin", { mustChangePassword: true });
    const companiesList = () =>
      t.app.inject({ method: "GET", url: "/api/admin/companies", headers: { cookie: pending.cookie } });
    expectError(await companiesList(), 403, PASSWORD_CHANGE_REQUIRED);

    const changed = await post(
      t,
      "/api/change-password",
      { currentPassword: pending.password, newPassword: "admin-chosen-1", confirmPassword: "admin-chosen-1" },
      pending.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await companiesList()).statusCode).toBe(200);
  });

  it("refuses public calls too until the password is changed", async () => {
    const pending = await t.asRole("parent", { mustChangePassword: true });
    const codeLookup = (cookie?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/registration-codes/ABCDEFGH",
        headers: cookie ? { cookie } : {},
      });
    expectError(await codeLookup(pending.cookie), 403, PASSWORD_CHANGE_REQUIRED);
    expectError(
      await post(t, "/api/recover-username", { email: "someone@example.com" }, pending.cookie),
      403,
      PASSWORD_CHANGE_REQUIRED,
    );
    expect((await codeLookup()).statusCode).toBe(404);
  });

  it("lets an account with a temporary password log out", async () => {
    const pending = await t.asRole("tutor", { mustChangePassword: true });
    expect((await post(t, "/api/logout", undefined, pending.cookie)).statusCode).toBe(200);
    expectError(await getUser(t, pending.cookie), 401, "Not signed in");
  });
});
