import { describe, expect, it } from "vitest";
import { LEFT_AT_MESSAGE } from "#shared/schemas/employer-paths.ts";
import {
  canChooseAsLeaver,
  canUndoLeaving,
  employeeState,
  leavingDateProblem,
  londonToday,
  pageCount,
} from "../lib/employee-status.ts";

const today = "2026-11-27";

describe("londonToday", () => {
  it("gives the date in London, not the browser's zone or UTC", () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    // In winter London is on UTC.
    expect(londonToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});

describe("employeeState", () => {
  it("is left from the leaving date itself, leaving before it", () => {
    expect(employeeState({ activated: true, leftAt: today }, today)).toBe("left");
    expect(employeeState({ activated: true, leftAt: "2026-11-01" }, today)).toBe("left");
    expect(employeeState({ activated: false, leftAt: "2026-11-28" }, today)).toBe("leaving");
  });

  it("is activated or only registered without a leaving date", () => {
    expect(employeeState({ activated: true, leftAt: null }, today)).toBe("activated");
    expect(employeeState({ activated: false, leftAt: null }, today)).toBe("registered");
  });
});

describe("leavers' rules on the list", () => {
  it("undoes only a date still ahead", () => {
    expect(canUndoLeaving({ leftAt: "2026-11-28" }, today)).toBe(true);
    expect(canUndoLeaving({ leftAt: today }, today)).toBe(false);
    expect(canUndoLeaving({ leftAt: null }, today)).toBe(false);
  });

  it("lets an account be chosen unless it has already gone", () => {
    expect(canChooseAsLeaver({ leftAt: null }, today)).toBe(true);
    expect(canChooseAsLeaver({ leftAt: "2026-12-01" }, today)).toBe(true);
    expect(canChooseAsLeaver({ leftAt: today }, today)).toBe(false);
  });

  it("accepts today or later, refuses the past and what is not a date", () => {
    expect(leavingDateProblem(today, today)).toBeNull();
    expect(leavingDateProblem("2027-01-31", today)).toBeNull();
    expect(leavingDateProblem("2026-11-26", today)).toBe(LEFT_AT_MESSAGE);
    expect(leavingDateProblem("", today)).toBe("Please choose a date as YYYY-MM-DD");
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
