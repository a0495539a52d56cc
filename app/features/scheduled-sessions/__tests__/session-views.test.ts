import { describe, expect, it } from "vitest";
import type { ScheduledSessionStatus } from "#shared/schemas/scheduled-sessions.ts";
import { combineDateAndTime, upcomingSessions } from "../lib/session-views.ts";

describe("upcomingSessions and combineDateAndTime", () => {
  const base = {
    description: null,
    subject: "Maths",
    tutorId: 1,
    tutorName: null,
    studentId: null,
    seriesId: null,
    duration: 60,
    capacity: 12,
    bookedCount: 0,
  };
  const extra = { youtubeUrl: null, academicYear: null, notes: null, createdAt: "2026-01-01T00:00:00Z" };
  const at = (id: number, scheduledFor: string, status: ScheduledSessionStatus = "scheduled") => ({
    id,
    title: `S${id}`,
    scheduledFor,
    status,
    ...base,
    ...extra,
  });
  it("keeps future, not cancelled sessions, soonest first", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const result = upcomingSessions(
      [
        at(1, "2026-06-03T09:00:00Z"),
        at(2, "2026-05-30T09:00:00Z"),
        at(3, "2026-06-02T09:00:00Z"),
        at(4, "2026-06-02T10:00:00Z", "cancelled"),
      ],
      now,
    );
    expect(result.map((s) => s.id)).toEqual([3, 1]);
  });
  it("combines a day and a slot in local time", () => {
    expect(combineDateAndTime("2030-03-15", "09:30")?.getTime()).toBe(new Date(2030, 2, 15, 9, 30).getTime());
    expect(combineDateAndTime("", "09:30")).toBeNull();
  });
});
