/**
 * The count of places held (`company_places`, kept by triggers on `users`, migration 0024) stays exactly
 * the count of the company's family accounts with no leaving date, whatever path changes them: a
 * registration, a SCIM creation, a bulk generation, a leaver today or at a later date, its undo, the date
 * coming, an account deleted, moved to another company, its role changed, and the company deleted. After
 * every step the kept count is checked against a count of the accounts, and the admin's company card
 * (`places.used`, the kept count and the leaving dates still to come) against a count of the accounts that
 * hold a place by `holdsPlace`. Runs on PGlite and, as a routes test, on PostgreSQL.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_PLACES_LEFT } from "#shared/schemas/places.ts";
import { createRegistrationCode, expectError, post, registration } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { companies } from "../companies/companies.table.ts";
import { londonDay } from "../leavers/leavers.service.ts";
import { holdsPlace } from "./places.repository.ts";
import { companyPlaces, users } from "./users.table.ts";

const t = setupTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The kept count, and the count it stands for, read afresh. */
async function keptAndCounted(companyId: number) {
  const [kept] = await t.db
    .select({ used: companyPlaces.used })
    .from(companyPlaces)
    .where(eq(companyPlaces.companyId, companyId));
  const [counted] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, "parent"), sql`${users.leftAt} is null`));
  return { kept: kept?.used ?? 0, counted: counted!.n };
}

/** Checks the kept count and the admin's card against the accounts; the places used. */
async function expectExact(admin: SignedInUser, companyId: number) {
  const { kept, counted } = await keptAndCounted(companyId);
  expect(kept).toBe(counted);
  const [holding] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), holdsPlace));
  const listed = await admin.inject({ method: "GET", url: "/api/admin/companies" });
  const card = listed.json().find((row: { id: number }) => row.id === companyId);
  expect(card.places.used).toBe(holding!.n);
  return card.places.used as number;
}

async function scimToken(admin: SignedInUser, companyId: number) {
  const response = await admin.inject({
    method: "POST",
    url: `/api/admin/companies/${companyId}/scim-tokens`,
    payload: { label: "HR system" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { token: string }).token;
}

function scimCreate(token: string, email: string) {
  return t.app.inject({
    method: "POST",
    url: "/scim/v2/Users",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/scim+json" },
    payload: JSON.stringify({
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: email,
      name: { givenName: "Sam", familyName: "Count" },
      active: true,
    }),
  });
}

describe("the count of places held", () => {
  it("stays exact through every path that adds, removes or moves a family account", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ placesPurchased: 20 });
    const other = await t.createCompany({ placesPurchased: 20 });
    expect(await expectExact(admin, company.id)).toBe(0);

    // Registration by code, SCIM and bulk generation.
    const code = await createRegistrationCode(t, { companyId: company.id });
    const registered = await post(t, "/api/register", registration({ code: code.code }));
    expect(registered.statusCode, registered.body).toBe(201);
    const token = await scimToken(admin, company.id);
    const created = await scimCreate(token, "sam.count@count.example");
    expect(created.statusCode, created.body).toBe(201);
    const generated = await admin.inject({
      method: "POST",
      url: "/api/admin/generate-bulk-accounts",
      payload: { companyId: company.id, count: 3 },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(await expectExact(admin, company.id)).toBe(5);

    // A leaver today frees the place; one at a later date holds it until then, and its undo keeps it.
    const ids = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, company.id), eq(users.role, "parent")))
        .orderBy(users.id)
    ).map((row) => row.id);
    const [today, later, deleted, moved, retitled] = ids as [number, number, number, number, number];
    const leave = (userIds: number[], leftAt: string) =>
      admin.inject({
        method: "POST",
        url: `/api/admin/companies/${company.id}/leavers`,
        payload: { userIds, leftAt },
      });
    expect((await leave([today], londonDay(new Date()))).statusCode).toBe(200);
    expect(await expectExact(admin, company.id)).toBe(4);
    const inAWeek = londonDay(new Date(Date.now() + 7 * DAY_MS));
    expect((await leave([later], inAWeek)).statusCode).toBe(200);
    expect(await expectExact(admin, company.id)).toBe(4);
    const undone = await admin.inject({
      method: "DELETE",
      url: `/api/admin/companies/${company.id}/leavers/${later}`,
    });
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await expectExact(admin, company.id)).toBe(4);
    // The date coming (here: set in the past) frees the place without the count changing.
    expect((await leave([later], inAWeek)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ leftAt: new Date(Date.now() - DAY_MS) })
      .where(eq(users.id, later));
    expect(await expectExact(admin, company.id)).toBe(3);

    // Deleted, moved to another company, made a tutor: each leaves the count; moved back, it returns.
    await t.db.delete(users).where(eq(users.id, deleted));
    expect(await expectExact(admin, company.id)).toBe(2);
    await t.db.update(users).set({ companyId: other.id }).where(eq(users.id, moved));
    expect(await expectExact(admin, company.id)).toBe(1);
    expect(await expectExact(admin, other.id)).toBe(1);
    await t.db.update(users).set({ role: "tutor" }).where(eq(users.id, retitled));
    expect(await expectExact(admin, company.id)).toBe(0);
    await t.db.update(users).set({ role: "parent", companyId: company.id }).where(eq(users.id, moved));
    expect(await expectExact(admin, company.id)).toBe(1);
    expect(await expectExact(admin, other.id)).toBe(0);

    // A family deleting its own account.
    const family = await t.asRole("parent", { companyId: company.id });
    expect(await expectExact(admin, company.id)).toBe(2);
    const erased = await family.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: family.password, confirmation: "DELETE" },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await expectExact(admin, company.id)).toBe(1);

    // The company deleted: its accounts leave it, and its count goes with it.
    await t.db.delete(companies).where(eq(companies.id, company.id));
    const { kept } = await keptAndCounted(company.id);
    expect(kept).toBe(0);
    const [orphans] = await t.db
      .select({ n: count() })
      .from(companyPlaces)
      .where(eq(companyPlaces.companyId, company.id));
    expect(orphans!.n).toBe(0);
  });

  it("lets exactly 3 of 8 simultaneous SCIM creations take 3 free places", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ placesPurchased: 3 });
    const token = await scimToken(admin, company.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => scimCreate(token, `rush.${i}@count.example`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().detail).toBe(NO_PLACES_LEFT);
    }
    expect(await expectExact(admin, company.id)).toBe(3);
    // A registration next finds the company full too.
    const code = await createRegistrationCode(t, { companyId: company.id });
    expectError(await post(t, "/api/register", registration({ code: code.code })), 409, NO_PLACES_LEFT);
  });
});
