import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayRangeOf, endOf, timeRange, weekDays } from "#app/lib/calendar.ts";
import { isUpcomingSession } from "#shared/schemas/scheduled-sessions.ts";
import { canJoinSession, isDayDisabled, studentStatusTone } from "../lib/student-sessions.ts";

// The viewer is in London, where the clocks change on the last Sundays of March and October.
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const session = (scheduledFor: string, status: "scheduled" | "completed" | "pending" = "scheduled") => ({
  scheduledFor,
  status,
  youtubeUrl: "https://www.youtube.com/watch?v=abc" as string | null,
});

describe("the month calendar's disabled days [2§9]", () => {
  const now = new Date("2026-11-25T09:00:00Z"); // Wednesday
  it("disables days before yesterday and keeps yesterday, today and later open", () => {
    expect(isDayDisabled(new Date(2026, 10, 23), now)).toBe(true);
    expect(isDayDisabled(new Date(2026, 10, 24), now)).toBe(false);
    expect(isDayDisabled(new Date(2026, 10, 25, 23, 30), now)).toBe(false);
    expect(isDayDisabled(new Date(2027, 0, 1), now)).toBe(false);
  });

  it("counts local days, not 24-hour spans, just after midnight across the October clock change", () => {
    const earlyMonday = new Date(2026, 9, 26, 0, 30); // the Sunday before had 25 hours
    expect(isDayDisabled(new Date(2026, 9, 25), earlyMonday)).toBe(false);
    expect(isDayDisabled(new Date(2026, 9, 24), earlyMonday)).toBe(true);
  });
});

describe("Join Session [2§4]", () => {
  const now = new Date("2026-11-25T09:00:00Z");
  it("appears for a scheduled session starting today, earlier or later in the day", () => {
    expect(canJoinSession(session("2026-11-25T08:00:00Z"), now)).toBe(true);
    expect(canJoinSession(session("2026-11-25T23:30:00Z"), now)).toBe(true);
  });

  it("does not appear on another day, for another status, or without a link", () => {
    expect(canJoinSession(session("2026-11-26T00:30:00Z"), now)).toBe(false);
    expect(canJoinSession(session("2026-11-24T23:30:00Z"), now)).toBe(false);
    expect(canJoinSession(session("2026-11-25T10:00:00Z", "completed"), now)).toBe(false);
    expect(canJoinSession(session("2026-11-25T10:00:00Z", "pending"), now)).toBe(false);
    expect(canJoinSession({ ...session("2026-11-25T10:00:00Z"), youtubeUrl: null }, now)).toBe(false);
  });

  it("uses the viewer's today: 00:30 British Summer Time is still the previous day in UTC", () => {
    const lateEvening = new Date("2026-06-10T22:00:00Z"); // 23:00 on 10 June in London
    expect(canJoinSession(session("2026-06-10T23:30:00Z"), lateEvening)).toBe(false); // 00:30 on 11 June
    expect(canJoinSession(session("2026-06-10T21:30:00Z"), lateEvening)).toBe(true);
  });
});

describe("times either side of a clock change", () => {
  it("ends a session duration minutes after it starts, across the March change", () => {
    const start = new Date("2027-03-28T00:30:00Z"); // 00:30 GMT; clocks go forward at 01:00
    expect(endOf(start, 90).toISOString()).toBe("2027-03-28T02:00:00.000Z");
    expect(timeRange(start, 90)).toBe("00:30–03:00");
  });

  it("ends a session duration minutes after it starts, across the October change", () => {
    const start = new Date("2026-10-25T00:30:00Z"); // 01:30 BST; clocks go back at 02:00 BST
    expect(timeRange(start, 60)).toBe("01:30–01:30");
  });

  it("reads each local day of one Monday week whole, the 25-hour Sunday of the October change too", () => {
    const week = weekDays(new Date(2026, 9, 25));
    const within = (at: string, day: Date) => {
      const { from, to } = dayRangeOf(day);
      return Date.parse(at) >= from.getTime() && Date.parse(at) < to.getTime();
    };
    const sunday = dayRangeOf(week[6]!);
    expect([sunday.from.toISOString(), sunday.to.toISOString()]).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-26T00:00:00.000Z",
    ]);
    // 23:30 BST on Saturday and 23:30 GMT on Sunday.
    expect(within("2026-10-24T22:30:00Z", week[5]!)).toBe(true);
    expect(within("2026-10-24T22:30:00Z", week[6]!)).toBe(false);
    expect(within("2026-10-25T23:30:00Z", week[6]!)).toBe(true);
    expect(within("2026-10-25T23:30:00Z", week[0]!)).toBe(false);
  });
});

describe("the student views' status colours [2§4] and upcoming", () => {
  it("colours scheduled blue, completed green, cancelled red and anything else orange", () => {
    expect(studentStatusTone("scheduled")).toBe("info");
    expect(studentStatusTone("completed")).toBe("success");
    expect(studentStatusTone("cancelled")).toBe("danger");
    expect(studentStatusTone("confirmed")).toBe("caution");
    expect(studentStatusTone("rescheduled")).toBe("caution");
  });

  it("counts as upcoming a session starting after now that is not cancelled, as the server does", () => {
    const now = new Date("2026-11-25T09:00:00Z");
    expect(isUpcomingSession({ scheduledFor: "2026-11-25T09:00:01Z", status: "scheduled" }, now)).toBe(true);
    expect(isUpcomingSession({ scheduledFor: "2026-11-25T09:00:00Z", status: "scheduled" }, now)).toBe(false);
    expect(isUpcomingSession({ scheduledFor: "2026-12-01T09:00:00Z", status: "cancelled" }, now)).toBe(false);
  });
});
