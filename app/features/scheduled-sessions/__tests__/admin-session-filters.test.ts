import { describe, expect, it } from "vitest";
import { isFiltering, matchesSessionFilters } from "../lib/admin-session-filters.ts";

const none = { search: "", tutorId: "", subject: "", academicYear: "" };
const session = {
  title: "GCSE Algebra Revision",
  subject: "Mathematics",
  tutorId: 7,
  academicYear: "Year 10",
};

describe("the schedule tab's filters in the browser", () => {
  it("passes every session when nothing is set, blank search included", () => {
    expect(isFiltering(none)).toBe(false);
    expect(isFiltering({ ...none, search: "   " })).toBe(false);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, search: "  " })).toBe(true);
  });

  it("needs every search word in the title, subject or teacher's name, in any letter case", () => {
    expect(isFiltering({ ...none, search: "algebra" })).toBe(true);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, search: "ALGEBRA hopper" })).toBe(true);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, search: "math" })).toBe(true);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, search: "algebra physics" })).toBe(
      false,
    );
  });

  it("matches teacher, subject and year exactly; a session without a year fails a chosen year", () => {
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, tutorId: "7" })).toBe(true);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, tutorId: "70" })).toBe(false);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, subject: "Math" })).toBe(false);
    expect(matchesSessionFilters(session, "Grace Hopper", { ...none, academicYear: "Year 10" })).toBe(true);
    expect(
      matchesSessionFilters({ ...session, academicYear: null }, "Grace Hopper", {
        ...none,
        academicYear: "Year 10",
      }),
    ).toBe(false);
  });
});
