import { describe, expect, it } from "vitest";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import {
  filterSessions,
  fromDateTimeLocal,
  sessionsForTab,
  subjectOptions,
  tabOf,
  toDateTimeLocal,
} from "../lib/live-session-views.ts";

type Row = Pick<LiveSession, "id" | "status" | "scheduledFor" | "title" | "description" | "subject">;
const row = (id: number, status: Row["status"], scheduledFor: string, extra: Partial<Row> = {}): Row => ({
  id,
  status,
  scheduledFor,
  title: `Session ${id}`,
  description: null,
  subject: "Mathematics",
  ...extra,
});

const sessions = [
  row(1, "scheduled", "2030-01-03T10:00:00.000Z"),
  row(2, "completed", "2030-01-01T10:00:00.000Z"),
  row(3, "live", "2030-01-02T10:00:00.000Z"),
  row(4, "cancelled", "2030-01-04T10:00:00.000Z"),
  row(5, "scheduled", "2029-12-01T10:00:00.000Z"),
  row(6, "completed", "2030-01-05T10:00:00.000Z"),
];

describe("the Upcoming and Past tabs [2§4]", () => {
  it("Upcoming holds scheduled and live sessions, date ascending", () => {
    expect(sessionsForTab(sessions, "upcoming").map((s) => s.id)).toEqual([5, 3, 1]);
  });

  it("Past holds completed and cancelled sessions, date descending", () => {
    expect(sessionsForTab(sessions, "past").map((s) => s.id)).toEqual([6, 4, 2]);
  });

  it("goes by status, not by date: a scheduled session in the past is still upcoming", () => {
    expect(tabOf(row(7, "scheduled", "2000-01-01T00:00:00.000Z"))).toBe("upcoming");
    expect(tabOf(row(8, "completed", "2100-01-01T00:00:00.000Z"))).toBe("past");
  });

  it("orders sessions at the same time by id, and leaves its input alone", () => {
    const same = [row(9, "live", "2030-01-01T10:00:00.000Z"), row(8, "live", "2030-01-01T10:00:00.000Z")];
    expect(sessionsForTab(same, "upcoming").map((s) => s.id)).toEqual([8, 9]);
    expect(same.map((s) => s.id)).toEqual([9, 8]);
  });
});

describe("search and subject filter", () => {
  const list = [
    row(1, "scheduled", "2030-01-01T10:00:00.000Z", { title: "Quadratic Equations" }),
    row(2, "scheduled", "2030-01-01T10:00:00.000Z", { title: "Waves", subject: "Physics" }),
    row(3, "scheduled", "2030-01-01T10:00:00.000Z", {
      title: "Revision",
      description: "Mixed QUADRATIC questions",
    }),
    row(4, "live", "2030-01-01T10:00:00.000Z", { title: "Live Session", subject: "Live Session" }),
  ];

  it("matches the title, description or subject in any case", () => {
    expect(filterSessions(list, { search: " quadratic ", subject: "" }).map((s) => s.id)).toEqual([1, 3]);
    expect(filterSessions(list, { search: "physics", subject: "" }).map((s) => s.id)).toEqual([2]);
  });

  it("keeps the chosen subject only, together with the search", () => {
    expect(filterSessions(list, { search: "", subject: "Physics" }).map((s) => s.id)).toEqual([2]);
    expect(filterSessions(list, { search: "revision", subject: "Physics" })).toEqual([]);
  });

  it("offers the form's subjects, then any other subject a session has", () => {
    expect(subjectOptions(list)).toEqual([
      "Mathematics",
      "English",
      "Science",
      "Physics",
      "Chemistry",
      "Biology",
      "Live Session",
    ]);
  });
});

describe("the date and time field", () => {
  it("reads and writes the viewer's local time", () => {
    const iso = fromDateTimeLocal("2030-03-04T15:30");
    expect(iso).toBe(new Date(2030, 2, 4, 15, 30).toISOString());
    expect(toDateTimeLocal(iso!)).toBe("2030-03-04T15:30");
  });

  it("refuses what is not a date and time", () => {
    expect(fromDateTimeLocal("")).toBeNull();
    expect(fromDateTimeLocal("2030-03-04")).toBeNull();
    expect(fromDateTimeLocal("2030-13-45T99:99")).toBeNull();
  });
});
