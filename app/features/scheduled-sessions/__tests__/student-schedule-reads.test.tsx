/**
 * The family's schedule screens read only what they show (decisions 040, 042): the schedule its grid's
 * counts per day and the chosen day's sessions, the dashboard its first 3 upcoming sessions.
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
  roomAvailable: false,
});

const range = (from: string, to: string) =>
  `/api/scheduled-sessions/student/13?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const days = (from: string, to: string) =>
  `/api/scheduled-sessions/student/13/days?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timeZone=Europe%2FLondon`;

describe("the student schedule", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the grid's counts per day and the chosen day's sessions, week, month and next week", async () => {
    const weekDays = days("2036-11-24T00:00:00.000Z", "2036-12-01T00:00:00.000Z");
    const monthDays = days("2036-10-27T00:00:00.000Z", "2036-12-01T00:00:00.000Z");
    const nextWeekDays = days("2036-12-01T00:00:00.000Z", "2036-12-08T00:00:00.000Z");
    const wednesday = range("2036-11-26T00:00:00.000Z", "2036-11-27T00:00:00.000Z");
    const nextWednesday = range("2036-12-03T00:00:00.000Z", "2036-12-04T00:00:00.000Z");
    const calls = stubApi({
      [`GET ${weekDays}`]: [{ date: "2036-11-26", sessions: 1 }],
      [`GET ${monthDays}`]: [
        { date: "2036-11-03", sessions: 2 },
        { date: "2036-11-26", sessions: 1 },
      ],
      [`GET ${nextWeekDays}`]: [],
      [`GET ${wednesday}`]: [session(1, "Quadratics group", "2036-11-26T16:00:00.000Z")],
      [`GET ${nextWednesday}`]: [],
    });
    const user = userEvent.setup();
    renderWithProviders(<StudentSchedule studentId={13} />, { path: "/student/schedule?date=2036-11-26" });
    expect(await screen.findByRole("link", { name: "Quadratics group" })).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Wednesday 26 November, 1 session" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thursday 27 November, 0 sessions" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Month" }));
    expect(await screen.findByRole("button", { name: "Monday 3 November, 2 sessions" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Week" }));
    await user.click(screen.getByRole("button", { name: "Next week" }));
    const week = within(await screen.findByRole("list", { name: "Days of the week" }));
    expect(await week.findByRole("button", { name: "Monday 1 December, 0 sessions" })).toBeInTheDocument();
    expect(await screen.findByText("No sessions on this day.")).toBeInTheDocument();
    // Back on the week, its counts are read afresh (sessions change under other people's screens).
    expect(calls.map((call) => call.url)).toEqual([
      weekDays,
      wednesday,
      monthDays,
      weekDays,
      nextWeekDays,
      nextWednesday,
    ]);
  });

  it("names each day without a count until the counts are read, and says when they cannot be", async () => {
    const weekDays = days("2036-11-24T00:00:00.000Z", "2036-12-01T00:00:00.000Z");
    const wednesday = range("2036-11-26T00:00:00.000Z", "2036-11-27T00:00:00.000Z");
    stubApi({
      [`GET ${weekDays}`]: () => ({ status: 500, body: { message: "Something went wrong" } }),
      [`GET ${wednesday}`]: [],
    });
    renderWithProviders(<StudentSchedule studentId={13} />, { path: "/student/schedule?date=2036-11-26" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("button", { name: "Wednesday 26 November" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
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
