/**
 * On a fresh install the demo admin sees the demo company's utilisation: real
 * numbers, small counts as "<5", and a withheld total.
 */
import { describe, expect, it } from "vitest";
import { companySchema } from "#shared/schemas/companies.ts";
import { utilisationReportSchema } from "#shared/schemas/utilisation.ts";
import { z } from "#shared/zod.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("demo utilisation", () => {
  it("gives Northwind Logistics places purchased and a report with numbers, '<5' and a withheld total", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const admin = DEMO_SIGN_INS.find((signIn) => signIn.username === "admin")!;
    const cookie = await t.signIn(admin.username, admin.password, "admin");
    const companies = z
      .array(companySchema)
      .parse(
        (await t.app.inject({ method: "GET", url: "/api/admin/companies", headers: { cookie } })).json(),
      );
    const northwind = companies.find((company) => company.name === "Northwind Logistics")!;
    expect(northwind.placesPurchased).toBe(120);
    const report = utilisationReportSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/companies/${northwind.id}/utilisation`,
          headers: { cookie },
        })
      ).json(),
    );
    const cells = report.months.flatMap((month) => [
      month.accountsCreated,
      month.accountsActivated,
      month.familiesWithChildren,
      month.recordingsWatched,
    ]);
    expect(cells.filter((cell) => typeof cell === "number" && cell >= 5).length).toBeGreaterThanOrEqual(5);
    expect(cells).toContain("<5");
    expect(Object.values(report.totals)).toContain(null);
    expect(report.totals.placesPurchased).toBe(120);
    expect(report.months.some((month) => month.familiesWithChildren === 5)).toBe(true);
  });
});
