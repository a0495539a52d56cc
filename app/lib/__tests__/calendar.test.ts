import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dateOfKey,
  dayKey,
  endOf,
  groupByDay,
  monthWeeks,
  rangeOf,
  shift,
  timeRange,
  titleOf,
  weekDays,
} from "../calendar.ts";

// The viewer is in London, where the clocks change on the last Sundays of March and October.
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

describe("calendar arithmetic in the viewer's time zone", () => {
  it("starts weeks on Monday [2§9], whatever day it is given", () => {
    const days = weekDays(new Date("2026-11-29T12:00:00Z")); // a Sunday
    expect(days.map(dayKey)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("keeps seven local days in the week the clocks go back, its range one hour longer", () => {
    const days = weekDays(new Date("2026-10-22T10:00:00Z"));
    expect(days.map(dayKey)).toEqual([
      "2026-10-19",
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
      "2026-10-23",
      "2026-10-24",
      "2026-10-25",
    ]);
    const { from, to } = rangeOf("week", days[3]!);
    expect(from.toISOString()).toBe("2026-10-18T23:00:00.000Z"); // Monday 00:00 BST
    expect(to.toISOString()).toBe("2026-10-26T00:00:00.000Z"); // next Monday 00:00 GMT
    expect(to.getTime() - from.getTime()).toBe((7 * 24 + 1) * 3_600_000);
  });

  it("keeps seven local days in the week the clocks go forward", () => {
    const { from, to } = rangeOf("week", new Date("2026-03-27T12:00:00Z"));
    expect(from.toISOString()).toBe("2026-03-23T00:00:00.000Z");
    expect(to.toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(weekDays(from).at(-1)!.toISOString()).toBe("2026-03-29T00:00:00.000Z");
  });

  it("puts a session on the local day it starts, and ends it `duration` real minutes later", () => {
    // 23:30 UTC on Saturday 24 October is 00:30 on Sunday in London (BST).
    const lateSaturday = new Date("2026-10-24T23:30:00Z");
    expect(dayKey(lateSaturday)).toBe("2026-10-25");
    // 01:30 BST plus 60 minutes is 01:30 GMT: the clocks went back in between.
    const beforeChange = new Date("2026-10-25T00:30:00Z");
    expect(timeRange(beforeChange, 60)).toBe("01:30–01:30");
    expect(endOf(beforeChange, 60).toISOString()).toBe("2026-10-25T01:30:00.000Z");
    expect(timeRange(new Date("2026-11-23T14:00:00Z"), 90)).toBe("14:00–15:30");
  });

  it("draws a month as whole Monday-to-Sunday weeks covering it", () => {
    const weeks = monthWeeks(new Date("2026-02-14T12:00:00Z"));
    // 1 February 2026 is a Sunday: its week starts on 26 January.
    expect(weeks).toHaveLength(5);
    expect(dayKey(weeks[0]![0]!)).toBe("2026-01-26");
    expect(dayKey(weeks.at(-1)![6]!)).toBe("2026-03-01");
    const october = monthWeeks(new Date("2026-10-10T12:00:00Z"));
    expect(dayKey(october[0]![0]!)).toBe("2026-09-28");
    expect(dayKey(october.at(-1)![6]!)).toBe("2026-11-01");
    expect(october.flat()).toHaveLength(35);
    const range = rangeOf("month", new Date("2026-10-10T12:00:00Z"));
    expect(range.to.toISOString()).toBe("2026-11-02T00:00:00.000Z");
  });

  it("moves a week or a month at a time, and names the view", () => {
    const date = new Date("2026-10-31T12:00:00Z");
    expect(dayKey(shift("week", date, 1))).toBe("2026-11-07");
    expect(dayKey(shift("month", date, 1))).toBe("2026-11-01");
    expect(dayKey(shift("month", date, -1))).toBe("2026-09-01");
    expect(titleOf("month", date)).toBe("October 2026");
    expect(titleOf("week", new Date("2026-10-22T12:00:00Z"))).toBe("19–25 Oct 2026");
    expect(titleOf("week", new Date("2026-10-01T12:00:00Z"))).toBe("28 Sep – 4 Oct 2026");
    expect(titleOf("week", new Date("2026-12-30T12:00:00Z"))).toBe("28 Dec 2026 – 3 Jan 2027");
  });

  it("groups items by their local day in start order, and reads day keys back", () => {
    const items = [
      { id: 2, start: new Date("2026-10-25T10:00:00Z") },
      { id: 1, start: new Date("2026-10-24T23:30:00Z") },
      { id: 3, start: new Date("2026-10-24T10:00:00Z") },
    ];
    const days = groupByDay(items);
    expect([...days.keys()]).toEqual(["2026-10-24", "2026-10-25"]);
    expect(days.get("2026-10-25")!.map((item) => item.id)).toEqual([1, 2]);
    expect(dateOfKey("2026-10-25")!.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(dateOfKey("2026-02-30")).toBeNull();
    expect(dateOfKey("yesterday")).toBeNull();
  });
});
