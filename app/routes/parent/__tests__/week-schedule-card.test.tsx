import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { WeekScheduleCard } from "../components/week-schedule-card.tsx";

const child = (id: number, label: string, grade: string) => ({
  id,
  firstName: label,
  label,
  grade,
  subjects: "Mathematics",
  tutorName: null,
  createdAt: "2026-09-01T09:00:00.000Z",
});

const session = (id: number, title: string, academicYear: string, studentLabel: string | null = null) => ({
  id,
  title,
  description: "A session for the family.",
  subject: "Mathematics",
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  studentId: studentLabel ? 40 + id : null,
  scheduledFor: `2026-11-2${id}T16:00:00.000Z`,
  duration: 60,
  youtubeUrl: null,
  academicYear,
  status: "confirmed",
  notes: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  studentLabel,
  capacity: 12,
  bookedCount: 5,
  bookedStudentIds: id === 4 ? [1] : [],
  attendance: [],
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
});

describe("This Week's Schedule on the parent dashboard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the child each session is for: the one-to-one's child, or the children in a group's year", async () => {
    stubApi({
      "GET /api/family/children": [
        child(1, "Olivia", "Year 10"),
        child(2, "Noah", "Year 6"),
        child(3, "Ava", "Year 6"),
      ],
      "GET /api/scheduled-sessions/upcoming?limit=5": [
        session(4, "Quadratics group", "Year 10"),
        session(5, "Fractions group", "Year 6"),
        session(6, "Essay feedback", "Year 10", "Olivia"),
      ],
    });
    renderWithProviders(<WeekScheduleCard />);
    const list = within(await screen.findByRole("list", { name: "Sessions" }));
    const row = (title: string) => list.getByText(title).closest("li");
    expect(
      await within(row("Quadratics group")!).findByText(/for Olivia · Sarah Whitfield/),
    ).toBeInTheDocument();
    expect(row("Fractions group")).toHaveTextContent(
      "Mathematics · Year 6 · for Noah & Ava · Sarah Whitfield",
    );
    expect(row("Essay feedback")).toHaveTextContent("for Olivia · Sarah Whitfield");
  });

  it("offers the booking control on each upcoming session, as the student dashboard does", async () => {
    stubApi({
      "GET /api/family/children": [child(1, "Olivia", "Year 10"), child(2, "Noah", "Year 6")],
      // Far ahead, so the seats are still open whenever the test runs.
      "GET /api/scheduled-sessions/upcoming?limit=5": [
        { ...session(4, "Quadratics group", "Year 10"), scheduledFor: "2036-11-24T16:00:00.000Z" },
        { ...session(5, "Fractions group", "Year 6"), scheduledFor: "2036-11-25T16:00:00.000Z" },
      ],
      "GET /api/bookings": [],
    });
    renderWithProviders(<WeekScheduleCard />);
    const list = within(await screen.findByRole("list", { name: "Sessions" }));
    const row = (title: string) => within(list.getByText(title).closest("li")!);
    expect(await row("Quadratics group").findByText("Booked")).toBeInTheDocument();
    expect(
      row("Quadratics group").getByRole("button", { name: "Cancel booking for Olivia" }),
    ).toBeInTheDocument();
    expect(row("Quadratics group").getByText("7 seats left")).toBeInTheDocument();
    expect(row("Fractions group").getByRole("button", { name: "Book a seat for Noah" })).toBeInTheDocument();
    expect(row("Fractions group").queryByText("Olivia")).not.toBeInTheDocument();
  });
});
