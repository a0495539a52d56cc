import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { UpcomingSessionsCard } from "../components/upcoming-sessions-card.tsx";

const session = {
  id: 41,
  title: "Quadratics group",
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: null,
  studentId: null,
  scheduledFor: "2036-11-25T16:00:00.000Z",
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 10",
  status: "scheduled",
  notes: null,
  capacity: 12,
  bookedCount: 3,
  createdAt: "2026-11-01T09:00:00.000Z",
  studentLabel: null,
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
};

describe("the tutor dashboard's Upcoming Sessions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links each session's View straight to its page, /schedule/{id}", async () => {
    stubApi({ "GET /api/scheduled-sessions/upcoming?limit=5": [session] });
    renderWithProviders(<UpcomingSessionsCard />);
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("link", { name: "View Quadratics group" })).toHaveAttribute(
      "href",
      "/schedule/41",
    );
    const phoneList = screen.getByRole("list", { name: "Upcoming sessions" });
    expect(within(phoneList).getByRole("link", { name: "View Quadratics group" })).toHaveAttribute(
      "href",
      "/schedule/41",
    );
  });
});
