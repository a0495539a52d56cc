import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "#app/test/render.tsx";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { StudentSessionDialog } from "../components/student-session-dialog.tsx";

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const now = new Date("2026-11-25T09:00:00Z");
const session: PortalSession = {
  id: 41,
  title: "Algebra: simultaneous equations",
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: "Sarah Whitfield",
  studentId: null,
  seriesId: null,
  scheduledFor: "2026-11-25T16:00:00Z",
  duration: 90,
  youtubeUrl: "https://www.youtube.com/watch?v=abc123",
  academicYear: "Year 10",
  status: "scheduled",
  notes: "Bring a calculator",
  createdAt: "2026-11-01T09:00:00Z",
  capacity: 12,
  bookedCount: 3,
  studentLabel: null,
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
};

function open(overrides: Partial<PortalSession> = {}) {
  renderWithProviders(
    <StudentSessionDialog session={{ ...session, ...overrides }} onClose={() => {}} now={now} />,
  );
  return screen.getByRole("dialog", { name: session.title });
}

describe("the schedule's session dialog", () => {
  it("offers Join Session for a scheduled session today, with its time, year and notes", () => {
    const dialog = open();
    const join = within(dialog).getByRole("link", { name: /Join Session/ });
    expect(join).toHaveAttribute("href", session.youtubeUrl);
    expect(join).toHaveAttribute("target", "_blank");
    expect(dialog).toHaveTextContent("Wednesday 25 November 2026");
    expect(dialog).toHaveTextContent("16:00–17:30 (90 minutes)");
    expect(dialog).toHaveTextContent("Group · Year 10");
    expect(dialog).toHaveTextContent("Bring a calculator");
    expect(within(dialog).getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "/student/lesson/41",
    );
  });

  it.each([
    ["tomorrow", { scheduledFor: "2026-11-26T16:00:00Z" }],
    ["yesterday", { scheduledFor: "2026-11-24T16:00:00Z" }],
    ["completed today", { status: "completed" as const }],
    ["confirmed today", { status: "confirmed" as const }],
    ["cancelled today", { status: "cancelled" as const }],
    ["without a link", { youtubeUrl: null }],
  ])("offers no Join Session for a session %s", (_, overrides) => {
    const dialog = open(overrides);
    expect(within(dialog).queryByRole("link", { name: /Join Session/ })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "View Details" })).toBeInTheDocument();
  });

  it.each([
    ["scheduled", "Scheduled", "bg-blue-50"],
    ["completed", "Completed", "bg-green-100"],
    ["cancelled", "Cancelled", "bg-red-50"],
    ["pending", "Pending", "bg-orange-50"],
  ] as const)("colours a %s session's status per the student views [2§4]", (status, label, colour) => {
    expect(within(open({ status })).getByText(label)).toHaveClass(colour);
  });
});
