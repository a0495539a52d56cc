import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import Page from "../student-child.tsx";

const noah = {
  id: 13,
  firstName: "Noah",
  label: "Noah",
  grade: "Year 6",
  subjects: "Mathematics, English",
  tutorName: null,
  createdAt: "2026-09-01T09:00:00.000Z",
};

const ratio = {
  id: 5,
  title: "Introduction to Ratio",
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: null,
  studentId: 13,
  scheduledFor: "2026-11-10T16:00:00.000Z",
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 6",
  status: "completed",
  notes: null,
  capacity: 12,
  bookedCount: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  studentLabel: "Noah",
  bookedStudentIds: [],
  attendance: [{ studentId: 13, present: true }],
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
};

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/student/children/:id" element={<Page />} />
    </Routes>,
    { path },
  );

describe("a child's page for its family", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows the child's name, year, subjects and its past session marked Attended", async () => {
    stubApi({
      "GET /api/family/children": [noah],
      "GET /api/scheduled-sessions/student/13?onRoster=true": [ratio],
      "GET /api/bookings": [],
    });
    renderAt("/student/children/13");
    expect(await screen.findByRole("heading", { level: 1, name: "Noah" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Subjects" })).getAllByRole("listitem")).toHaveLength(2);
    const past = within(await screen.findByRole("list", { name: "Past sessions of Noah" }));
    expect(past.getByText("Introduction to Ratio")).toBeInTheDocument();
    expect(past.getByText("Attended")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find sessions to book" })).toHaveAttribute(
      "href",
      "/student/schedule",
    );
  });

  it("answers another family's child (the API's 404) with Child Not Found", async () => {
    stubApi({
      "GET /api/family/children": [noah],
      "GET /api/scheduled-sessions/student/99?onRoster=true": () => ({
        status: 404,
        body: { message: "Student not found" },
      }),
    });
    renderAt("/student/children/99");
    expect(await screen.findByRole("heading", { level: 1, name: "Child Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Profile Settings" })).toHaveAttribute(
      "href",
      "/account",
    );
  });
});
