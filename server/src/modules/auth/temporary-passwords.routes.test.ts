/**
 * Temporary passwords expire after 7 days: the right one then answers a clear 401 asking
 * for new sign-in details (a wrong one still the usual 401), and an admin issues new ones — for a company's
 * waiting accounts at once, or for one teacher — which start seven new days and end the old password.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS, TEMPORARY_PASSWORD_EXPIRED } from "#shared/schemas/auth.ts";
import { generateBulkAccountsResponseSchema } from "#shared/schemas/employee-accounts.ts";
import { tutorSchema, tutorTemporaryPasswordSchema } from "#shared/schemas/tutors.ts";
import { users } from "../../db/schema.ts";
import { expectError, login, passwordChange } from "../../test/api-helpers.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin } = setupAdminTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function ageAccount(username: string, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await t.db
    .update(users)
    .set({ createdAt: at, passwordChangedAt: null })
    .where(eq(users.username, username));
}

async function generatedAccounts(companyName: string, count: number) {
  const company = await t.createCompany({ name: companyName });
  const response = await admin.inject({
    method: "POST",
    url: "/api/admin/generate-bulk-accounts",
    payload: { companyId: company.id, count },
  });
  expect(response.statusCode).toBe(201);
  return { company, credentials: generateBulkAccountsResponseSchema.parse(response.json()).credentials };
}

describe("temporary passwords", () => {
  it("work for 7 days, then the right one answers the expiry message and a wrong one the usual refusal", async () => {
    const { credentials } = await generatedAccounts("Expiry Ltd", 2);
    const [fresh, old] = credentials as [(typeof credentials)[0], (typeof credentials)[0]];
    await ageAccount(fresh.username, 6);
    await ageAccount(old.username, 8);
    expect((await login(t, fresh.username, fresh.password, "student")).statusCode).toBe(200);
    expectError(await login(t, old.username, old.password, "student"), 401, TEMPORARY_PASSWORD_EXPIRED);
    expectError(await login(t, old.username, "not-the-password", "student"), 401, INVALID_CREDENTIALS);
  });

  it("are issued anew for a company's waiting accounts, ending the old ones, and leave activated accounts alone", async () => {
    const { company, credentials } = await generatedAccounts("Reissue Ltd", 2);
    const [waiting, activated] = credentials as [(typeof credentials)[0], (typeof credentials)[0]];
    // One employee signs in and chooses a password.
    const cookie = await t.signIn(activated.username, activated.password, "student");
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: { cookie },
      payload: passwordChange(activated.password),
    });
    expect(changed.statusCode).toBe(200);
    await ageAccount(waiting.username, 9);

    const response = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${company.id}/temporary-passwords`,
    });
    expect(response.statusCode).toBe(200);
    const reissued = generateBulkAccountsResponseSchema.parse(response.json());
    expect(reissued.credentials.map((credential) => credential.username)).toEqual([waiting.username]);
    const renewed = reissued.credentials[0]!;
    expect(renewed.password).not.toBe(waiting.password);
    expectError(await login(t, waiting.username, waiting.password, "student"), 401, INVALID_CREDENTIALS);
    const signedIn = await login(t, waiting.username, renewed.password, "student");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().mustChangePassword).toBe(true);
    expect((await login(t, activated.username, "changed-pass-1", "student")).statusCode).toBe(200);
  });

  it("are issued anew for one teacher who has not signed in yet; 409 once the teacher chose a password", async () => {
    const created = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: {
        fullName: "Tara Temp",
        email: "tara.temp@example.org",
        username: "tara-temp",
        password: "first-temp-1",
        subjects: ["Mathematics"],
        qualifications: "PGCE",
        bio: "Teaches maths.",
        yearsExperience: "6-10",
        sendInvite: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tutor = tutorSchema.parse(created.json());
    expect(tutor.awaitingFirstSignIn).toBe(true);
    await ageAccount(tutor.username, 10);
    expectError(await login(t, tutor.username, "first-temp-1", "tutor"), 401, TEMPORARY_PASSWORD_EXPIRED);

    const reissued = await admin.inject({
      method: "POST",
      url: `/api/admin/tutors/${tutor.id}/temporary-password`,
    });
    expect(reissued.statusCode).toBe(200);
    const { password } = tutorTemporaryPasswordSchema.parse(reissued.json());
    const cookie = await t.signIn(tutor.username, password, "tutor");
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: { cookie },
      payload: passwordChange(password),
    });
    expect(changed.statusCode).toBe(200);
    const again = await admin.inject({
      method: "POST",
      url: `/api/admin/tutors/${tutor.id}/temporary-password`,
    });
    expectError(again, 409, "This teacher has already chosen their own password.");
    expect(
      (await admin.inject({ method: "POST", url: "/api/admin/tutors/999999/temporary-password" })).statusCode,
    ).toBe(404);
  });

  it("are issued by admins only", async () => {
    const family = await t.asRole("parent");
    const tutor = await t.asRole("tutor");
    for (const caller of [family, tutor]) {
      expect(
        (await caller.inject({ method: "POST", url: "/api/admin/companies/1/temporary-passwords" }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await caller.inject({
            method: "POST",
            url: `/api/admin/tutors/${tutor.user.id}/temporary-password`,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/companies/1/temporary-passwords" })).statusCode,
    ).toBe(401);
  });
});
