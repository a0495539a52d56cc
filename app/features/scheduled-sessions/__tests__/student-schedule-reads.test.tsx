/**
 * The family's schedule screens read only what they show (decision 040): the schedule its visible week or
 * month grid, the dashboard its first 3 upcoming sessions.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { StudentSchedule } from "../components/student-schedule.tsx";
import { StudentUpcomingSessions } from "../components/student-upcoming-sessions.tsx";

// The viewer is in London; November is on GMT, so local midnights are whole UTC days.
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const session = (id: number, title: string, scheduledFor: string) => ({
  id,
  title,
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: null,
  studentId: null,
  scheduledFor,
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 10",
  status: "scheduled",
  notes: null,
  capacity: 12,
  bookedCount: 3,
  createdAt: "2026-11-01T09:00:00.000Z",
  studentLabel: null,
  bookedStudentIds: [],
  attendance: [],
  recording: null,
  recordingDueBy: null,
});

const range = (from: string, to: string) =>
  `/api/scheduled-sessions/student/13?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe("the student schedule", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the visible week, then the month grid, then the next week", async () => {
    const week = range("2036-11-24T00:00:00.000Z", "2036-12-01T00:00:00.000Z");
    const month = range("2036-10-27T00:00:00.000Z", "2036-12-01T00:00:00.000Z");
    const nextWeek = range("2036-12-01T00:00:00.000Z", "2036-12-08T00:00:00.000Z");
    const calls = stubApi({
      [`GET ${week}`]: [session(1, "Quadratics group", "2036-11-26T16:00:00.000Z")],
      [`GET ${month}`]: [
        session(2, "Fractions group", "2036-11-03T16:00:00.000Z"),
        session(1, "Quadratics group", "2036-11-26T16:00:00.000Z"),
      ],
      [`GET ${nextWeek}`]: [],
    });
    const user = userEvent.setup();
    renderWithProviders(<StudentSchedule studentId={13} />, { path: "/student/schedule?date=2036-11-26" });
    expect(await screen.findByRole("link", { name: "Quadratics group" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wednesday 26 November, 1 session" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Month" }));
    expect(await screen.findByRole("button", { name: "Monday 3 November, 1 session" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Week" }));
    await user.click(screen.getByRole("button", { name: "Next week" }));
    const days = within(await screen.findByRole("list", { name: "Days of the week" }));
    expect(await days.findByRole("button", { name: "Monday 1 December, 0 sessions" })).toBeInTheDocument();
    expect(await screen.findByText("No sessions on this day.")).toBeInTheDocument();
    // Back on the week, its sessions are read afresh (they change under other people's screens).
    expect(calls.map((call) => call.url)).toEqual([week, month, week, nextWeek]);
  });

  it("reads nothing until it knows whose schedule to show", async () => {
    const calls = stubApi({});
    renderWithProviders(<StudentSchedule studentId={null} />, { path: "/student/schedule?date=2036-11-26" });
    expect(await screen.findByRole("tab", { name: "Week" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe("the student dashboard's upcoming sessions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the chosen child's first 3 upcoming sessions and lists them", async () => {
    const calls = stubApi({
      "GET /api/scheduled-sessions/upcoming?limit=3&studentId=13": [
        session(1, "Quadratics group", "2036-11-26T16:00:00.000Z"),
        session(2, "Fractions group", "2036-11-27T16:00:00.000Z"),
      ],
    });
    renderWithProviders(<StudentUpcomingSessions studentId={13} />);
    const list = within(await screen.findByRole("list", { name: "Upcoming sessions" }));
    expect(list.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Quadratics group",
      "Fractions group",
    ]);
    expect(calls.map((call) => call.url)).toEqual(["/api/scheduled-sessions/upcoming?limit=3&studentId=13"]);
  });

  it("says when there is none", async () => {
    stubApi({ "GET /api/scheduled-sessions/upcoming?limit=3&studentId=13": [] });
    renderWithProviders(<StudentUpcomingSessions studentId={13} />);
    expect(await screen.findByText("No upcoming sessions.")).toBeInTheDocument();
  });
});
