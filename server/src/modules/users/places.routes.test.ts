/**
 * A company's places are enforced everywhere an account is made (DECISIONS.md "Employers:
 * places, leavers, HR managers"): simultaneous registrations by code or invite never make more family
 * accounts than places are free, a bulk upload or generation asking for more is refused whole, and a
 * leaver's place is taken by the next registration. Runs on PGlite and, as a routes test, on PostgreSQL.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_PLACES_LEFT, onlyPlacesLeft } from "#shared/schemas/places.ts";
import {
  createInvitation,
  createRegistrationCode,
  expectError,
  post,
  registration,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { londonDay } from "../leavers/leavers.service.ts";
import { users } from "./users.table.ts";

const t = setupTestApp();

async function familiesOf(companyId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, "parent")));
  return row!.n;
}

describe("registrations under simultaneous load", () => {
  it("makes exactly 3 accounts of 8 simultaneous registrations by code on 3 free places", async () => {
    const company = await t.createCompany({ placesPurchased: 3 });
    const code = await createRegistrationCode(t, { companyId: company.id });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t, "/api/register", registration({ code: code.code }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expectError(refused, 409, NO_PLACES_LEFT);
    }
    expect(await familiesOf(company.id)).toBe(3);
  });

  it("refuses invitations beyond the free places, leaving the refused invitations unused", async () => {
    const company = await t.createCompany({ placesPurchased: 2 });
    const invitations = await Promise.all(
      Array.from({ length: 4 }, () => createInvitation(t, { companyId: company.id })),
    );
    const answers = await Promise.all(
      invitations.map((invitation) => post(t, "/api/register", registration({ token: invitation.token }))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) expectError(answer, 409, NO_PLACES_LEFT);
    expect(await familiesOf(company.id)).toBe(2);
  });

  it("does not limit a company without places purchased", async () => {
    const company = await t.createCompany({ placesPurchased: null });
    const code = await createRegistrationCode(t, { companyId: company.id });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(t, "/api/register", registration({ code: code.code }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
  });
});

describe("bulk creation over the free places", () => {
  const rows = (count: number, domain: string) =>
    Array.from({ length: count }, (_, i) => ({ fullName: `Person ${i + 1}`, email: `p${i + 1}@${domain}` }));

  it("refuses a bulk upload of more family accounts than places are free, whole", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ placesPurchased: 3 });
    await t.createUser("parent", { companyId: company.id });
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/bulk-upload-employees",
      payload: { companyId: company.id, employees: rows(3, "over.example"), role: "student" },
    });
    expectError(response, 409, onlyPlacesLeft(2));
    expect(await familiesOf(company.id)).toBe(1);
    // As many as are free are made; tutors hold no place.
    const fits = await admin.inject({
      method: "POST",
      url: "/api/admin/bulk-upload-employees",
      payload: { companyId: company.id, employees: rows(2, "fits.example"), role: "student" },
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await familiesOf(company.id)).toBe(3);
    const tutors = await admin.inject({
      method: "POST",
      url: "/api/admin/bulk-upload-employees",
      payload: { companyId: company.id, employees: rows(3, "tutors.example"), role: "tutor" },
    });
    expect(tutors.statusCode, tutors.body).toBe(200);
  });

  it("refuses a bulk generation of more accounts than places are free, whole", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ placesPurchased: 4 });
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/generate-bulk-accounts",
      payload: { companyId: company.id, count: 5 },
    });
    expectError(response, 409, onlyPlacesLeft(4));
    expect(await familiesOf(company.id)).toBe(0);
    const fits = await admin.inject({
      method: "POST",
      url: "/api/admin/generate-bulk-accounts",
      payload: { companyId: company.id, count: 4 },
    });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await familiesOf(company.id)).toBe(4);
  });
});

describe("bulk creation and registrations at once", () => {
  it("never deadlock and never exceed the places", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ placesPurchased: 4 });
    const code = await createRegistrationCode(t, { companyId: company.id });
    const answers = await Promise.all([
      admin.inject({
        method: "POST",
        url: "/api/admin/generate-bulk-accounts",
        payload: { companyId: company.id, count: 2 },
      }),
      ...Array.from({ length: 4 }, () => post(t, "/api/register", registration({ code: code.code }))),
      admin.inject({
        method: "POST",
        url: "/api/admin/bulk-upload-employees",
        payload: {
          companyId: company.id,
          employees: [{ fullName: "Sam Both", email: "sam@both.example" }],
          role: "student",
        },
      }),
    ]);
    // Every answer is a creation or a place refusal: no 500 (a deadlock), no other conflict.
    for (const answer of answers) expect([200, 201, 409], answer.body).toContain(answer.statusCode);
    expect(await familiesOf(company.id)).toBeLessThanOrEqual(4);
    expect(answers.some((answer) => answer.statusCode === 409)).toBe(true);
  });
});

describe("a leaver's place", () => {
  it("is taken by the next registration once the leaver's date has come", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ placesPurchased: 1 });
    const code = await createRegistrationCode(t, { companyId: company.id });
    const first = await post(t, "/api/register", registration({ code: code.code }));
    expect(first.statusCode, first.body).toBe(201);
    expectError(await post(t, "/api/register", registration({ code: code.code })), 409, NO_PLACES_LEFT);
    const marked = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${company.id}/leavers`,
      payload: { userIds: [first.json().id], leftAt: londonDay(new Date()) },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const next = await post(t, "/api/register", registration({ code: code.code }));
    expect(next.statusCode, next.body).toBe(201);
    const listed = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    const card = listed.json().find((row: { id: number }) => row.id === company.id);
    expect(card.places).toEqual({ purchased: 1, used: 1, free: 0 });
  });
});
