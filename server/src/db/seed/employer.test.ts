/**
 * On a fresh install the demo HR manager signs in as "Employer" and sees its own company, Northwind
 * Logistics: its places, its employees' accounts and its utilisation report.
 */
import { describe, expect, it } from "vitest";
import { EMPLOYER_API, employeesPageSchema, employerCompanySchema } from "#shared/schemas/employer.ts";
import { utilisationReportSchema } from "#shared/schemas/utilisation.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("the demo HR manager", () => {
  it("signs in as Employer and sees Northwind Logistics' places, employees and report", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const employer = DEMO_SIGN_INS.find((signIn) => signIn.iAmA === "Employer")!;
    expect(employer.lands).toBe("/employer");
    const cookie = await t.signIn(employer.username, employer.password, "hr");
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

    const company = employerCompanySchema.parse((await get(EMPLOYER_API.company)).json());
    expect(company.name).toBe("Northwind Logistics");
    expect(company.places.purchased).toBe(120);
    expect(company.places.used).toBeGreaterThan(0);
    const employees = employeesPageSchema.parse((await get(EMPLOYER_API.employees)).json());
    expect(employees.total).toBe(company.places.used);
    expect(employees.employees.map((row) => row.username)).toContain("parent");
    const report = utilisationReportSchema.parse((await get(EMPLOYER_API.utilisation)).json());
    expect(report.companyName).toBe("Northwind Logistics");
  });
});
