/**
 * Sign-in limits count failures only (DECISIONS.md "Sign-in limits count failures",
 * decision 051), at the product's own limits: 30 attempts per address, 10 per account from one address and
 * 100 per account from every address, each per 15 minutes. Successful sign-ins take nothing from them — an
 * office of 200 behind one address signs in on launch day — and failures still meet 429 at the same counts.
 */
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS, recoveryCodesSchema, twoFactorSetupSchema } from "#shared/schemas/auth.ts";
import { defaultRateLimits } from "../../context.ts";
import { hashGeneratedPassword } from "../../lib/password.ts";
import { errorOf } from "../../test/api-helpers.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";

const PASSWORD = "office-launch-1";

let t: TestContext;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: defaultRateLimits });
  // Generated passwords, as an employer's bulk accounts have: their light hash keeps 200 sign-ins quick.
  passwordHash = await hashGeneratedPassword(PASSWORD);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** `count` family accounts with one generated password (hashed once: the test is about the limits). */
async function families(count: number) {
  const prefix = `office${++counter}`;
  return t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}-${i}`,
        email: `${prefix}-${i}@employer.example`,
        fullName: `Employee ${i}`,
        role: "parent" as const,
        passwordHash,
        isActivated: true,
      })),
    )
    .returning();
}

function signIn(username: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress,
    payload: { username, password, role: "student" },
  });
}

function expectLimited(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorOf(response).message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

describe("successful sign-ins are not counted", () => {
  it("signs in 200 accounts from one address in a row, and the address still has its 30 failures", async () => {
    const office = "203.0.113.10";
    const staff = await families(200);
    const statuses: number[] = [];
    for (const person of staff) statuses.push((await signIn(person.username, PASSWORD, office)).statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Failures are counted as before: the address's 31st failed attempt in the window is refused.
    for (let i = 0; i < 30; i++) {
      const wrong = await signIn(`nobody-${i}`, "wrong-password", office);
      expect(wrong.statusCode, `failure ${i + 1}`).toBe(401);
      expect(errorOf(wrong).message).toBe(INVALID_CREDENTIALS);
    }
    expectLimited(await signIn(staff[0]!.username, PASSWORD, office));
    // Another address is not held back.
    expect((await signIn(staff[1]!.username, PASSWORD, "203.0.113.11")).statusCode).toBe(200);
  }, 300_000);

  it("signs one account in 20 times in a row, and its 10 failures from the address still lock as before", async () => {
    const [person] = await families(1);
    const address = "198.51.100.20";
    for (let i = 0; i < 20; i++) {
      expect((await signIn(person!.username, PASSWORD, address)).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      expect((await signIn(person!.username, "wrong-password", address)).statusCode).toBe(401);
    }
    // The 11th attempt is refused, even with the right password.
    expectLimited(await signIn(person!.username, PASSWORD, address));
  });

  it("signs one account in from more new addresses than its all-address limit, which failures still meet", async () => {
    // The all-address limit at 5 (the product's is 100), so the test stays short.
    const few = await createTestApp({
      rateLimits: { ...defaultRateLimits, loginPerUsernameAllIps: { max: 5, timeWindow: 60_000 } },
    });
    try {
      const { user, password } = await few.createUser("parent");
      const from = (address: string, attempt: string) =>
        few.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: address,
          payload: { username: user.username, password: attempt, role: "student" },
        });
      for (let i = 1; i <= 8; i++) expect((await from(`10.20.0.${i}`, password)).statusCode).toBe(200);
      // Five failures from addresses it never signed in from, then the sixth attempt from a new one is refused.
      for (let i = 1; i <= 5; i++)
        expect((await from(`10.30.0.${i}`, "wrong-password")).statusCode).toBe(401);
      expectLimited(await from("10.40.0.1", password));
      // An address it signed in from is not held back.
      expect((await from("10.20.0.1", password)).statusCode).toBe(200);
    } finally {
      await few.close();
    }
  });

  it("counts only the failures when failures and successes come mixed", async () => {
    const staff = await families(10);
    const address = "192.0.2.77";
    // 29 failures, then ten successes, then one more failure: the 30th. The 31st attempt is refused.
    for (let i = 0; i < 29; i++) {
      expect((await signIn(`ghost-${i}`, "wrong-password", address)).statusCode).toBe(401);
    }
    for (const person of staff)
      expect((await signIn(person.username, PASSWORD, address)).statusCode).toBe(200);
    expect((await signIn("ghost-last", "wrong-password", address)).statusCode).toBe(401);
    expectLimited(await signIn(staff[0]!.username, PASSWORD, address));
  });
});

describe("the two-factor code step counts failures only too", () => {
  it("lets an admin sign in with a code more often than the code limits allow guesses, and still counts guesses", async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...defaultRateLimits,
        loginPerIp: { max: 3, timeWindow: 60_000 },
        loginPerUsername: { max: 3, timeWindow: 60_000 },
        loginPerUsernameAllIps: { max: 3, timeWindow: 60_000 },
      },
    });
    try {
      const admin = await limited.asRole("admin");
      const setup = twoFactorSetupSchema.parse(
        (await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" })).json(),
      );
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret) });
      const confirm = await admin.inject({
        method: "POST",
        url: "/api/account/two-factor/confirm",
        payload: { code: totp.generate() },
      });
      const { recoveryCodes } = recoveryCodesSchema.parse(confirm.json());
      const address = "192.0.2.90";
      const passwordStep = async () => {
        const step = await limited.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: address,
          payload: { username: admin.user.username, password: admin.password, role: "admin" },
        });
        expect(step.statusCode, step.body).toBe(200);
        const cookie = String(step.headers["set-cookie"]).match(/two_factor=[^;]+/)?.[0];
        expect(cookie).toBeDefined();
        return cookie!;
      };
      const code = (pending: string, value: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/login/two-factor",
          remoteAddress: address,
          payload: { code: value },
          headers: { cookie: pending },
        });
      // Five sign-ins, each with a password and a recovery code: more than any of the three limits of 3.
      for (let i = 0; i < 5; i++) {
        const signedIn = await code(await passwordStep(), recoveryCodes[i]!);
        expect(signedIn.statusCode, `sign-in ${i + 1}: ${signedIn.body}`).toBe(200);
      }
      // Guesses at the code are counted as before: three wrong, then the fourth attempt is refused.
      const pending = await passwordStep();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await code(pending, "000000")).statusCode);
      expect(statuses).toEqual([401, 401, 401]);
      expect((await code(pending, recoveryCodes[5]!)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
