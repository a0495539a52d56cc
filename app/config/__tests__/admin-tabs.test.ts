import { describe, expect, it } from "vitest";
import { tabFromHash } from "../admin-tabs.ts";

describe("tabFromHash", () => {
  it("maps each hash to its tab and anything else to schedule", () => {
    for (const tab of ["schedule", "tutors", "companies", "employees", "registration", "lessons"]) {
      expect(tabFromHash(`#${tab}`)).toBe(tab);
    }
    expect(tabFromHash("")).toBe("schedule");
    expect(tabFromHash("#TUTORS")).toBe("schedule");
    expect(tabFromHash("#%E0")).toBe("schedule");
  });
});
