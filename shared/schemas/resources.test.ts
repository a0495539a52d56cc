import { describe, expect, it } from "vitest";
import { ACADEMIC_YEARS } from "./catalog.ts";
import { RESOURCE_YEAR_GROUPS, resourceYearGroupOf } from "./resources.ts";

describe("resourceYearGroupOf (decision 049)", () => {
  it("puts Years 5 and 6 in Primary, Years 7 to 10 in their own folder and Year 11 (GCSE) in Year 11", () => {
    expect(ACADEMIC_YEARS.map((year) => [year, resourceYearGroupOf(year)])).toEqual([
      ["Year 5", "Primary"],
      ["Year 6", "Primary"],
      ["Year 7", "Year 7"],
      ["Year 8", "Year 8"],
      ["Year 9", "Year 9"],
      ["Year 10", "Year 10"],
      ["Year 11 (GCSE)", "Year 11"],
    ]);
  });

  it("keeps a year group's own name, and gives no year group to no year or an unknown one", () => {
    for (const group of RESOURCE_YEAR_GROUPS) expect(resourceYearGroupOf(group)).toBe(group);
    for (const year of [null, undefined, "", "Reception", "Year 12", "toString", "__proto__"]) {
      expect(resourceYearGroupOf(year), String(year)).toBeNull();
    }
  });
});
