/**
 * REQUIRE_ADMIN_TWO_FACTOR: an admin without two-factor sign-in reaches only the calls
 * that turn it on (403 TWO_FACTOR_SETUP_REQUIRED elsewhere) until it is on; tutors and families are not held.
 */
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import {
  currentUserSchema,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_SETUP_REQUIRED,
  twoFactorSetupSchema,
} from "#shared/schemas/auth.ts";
import { errorOf, expectError, getUser } from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp({ requireAdminTwoFactor: true });

describe("an install that requires two-factor sign-in for admins", () => {
  it("holds an admin without it to the set-up, then lets it through once it is on", async () => {
    const admin = await t.asRole("admin");
    const me = currentUserSchema.parse((await getUser(t, admin.cookie)).json());
    expect(me).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });

    const blocked = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    expectError(blocked, 403, TWO_FACTOR_SETUP_REQUIRED);
    expect(errorOf(blocked).code).toBe(TWO_FACTOR_ERROR_CODES.setupRequired);

    const setup = await admin.inject({ method: "POST", url: "/api/account/two-factor/setup" });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = twoFactorSetupSchema.parse(setup.json());
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    const confirm = await admin.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      payload: { code },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    expect((await admin.inject({ method: "GET", url: "/api/admin/companies" })).statusCode).toBe(200);
    const after = currentUserSchema.parse((await getUser(t, admin.cookie)).json());
    expect(after).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
  });

  it("lets the admin sign out while held", async () => {
    const admin = await t.asRole("admin");
    expect((await admin.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(200);
  });

  it("does not hold tutors or families", async () => {
    const tutor = await t.asRole("tutor");
    const family = await t.asRole("parent");
    expect(currentUserSchema.parse((await getUser(t, tutor.cookie)).json()).twoFactorSetupRequired).toBe(
      false,
    );
    expect((await tutor.inject({ method: "GET", url: "/api/students" })).statusCode).toBe(200);
    expect((await family.inject({ method: "GET", url: "/api/family/children" })).statusCode).toBe(200);
  });
});
