import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companySchema } from "#shared/schemas/companies.ts";
import { z } from "#shared/zod.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";
import { companies } from "./companies.table.ts";

const { t, admin } = setupAdminTestApp();
/** The stored expected workforce, read straight from the table. */
const storedExpectedEmployees = async (id: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]?.expectedEmployees;

const validCompany = (name: string) => ({
  name,
  contactName: "Helen HR",
  contactEmail: "helen@acme.example",
  contactPhone: "",
  notes: "",
  status: "pending",
});

describe("POST /api/admin/companies", () => {
  it("creates a company; empty optional fields are stored as null; employeeCount starts at 0", async () => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: { ...validCompany("Acme Ltd"), employeeCount: 250 },
    });
    expect(response.statusCode).toBe(201);
    const created = companySchema.parse(response.json());
    expect(created).toMatchObject({
      name: "Acme Ltd",
      contactName: "Helen HR",
      contactEmail: "helen@acme.example",
      contactPhone: null,
      notes: null,
      status: "pending",
      employeeCount: 0,
      expectedEmployees: 250,
      subscriptionEndDate: null,
    });
    expect(await storedExpectedEmployees(created.id)).toBe(250);
  });

  it.each([
    ["null", { employeeCount: null }],
    ["left out", {}],
  ])("stores no expected workforce when the employee count is %s", async (label, change) => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: { ...validCompany(`No Count ${label} Ltd`), ...change },
    });
    expect(response.statusCode).toBe(201);
    const created = companySchema.parse(response.json());
    expect(created).toMatchObject({ employeeCount: 0, expectedEmployees: null });
    expect(await storedExpectedEmployees(created.id)).toBeNull();
  });

  it("defaults the status to active", async () => {
    const { status: _status, ...withoutStatus } = validCompany("Default Status Ltd");
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: withoutStatus,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe("active");
  });

  it("answers 409 for a name already used, whatever its case", async () => {
    await admin.inject({ method: "POST", url: "/api/admin/companies", payload: validCompany("Twice Ltd") });
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: validCompany("TWICE LTD"),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A company with this name already exists");
  });

  it.each([
    [{ name: "A" }, "name", "Company name must be at least 2 characters"],
    [{ contactName: "B" }, "contactName", "Contact name must be at least 2 characters"],
    [{ contactEmail: "nope" }, "contactEmail", "Please enter a valid email address"],
    [{ employeeCount: 0 }, "employeeCount", "Employee count must be at least 1"],
    [{ employeeCount: -5 }, "employeeCount", "Employee count must be at least 1"],
    [{ employeeCount: 12.5 }, "employeeCount", "Employee count must be a whole number"],
    [{ employeeCount: 10_000_001 }, "employeeCount", "Employee count must be at most 10,000,000"],
    [{ employeeCount: "250" }, "employeeCount", "Number of employees must be a number"],
    [{ status: "closed" }, "status", "Status must be active, inactive or pending"],
  ])("rejects %o with the form's message", async (change, path, message) => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: { ...validCompany("Invalid Ltd"), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });
});

describe("GET /api/admin/companies", () => {
  it("lists companies newest first with employeeCount derived from linked accounts", async () => {
    const busy = await t.createCompany({ name: "Busy Co", createdAt: new Date("2031-01-01T00:00:00Z") });
    const empty = await t.createCompany({ name: "Empty Co", createdAt: new Date("2030-01-01T00:00:00Z") });
    await t.createUser("parent", { companyId: busy.id });
    await t.createUser("parent", { companyId: busy.id });
    await t.createUser("tutor", { companyId: busy.id });
    await t.createUser("parent");

    const response = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    expect(response.statusCode).toBe(200);
    const list = z.array(companySchema).parse(response.json());
    expect(list[0]).toMatchObject({ id: busy.id, employeeCount: 3, expectedEmployees: null });
    expect(list[1]).toMatchObject({ id: empty.id, employeeCount: 0, expectedEmployees: null });
  });

  it("shows the expected workforce beside the derived count, which it never replaces", async () => {
    const company = await t.createCompany({
      name: "Expecting Co",
      expectedEmployees: 40,
      createdAt: new Date("2032-01-01T00:00:00Z"),
    });
    await t.createUser("parent", { companyId: company.id });
    const response = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    const listed = z
      .array(companySchema)
      .parse(response.json())
      .find((item) => item.id === company.id);
    expect(listed).toMatchObject({ employeeCount: 1, expectedEmployees: 40 });
  });
});

describe("PUT /api/admin/companies/:id", () => {
  it("changes the status and subscription end date, keeping what it is not given", async () => {
    const company = await t.createCompany({ name: "Editable Co", status: "pending", notes: "Keep me" });
    await t.createUser("parent", { companyId: company.id });
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/companies/${company.id}`,
      payload: { status: "active", subscriptionEndDate: "2030-08-31T00:00:00.000Z" },
    });
    expect(response.statusCode).toBe(200);
    expect(companySchema.parse(response.json())).toMatchObject({
      id: company.id,
      name: "Editable Co",
      status: "active",
      notes: "Keep me",
      employeeCount: 1,
      subscriptionEndDate: "2030-08-31T00:00:00.000Z",
    });

    const cleared = await admin.inject({
      method: "PUT",
      url: `/api/admin/companies/${company.id}`,
      payload: { subscriptionEndDate: null, contactEmail: "new@editable.example" },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      status: "active",
      subscriptionEndDate: null,
      contactEmail: "new@editable.example",
    });
  });

  it("sets, keeps and clears the expected workforce through employeeCount", async () => {
    const company = await t.createCompany({ name: "Growing Co" });
    await t.createUser("parent", { companyId: company.id });
    const put = (payload: object) =>
      admin.inject({ method: "PUT", url: `/api/admin/companies/${company.id}`, payload });

    const set = await put({ employeeCount: 120 });
    expect(set.statusCode).toBe(200);
    expect(companySchema.parse(set.json())).toMatchObject({ employeeCount: 1, expectedEmployees: 120 });
    expect(await storedExpectedEmployees(company.id)).toBe(120);

    const kept = await put({ notes: "Still 120" });
    expect(kept.json()).toMatchObject({ notes: "Still 120", expectedEmployees: 120 });

    const cleared = await put({ employeeCount: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ employeeCount: 1, expectedEmployees: null });
    expect(await storedExpectedEmployees(company.id)).toBeNull();
  });

  it.each([
    [0, "Employee count must be at least 1"],
    [2.5, "Employee count must be a whole number"],
    [10_000_001, "Employee count must be at most 10,000,000"],
  ])("refuses employeeCount %s on update with the form's message", async (employeeCount, message) => {
    const company = await t.createCompany({ name: `Bad Count ${employeeCount} Co`, expectedEmployees: 8 });
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/companies/${company.id}`,
      payload: { employeeCount },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: "employeeCount", message });
    expect(await storedExpectedEmployees(company.id)).toBe(8);
  });

  it("answers 400, not 500, for a subscription end date the database cannot store (year 0)", async () => {
    const company = await t.createCompany({ name: "Year Zero Co" });
    for (const date of ["0000-01-01T00:00:00Z", "0001-01-01T00:00:00+14:00"]) {
      const response = await admin.inject({
        method: "PUT",
        url: `/api/admin/companies/${company.id}`,
        payload: { subscriptionEndDate: date },
      });
      expect(response.statusCode, date).toBe(400);
      expect(response.json().issues).toContainEqual({
        path: "subscriptionEndDate",
        message: "Subscription end date must be a valid date and time",
      });
    }
  });

  it("ends the employees' access when the company becomes inactive", async () => {
    const company = await t.createCompany({ name: "Closing Co" });
    const employee = await t.asRole("parent", { companyId: company.id });
    expect((await employee.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(200);
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/companies/${company.id}`,
      payload: { status: "inactive" },
    });
    expect(response.statusCode).toBe(200);
    expect((await employee.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("answers 404 for an unknown company, 409 for a taken name, 400 with the tab's e-mail message", async () => {
    const missing = await admin.inject({
      method: "PUT",
      url: "/api/admin/companies/999999",
      payload: { status: "active" },
    });
    expect(missing.statusCode).toBe(404);

    await t.createCompany({ name: "Taken Name Co" });
    const company = await t.createCompany({ name: "Renaming Co" });
    const taken = await admin.inject({
      method: "PUT",
      url: `/api/admin/companies/${company.id}`,
      payload: { name: "taken name co" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A company with this name already exists");

    const invalid = await admin.inject({
      method: "PUT",
      url: `/api/admin/companies/${company.id}`,
      payload: { contactEmail: "broken" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Please enter a valid email");
  });
});

describe("placesPurchased (decision 026)", () => {
  it("is stored on create, changed and cleared on edit, and listed", async () => {
    const created = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: { ...validCompany("Places Ltd"), placesPurchased: 120 },
    });
    expect(created.statusCode).toBe(201);
    const company = companySchema.parse(created.json());
    expect(company.placesPurchased).toBe(120);

    const url = `/api/admin/companies/${company.id}`;
    const changed = await admin.inject({ method: "PUT", url, payload: { placesPurchased: 80 } });
    expect(companySchema.parse(changed.json()).placesPurchased).toBe(80);
    const kept = await admin.inject({ method: "PUT", url, payload: { notes: "Renewed" } });
    expect(companySchema.parse(kept.json()).placesPurchased).toBe(80);
    const listed = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    expect(
      z
        .array(companySchema)
        .parse(listed.json())
        .find((c) => c.id === company.id)?.placesPurchased,
    ).toBe(80);
    const cleared = await admin.inject({ method: "PUT", url, payload: { placesPurchased: null } });
    expect(companySchema.parse(cleared.json()).placesPurchased).toBeNull();
  });

  it.each([0, -3, 2.5, "12", 1_000_001])("refuses %o with a clear message", async (placesPurchased) => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/companies",
      payload: { ...validCompany("Bad Places Ltd"), placesPurchased },
    });
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues[0];
    expect(issue.path).toBe("placesPurchased");
    expect(issue.message).toMatch(/^Places purchased must be/);
  });
});
