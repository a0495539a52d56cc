import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "#shared/schemas/auth.ts";
import { errorOf, post, sessionCookie } from "../../test/api-helpers.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

const minute = 60_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerIp: { max: 6, timeWindow: minute },
      loginPerUsername: { max: 3, timeWindow: minute },
      loginPerUsernameAllIps: { max: 5, timeWindow: minute },
      recovery: { max: 2, timeWindow: minute },
      register: { max: 2, timeWindow: minute },
      publicForm: { max: 2, timeWindow: minute },
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** A new tutor signed in from its own address, so the per-address sign-in budget of earlier tests is untouched. */
async function signedInFromAnotherAddress(remoteAddress: string) {
  const { user, password } = await t.createUser("tutor");
  const login = await t.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress,
    payload: { username: user.username, password, role: "tutor" },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = sessionCookie(login);
  return {
    user,
    password,
    inject: (options: { method: "POST"; url: string; payload: object }) =>
      t.app.inject({ ...options, headers: { cookie } }),
  };
}

function expectLimited(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorOf(response).message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

describe("rate limits", () => {
  it("limits sign-in attempts per username with 429 and Retry-After, even with the right password", async () => {
    const { user, password } = await t.createUser("tutor");
    for (let i = 0; i < 3; i++) {
      const response = await post(t, "/api/login", {
        username: user.username,
        password: "wrong-pass",
        role: "tutor",
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe(INVALID_CREDENTIALS);
    }
    // The same username in another letter case counts against the same limit.
    expectLimited(
      await post(t, "/api/login", { username: user.username.toUpperCase(), password, role: "tutor" }),
    );
  });

  it("limits sign-in attempts per address across usernames", async () => {
    // The previous test made four attempts from this address (the fourth refused per username, but
    // counted per address); two more reach the per-address limit of six.
    for (let i = 0; i < 2; i++) {
      const response = await post(t, "/api/login", { username: `someone${i}`, password: "wrong-pass" });
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await post(t, "/api/login", { username: "someone-else", password: "wrong-pass" }));
  });

  it("keeps one address's failures from locking others out of a username, but limits all addresses together", async () => {
    const { user, password } = await t.createUser("tutor");
    const login = (remoteAddress: string, attempt: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress,
        payload: { username: user.username, password: attempt, role: "tutor" },
      });
    for (let i = 0; i < 3; i++) expect((await login("10.0.1.1", "wrong-pass")).statusCode).toBe(401);
    // Refused attempts from that address do not count towards the limit across addresses.
    for (let i = 0; i < 3; i++) expectLimited(await login("10.0.1.1", password));
    // The account's owner, elsewhere, still signs in.
    expect((await login("10.0.1.2", password)).statusCode).toBe(200);
    // Five failures across addresses (three from 10.0.1.1, one each from .3 and .5; the owner's sign-in
    // is not counted, decision 051) use up the looser limit: the next attempt is refused from any address
    // it has not signed in from, even with the right password.
    expect((await login("10.0.1.3", "wrong-pass")).statusCode).toBe(401);
    expect((await login("10.0.1.5", "wrong-pass")).statusCode).toBe(401);
    expectLimited(await login("10.0.1.4", password));
  });

  it("limits registration code look-ups, with a budget of their own", async () => {
    const lookUp = () => t.app.inject({ method: "GET", url: "/api/registration-codes/NOSUCHCODE" });
    for (let i = 0; i < 2; i++) expect((await lookUp()).statusCode).toBe(404);
    expectLimited(await lookUp());
  });

  it("limits username recovery and password reset requests", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await post(t, "/api/recover-username", { email: "x@example.org" })).statusCode).toBe(200);
      expect((await post(t, "/api/reset-password", { username: "nobody" })).statusCode).toBe(200);
    }
    expectLimited(await post(t, "/api/recover-username", { email: "x@example.org" }));
    expectLimited(await post(t, "/api/reset-password", { username: "nobody" }));
  });

  it("limits reset confirmations, registrations and invitation checks", async () => {
    const confirm = { token: "made-up", password: "a-new-password", confirmPassword: "a-new-password" };
    for (let i = 0; i < 2; i++) {
      expect((await post(t, "/api/reset-password/confirm", confirm)).statusCode).toBe(400);
      expect((await post(t, "/api/validate-invite-token", { token: "made-up" })).statusCode).toBe(400);
    }
    expectLimited(await post(t, "/api/reset-password/confirm", confirm));
    expectLimited(await post(t, "/api/validate-invite-token", { token: "made-up" }));

    const register = {
      fullName: "Rate Limited",
      email: "limited@example.org",
      username: "limited",
      password: "secret-pass",
      confirmPassword: "secret-pass",
      code: "NOSUCHCODE",
    };
    for (let i = 0; i < 2; i++) expect((await post(t, "/api/register", register)).statusCode).toBe(400);
    expectLimited(await post(t, "/api/register", register));
  });

  it("limits current-password guesses through a signed-in session per account", async () => {
    const tutor = await signedInFromAnotherAddress("10.0.0.21");
    const guess = {
      currentPassword: "a-guess-1",
      newPassword: "changed-pass-1",
      confirmPassword: "changed-pass-1",
    };
    for (let i = 0; i < 3; i++) {
      const response = await tutor.inject({ method: "POST", url: "/api/change-password", payload: guess });
      expect(response.statusCode).toBe(400);
    }
    expectLimited(
      await tutor.inject({
        method: "POST",
        url: "/api/change-password",
        payload: { ...guess, currentPassword: tutor.password },
      }),
    );
    // Another account is not affected.
    const other = await signedInFromAnotherAddress("10.0.0.22");
    const response = await other.inject({
      method: "POST",
      url: "/api/change-password",
      payload: { ...guess, currentPassword: other.password },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
