import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { ChildSessions } from "../components/child-sessions.tsx";

const now = new Date("2026-11-25T09:00:00Z");
const noah = { id: 13, label: "Noah", grade: "Year 6" };

let nextId = 1;
const session = (
  title: string,
  scheduledFor: string,
  overrides: Partial<PortalSession> = {},
): PortalSession => ({
  id: nextId++,
  title,
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: null,
  studentId: null,
  seriesId: null,
  scheduledFor,
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 6",
  status: "scheduled",
  notes: null,
  capacity: 12,
  bookedCount: 4,
  createdAt: "2026-11-01T09:00:00Z",
  studentLabel: null,
  bookedStudentIds: [],
  attendance: [],
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
  ...overrides,
});

const sessions = [
  session("Negative numbers", "2026-11-27T16:00:00Z", { bookedStudentIds: [noah.id] }),
  session("Open fractions group", "2026-11-28T16:00:00Z"),
  session("Moved revision", "2026-11-29T16:00:00Z", { bookedStudentIds: [noah.id], status: "cancelled" }),
  session("Introduction to Ratio", "2026-11-10T16:00:00Z", {
    studentId: noah.id,
    studentLabel: "Noah",
    attendance: [{ studentId: noah.id, present: true }],
  }),
  session("Times tables", "2026-11-17T16:00:00Z", {
    bookedStudentIds: [noah.id],
    attendance: [{ studentId: noah.id, present: false }],
  }),
  session("Long division", "2026-11-24T16:00:00Z", { bookedStudentIds: [noah.id], status: "completed" }),
  session("Not his group", "2026-11-20T16:00:00Z"),
];

describe("a child's sessions on its page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the booked upcoming sessions with Cancel booking, never the ones it is not booked into", async () => {
    stubApi({ "GET /api/bookings": [] });
    renderWithProviders(<ChildSessions child={noah} sessions={sessions} now={now} />);
    const upcoming = within(screen.getByRole("list", { name: "Upcoming sessions of Noah" }));
    const [first, second, ...rest] = upcoming.getAllByRole("listitem");
    if (!first || !second) throw new Error("two upcoming sessions expected");
    const items = [first, second, ...rest];
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Negative numbers",
      "Moved revision",
    ]);
    expect(within(first).getByText("Booked")).toBeInTheDocument();
    expect(within(first).getByText("8 seats left")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Cancel booking for Noah" })).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Details of Negative numbers" })).toHaveAttribute(
      "href",
      `/student/session/${sessions[0]?.id}`,
    );
    expect(within(second).getByText("Cancelled")).toBeInTheDocument();
    expect(within(second).queryByRole("button")).not.toBeInTheDocument();
  });

  it("lists the past sessions most recent first with Attended, Missed or Not marked", () => {
    stubApi({ "GET /api/bookings": [] });
    renderWithProviders(<ChildSessions child={noah} sessions={sessions} now={now} />);
    const past = within(screen.getByRole("list", { name: "Past sessions of Noah" }));
    const items = past.getAllByRole("listitem");
    expect(
      items.map((item) => [item.querySelector("p")?.textContent, item.lastElementChild?.textContent]),
    ).toEqual([
      ["Long division", "Not marked"],
      ["Times tables", "Missed"],
      ["Introduction to Ratio", "Attended"],
    ]);
    expect(items.at(-1)).toHaveTextContent("One-to-one");
  });

  it("says when there is nothing booked or past yet", () => {
    stubApi({ "GET /api/bookings": [] });
    renderWithProviders(<ChildSessions child={noah} sessions={[]} now={now} />);
    expect(screen.getByText("No upcoming sessions booked for Noah.")).toBeInTheDocument();
    expect(screen.getByText("No past sessions for Noah yet.")).toBeInTheDocument();
  });
});
