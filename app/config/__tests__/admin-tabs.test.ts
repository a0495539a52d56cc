import { describe, expect, it } from "vitest";
import { tabFromHash } from "#app/lib/use-hash-tab.ts";
import { ADMIN_TABS } from "../admin-tabs.ts";

describe("the admin dashboard's tab from the hash", () => {
  it("maps each hash to its tab and anything else to schedule", () => {
    for (const tab of ["schedule", "tutors", "companies", "employees", "registration", "lessons"]) {
      expect(tabFromHash(`#${tab}`, ADMIN_TABS)).toBe(tab);
    }
    expect(tabFromHash("", ADMIN_TABS)).toBe("schedule");
    expect(tabFromHash("#TUTORS", ADMIN_TABS)).toBe("schedule");
    expect(tabFromHash("#%E0", ADMIN_TABS)).toBe("schedule");
  });
});
