/**
 * Two-factor sign-in for admins: set up with a secret and a code computed here from it,
 * sign in with the password then a code (wrong 401, each code once), recovery codes once each, turned
 * off with the password and a code; the secret is sealed at rest.
 */
import { and, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import {
  currentUserSchema,
  recoveryCodesSchema,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_SIGN_IN_EXPIRED,
  twoFactorSetupSchema,
} from "#shared/schemas/auth.ts";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { expectError, getUser, login, post } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import { signInEvents } from "./login-sessions.table.ts";

const t = setupTestApp();

function totp(secret: string) {
  return new OTPAuth.TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}
/** The code of the step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) =>
  totp(secret).generate({ timestamp: Date.now() + offset * 30_000 });

/** The `name=value` of a cookie the answer sets. */
function cookieOf(response: { headers: Record<string, unknown> }, name: string): string {
  const header = response.headers["set-cookie"];
  const all = (Array.isArray(header) ? header : [header]).filter(
    (value): value is string => typeof value === "string",
  );
  const found = all.find((value) => value.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found.split(";")[0]!;
}

async function storedUser(id: number) {
  return (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
}

/** An admin with two-factor on: its secret and recovery codes. */
async function adminWithTwoFactor(): Promise<{
  admin: SignedInUser;
  secret: string;
  /** The code that confirmed the set-up (already used). */
  confirmedWith: string;
  recoveryCodes: string[];
}> {
  const admin = await t.asRole("admin");
  const setup = await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = twoFactorSetupSchema.parse(setup.json());
  const confirmedWith = codeAt(secret);
  const confirm = await admin.inject({
    method: "POST",
    url: "/api/account/two-factor/confirm",
    payload: { code: confirmedWith },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return {
    admin,
    secret,
    confirmedWith,
    recoveryCodes: recoveryCodesSchema.parse(confirm.json()).recoveryCodes,
  };
}

/** The password step of an account with two-factor on: the pending cookie. */
async function passwordStep(admin: SignedInUser) {
  const response = await login(t, admin.user.username, admin.password, "admin");
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ twoFactorRequired: true });
  expect(response.headers["set-cookie"]?.toString()).not.toContain("sid=");
  const pending = cookieOf(response, "two_factor");
  expect(response.headers["set-cookie"]?.toString()).toMatch(/two_factor=[^;]+;.*HttpOnly/i);
  return pending;
}

const codeStep = (code: string, pending: string) => post(t, "/api/login/two-factor", { code }, pending);

describe("turning two-factor sign-in on", () => {
  it("gives a secret and otpauth address, then ten recovery codes once a code from it is confirmed", async () => {
    const admin = await t.asRole("admin");
    const setup = await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = twoFactorSetupSchema.parse(setup.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(admin.user.username));

    // Not on yet: the secret is pending, sealed, and sign-in still takes the password alone.
    const pendingRow = await storedUser(admin.user.id);
    expect(pendingRow.totpEnabledAt).toBeNull();
    expect(pendingRow.totpSecret).toMatch(/^v1\./);
    expect(pendingRow.totpSecret).not.toContain(secret);

    const wrong = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      payload: { code: codeAt(secret, 5) },
    });
    expectError(wrong, 400, TWO_FACTOR_CODE_INVALID);

    const confirm = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      payload: { code: codeAt(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(confirm.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const row = await storedUser(admin.user.id);
    expect(row.totpEnabledAt).not.toBeNull();
    // Neither the secret nor any recovery code is stored as it was shown.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect(row.totpRecoveryCodeHashes).toHaveLength(10);
    expect(row.totpRecoveryCodeHashes[0]).toMatch(/^[0-9a-f]{64}$/);

    const me = currentUserSchema.parse((await getUser(t, admin.cookie)).json());
    expect(me.twoFactorEnabled).toBe(true);

    const again = await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" });
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).code).toBe(TWO_FACTOR_ERROR_CODES.alreadyEnabled);
  });

  it("is for admins only, and confirming without a set-up is a 409", async () => {
    const tutor = await t.asRole("tutor");
    expect((await tutor.inject({ method: "POST", url: "/api/account/two-factor/setup" })).statusCode).toBe(
      403,
    );
    expect((await post(t, "/api/account/two-factor/setup")).statusCode).toBe(401);
    const admin = await t.asRole("admin");
    const confirm = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      payload: { code: "123456" },
    });
    expect(confirm.statusCode).toBe(409);
    const malformed = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      payload: { code: "12ab56" },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for a code after the password, and the code starts the session", async () => {
    const { admin, secret, confirmedWith } = await adminWithTwoFactor();
    const pending = await passwordStep(admin);
    // The pending cookie is not a session.
    expect((await getUser(t, pending)).statusCode).toBe(401);

    const wrong = await codeStep(codeAt(secret, 4), pending);
    expectError(wrong, 401, TWO_FACTOR_CODE_INVALID);

    // The code used to confirm the set-up (this step) cannot sign in again; the next step's can.
    expectError(await codeStep(confirmedWith, pending), 401, TWO_FACTOR_CODE_INVALID);
    const next = codeAt(secret, 1);
    const signedIn = await codeStep(next, pending);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(currentUserSchema.parse(signedIn.json())).toMatchObject({
      id: admin.user.id,
      twoFactorEnabled: true,
    });
    const session = cookieOf(signedIn, "sid");
    expect((await getUser(t, session)).statusCode).toBe(200);
    expect(signedIn.headers["set-cookie"]?.toString()).toMatch(/two_factor=;/);

    // Replayed: the same code refused on a new attempt.
    const pendingAgain = await passwordStep(admin);
    expectError(await codeStep(next, pendingAgain), 401, TWO_FACTOR_CODE_INVALID);
  });

  it("takes each recovery code once, whatever its case and spacing", async () => {
    const { admin, recoveryCodes } = await adminWithTwoFactor();
    const [first] = recoveryCodes as [string];
    const pending = await passwordStep(admin);
    const used = await codeStep(` ${first.toUpperCase()} `, pending);
    expect(used.statusCode, used.body).toBe(200);
    expect((await storedUser(admin.user.id)).totpRecoveryCodeHashes).toHaveLength(9);
    expectError(await codeStep(first, await passwordStep(admin)), 401, TWO_FACTOR_CODE_INVALID);
  });

  it("refuses the code step without a pending sign-in, or with a forged one", async () => {
    expectError(await codeStep("123456", ""), 401, TWO_FACTOR_SIGN_IN_EXPIRED);
    expectError(
      await codeStep("123456", "two_factor=v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
      401,
      TWO_FACTOR_SIGN_IN_EXPIRED,
    );
  });

  it("keeps a wrong password the usual refusal, with no hint that two-factor is on", async () => {
    const { admin } = await adminWithTwoFactor();
    const response = await login(t, admin.user.username, "not-the-password", "admin");
    expect(response.statusCode).toBe(401);
    expect(response.headers["set-cookie"]?.toString() ?? "").not.toContain("two_factor=");
  });

  it("limits guesses at the code per account from one address", async () => {
    const limited = await import("../../test/test-app.ts").then(({ createTestApp }) =>
      createTestApp({
        rateLimits: {
          ...t.app.deps.config.rateLimits,
          loginPerUsername: { max: 3, timeWindow: 60_000 },
        },
      }),
    );
    try {
      const admin = await limited.asRole("admin");
      const setup = twoFactorSetupSchema.parse(
        (await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" })).json(),
      );
      await admin.inject({
        method: "POST",
        url: "/api/account/two-factor/confirm",
        payload: { code: codeAt(setup.secret) },
      });
      const step = await limited.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: admin.user.username, password: admin.password, role: "admin" },
      });
      const pending = cookieOf(step, "two_factor");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/login/two-factor",
          payload: { code: "000000" },
          headers: { cookie: pending },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  /** An app whose code step allows 3 guesses per account and address, and `allAddresses` from every address. */
  async function appWithCodeLimits(allAddresses: number) {
    const { createTestApp } = await import("../../test/test-app.ts");
    const limited = await createTestApp({
      rateLimits: {
        ...t.app.deps.config.rateLimits,
        loginPerUsername: { max: 3, timeWindow: 60_000 },
        loginPerUsernameAllIps: { max: allAddresses, timeWindow: 60_000 },
      },
    });
    const admin = await limited.asRole("admin");
    const setup = twoFactorSetupSchema.parse(
      (await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" })).json(),
    );
    const confirm = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      payload: { code: codeAt(setup.secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    /** The password step from `address`: the pending cookie. */
    const passwordFrom = async (address: string) =>
      cookieOf(
        await limited.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: address,
          payload: { username: admin.user.username, password: admin.password, role: "admin" },
        }),
        "two_factor",
      );
    const codeFrom = (address: string, pending: string, code: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/login/two-factor",
        remoteAddress: address,
        payload: { code },
        headers: { cookie: pending },
      });
    const { recoveryCodes } = recoveryCodesSchema.parse(confirm.json());
    return { limited, admin, secret: setup.secret, recoveryCodes, passwordFrom, codeFrom };
  }

  it("counts code guesses per account and address: a stranger with the password cannot lock the admin out", async () => {
    const { limited, secret, passwordFrom, codeFrom } = await appWithCodeLimits(100);
    try {
      const stranger = "203.0.113.9";
      const strangersPending = await passwordFrom(stranger);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push((await codeFrom(stranger, strangersPending, "000000")).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // The admin, elsewhere, still signs in; the stranger stays refused even with the right code.
      const owner = "198.51.100.7";
      const signedIn = await codeFrom(owner, await passwordFrom(owner), codeAt(secret, 1));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect((await codeFrom(stranger, strangersPending, codeAt(secret, -1))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("bounds guesses spread over many addresses, but not at an address the admin signed in from", async () => {
    const { limited, admin, secret, recoveryCodes, passwordFrom, codeFrom } = await appWithCodeLimits(4);
    try {
      const owner = "198.51.100.7";
      expect((await codeFrom(owner, await passwordFrom(owner), codeAt(secret, 1))).statusCode).toBe(200);
      // The sign-in is recorded without holding up the answer: wait until the address counts as known.
      await expect
        .poll(
          async () =>
            (
              await limited.db
                .select()
                .from(signInEvents)
                .where(
                  and(
                    eq(signInEvents.userId, admin.user.id),
                    eq(signInEvents.addressKey, owner),
                    eq(signInEvents.succeeded, true),
                  ),
                )
            ).length,
        )
        .toBe(1);
      // One pending sign-in shared by five addresses, one guess each: the owner's sign-in (from an address
      // new then) took none of the 4 codes every address shares (a success is not counted, decision 051),
      // so the fifth guess is over it.
      const pending = await passwordFrom("203.0.113.1");
      const statuses: number[] = [];
      for (let host = 1; host <= 5; host++) {
        statuses.push((await codeFrom(`203.0.113.${host}`, pending, "000000")).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      // The owner's own address is not held back by it (the step's code is used: a recovery code signs in).
      const again = await codeFrom(owner, await passwordFrom(owner), recoveryCodes[0]!);
      expect(again.statusCode, again.body).toBe(200);
      // A new address, anyone's, is, until the window ends.
      expect((await codeFrom("192.0.2.50", pending, recoveryCodes[1]!)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("turning two-factor sign-in off", () => {
  it("takes the password and a code, then sign-in takes the password alone", async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const wrongPassword = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/disable",
      payload: { password: "not-the-password", code: codeAt(secret, 1) },
    });
    expectError(wrongPassword, 400, "Current password is incorrect");
    const wrongCode = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/disable",
      payload: { password: admin.password, code: codeAt(secret, 4) },
    });
    expectError(wrongCode, 400, TWO_FACTOR_CODE_INVALID);
    const off = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/disable",
      payload: { password: admin.password, code: codeAt(secret, 1) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(currentUserSchema.parse(off.json()).twoFactorEnabled).toBe(false);
    const row = await storedUser(admin.user.id);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpRecoveryCodeHashes: [] });
    const signIn = await login(t, admin.user.username, admin.password, "admin");
    expect(currentUserSchema.parse(signIn.json()).id).toBe(admin.user.id);
  });
});
