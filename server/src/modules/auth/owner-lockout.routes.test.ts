/**
 * Guessing at an account from many addresses must not lock its owner out: once the
 * all-address budget of a username is spent, addresses it signed in from before still get through, and the
 * sign-in history holds each attempt that named the account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "#shared/schemas/auth.ts";
import { expectError } from "../../test/api-helpers.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { createSignInEventsRepository } from "./sign-in-events.repository.ts";

const minute = 60_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerIp: { max: 100, timeWindow: minute },
      loginPerUsername: { max: 3, timeWindow: minute },
      loginPerUsernameAllIps: { max: 5, timeWindow: minute },
      recovery: { max: 5, timeWindow: minute },
      register: { max: 20, timeWindow: minute },
      publicForm: { max: 10, timeWindow: minute },
    },
  });
});
afterAll(async () => {
  await t.close();
});

function signIn(username: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress,
    headers: { "user-agent": "Lockout test" },
    payload: { username, password, role: "tutor" },
  });
}

async function historyOf(userId: number) {
  await t.app.deps.mailer.flush();
  // The history is written after the answer; give the write a moment to land.
  for (let i = 0; i < 50; i++) {
    const rows = await createSignInEventsRepository(t.db).listFor(userId);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe("the owner is not locked out", () => {
  it("keeps signing in from a known address while guesses from many addresses are refused with 429", async () => {
    const { user, password } = await t.createUser("tutor");
    expect((await signIn(user.username, password, "192.0.2.10")).statusCode).toBe(200);
    await historyOf(user.id);

    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await signIn(user.username, "guess-guess", `198.51.100.${i + 1}`)).statusCode);
    // The budget of 5 holds 5 guesses: the owner's first sign-in took none of it (a success is not
    // counted, decision 051).
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // A new address is held back with everyone else…
    expect((await signIn(user.username, password, "203.0.113.99")).statusCode).toBe(429);
    // …but the owner's usual address is not.
    expect((await signIn(user.username, password, "192.0.2.10")).statusCode).toBe(200);
    expectError(await signIn(user.username, "still-guessing", "192.0.2.10"), 401, INVALID_CREDENTIALS);
  });

  it("records each attempt that names an account, with its outcome, address key and browser", async () => {
    const { user, password } = await t.createUser("tutor");
    expect((await signIn(user.username, "wrong-one", "2001:db8:5:6::9")).statusCode).toBe(401);
    expect((await signIn(user.username, password, "2001:db8:5:6::9")).statusCode).toBe(200);
    let history = await historyOf(user.id);
    // The history is written after the answer: wait for it (bounded: 100 tries 50 ms apart).
    for (let i = 0; i < 100 && history.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      history = await createSignInEventsRepository(t.db).listFor(user.id);
    }
    expect(history.map((event) => event.succeeded).sort()).toEqual([false, true]);
    expect(history.every((event) => event.addressKey === "2001:db8:5:6::/64")).toBe(true);
    expect(history.every((event) => event.userAgent === "Lockout test")).toBe(true);
  });
});
