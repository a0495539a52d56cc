/**
 * A SCIM token stops with its company's access (decision 056 "Provisioning"): a company whose status is
 * not active, or whose subscription has ended, gets a SCIM 403 with a clear `detail` on every `/scim/v2`
 * call, discovery included; its tokens work again once its access is back.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { SCIM_MESSAGES } from "./scim.errors.ts";
import { expectScimError, makeToken, patchOp, scim, scimUser } from "./scim.test-support.ts";

const t = setupTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await t.asRole("admin");
});

/** Every kind of call an HR system makes, with the token; each answer's status. */
async function everyCall(token: string, employeeId: string) {
  const calls = [
    () => scim(t, token, "GET", "/Users"),
    () => scim(t, token, "GET", `/Users?filter=${encodeURIComponent('userName eq "x@stopped.example"')}`),
    () => scim(t, token, "POST", "/Users", scimUser(`new.${Date.now()}@stopped.example`)),
    () => scim(t, token, "GET", `/Users/${employeeId}`),
    () => scim(t, token, "PUT", `/Users/${employeeId}`, scimUser("kept@stopped.example")),
    () =>
      scim(
        t,
        token,
        "PATCH",
        `/Users/${employeeId}`,
        patchOp({ op: "replace", path: "displayName", value: "Changed" }),
      ),
    () => scim(t, token, "DELETE", `/Users/${employeeId}`),
    () => scim(t, token, "GET", "/ServiceProviderConfig"),
    () => scim(t, token, "GET", "/ResourceTypes"),
    () => scim(t, token, "GET", "/Schemas"),
  ];
  const answers = [];
  for (const call of calls) answers.push(await call());
  return answers;
}

describe("a SCIM token after its company's access has ended", () => {
  const cases = [
    ["inactive", { status: "inactive" as const }],
    ["past its subscription", { subscriptionEndDate: new Date(Date.now() - 86_400_000) }],
  ] as const;

  for (const [name, change] of cases) {
    it(`is refused on every call with a SCIM 403 when the company is ${name}`, async () => {
      const companyId = (await t.createCompany({ placesPurchased: 10 })).id;
      const { token } = await makeToken(admin, companyId);
      const created = await scim(t, token, "POST", "/Users", scimUser(`kept.${companyId}@stopped.example`));
      expect(created.statusCode, created.body).toBe(201);
      const employeeId = created.json<{ id: string }>().id;

      await t.db.update(companies).set(change).where(eq(companies.id, companyId));
      for (const answer of await everyCall(token, employeeId)) {
        expect(expectScimError(answer, 403).detail).toBe(SCIM_MESSAGES.accessEnded);
      }
      // Nothing was changed by the refused calls.
      await t.db
        .update(companies)
        .set({ status: "active", subscriptionEndDate: null })
        .where(eq(companies.id, companyId));
      const after = await scim(t, token, "GET", `/Users/${employeeId}`);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json()).toMatchObject({ displayName: "Jamie Rivers", active: true });
    });
  }

  it("a subscription that ends later still provisions", async () => {
    const companyId = (
      await t.createCompany({ placesPurchased: 10, subscriptionEndDate: new Date(Date.now() + 86_400_000) })
    ).id;
    const { token } = await makeToken(admin, companyId);
    expect((await scim(t, token, "GET", "/Users")).statusCode).toBe(200);
  });

  it("a pending company still provisions: the password sign-in lets its employees in, so its HR system too", async () => {
    const companyId = (await t.createCompany({ placesPurchased: 10, status: "pending" })).id;
    const { token } = await makeToken(admin, companyId);
    const created = await scim(t, token, "POST", "/Users", scimUser("early@pending.example"));
    expect(created.statusCode, created.body).toBe(201);
  });
});
