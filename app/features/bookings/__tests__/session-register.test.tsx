import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { RosterEntry } from "#shared/schemas/bookings.ts";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";
import { SessionRegister } from "../components/session-register.tsx";

const session: ScheduledSession = {
  id: 41,
  title: "Quadratics group",
  description: "Completing the square.",
  subject: "Mathematics",
  tutorId: 2,
  tutorName: "Sarah Whitfield",
  studentId: null,
  seriesId: null,
  scheduledFor: "2026-11-25T16:00:00Z",
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 10",
  status: "live",
  notes: null,
  capacity: 12,
  bookedCount: 2,
  createdAt: "2026-11-01T09:00:00Z",
};

const roster: RosterEntry[] = [
  { studentId: 11, studentLabel: "Olivia", grade: "Year 10", familyName: "Sam Family", present: null },
  { studentId: 12, studentLabel: "Leo", grade: "Year 10", familyName: "Kai Parent", present: null },
];

const started = new Date("2026-11-25T16:10:00Z");
const before = new Date("2026-11-25T15:00:00Z");

describe("SessionRegister, the tutor's roster and register", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("before the start lists the roster with its seats, without a register to take", async () => {
    stubApi({ "GET /api/scheduled-sessions/41/roster": roster });
    renderWithProviders(<SessionRegister session={{ ...session, status: "scheduled" }} now={before} />);
    expect(screen.getByRole("heading", { name: "Roster" })).toBeInTheDocument();
    expect(screen.getByText("2 of 12 seats booked")).toBeInTheDocument();
    expect(await screen.findByText("Olivia")).toBeInTheDocument();
    expect(screen.getByText("Year 10 · Kai Parent")).toBeInTheDocument();
    expect(screen.getByText("The register opens when the session starts.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Register" })).not.toBeInTheDocument();
  });

  it("once started offers Present or Absent per child and saves the whole register in one call", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/scheduled-sessions/41/roster": roster,
      "PUT /api/scheduled-sessions/41/attendance": ({ body }: { body: unknown }) => ({
        body: roster.map((entry) => ({
          ...entry,
          present: (body as { attendance: { studentId: number; present: boolean }[] }).attendance.find(
            (mark) => mark.studentId === entry.studentId,
          )!.present,
        })),
      }),
    });
    renderWithProviders(<SessionRegister session={session} now={started} />);
    expect(screen.getByRole("heading", { name: "Register" })).toBeInTheDocument();
    const olivia = within(await screen.findByRole("group", { name: /Olivia/ }));
    const leo = within(screen.getByRole("group", { name: /Leo/ }));
    const save = screen.getByRole("button", { name: "Save Register" });
    expect(save).toBeDisabled();

    await user.click(olivia.getByLabelText("Present"));
    await user.click(leo.getByLabelText("Absent"));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText("Register saved")).toBeInTheDocument();
    expect(screen.getByText("2 of 2 marked.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: "/api/scheduled-sessions/41/attendance",
        body: {
          attendance: [
            { studentId: 11, present: true },
            { studentId: 12, present: false },
          ],
        },
      },
    ]);
  });

  it("opens with the marks already saved and shows a refused save in a destructive toast", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/scheduled-sessions/41/roster": [{ ...roster[0], present: false }, roster[1]],
      "PUT /api/scheduled-sessions/41/attendance": () => ({
        status: 400,
        body: { message: "Every child in the register must be on this session's roster" },
      }),
    });
    renderWithProviders(<SessionRegister session={session} now={started} />);
    const olivia = within(await screen.findByRole("group", { name: /Olivia/ }));
    expect(olivia.getByLabelText("Absent")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save Register" }));
    expect(await screen.findByText("Could not save the register")).toBeInTheDocument();
    expect(
      screen.getByText("Every child in the register must be on this session's roster"),
    ).toBeInTheDocument();
  });

  it("says so when nobody is booked yet", async () => {
    stubApi({ "GET /api/scheduled-sessions/41/roster": [] });
    renderWithProviders(<SessionRegister session={session} now={started} />);
    expect(await screen.findByText("No children are booked into this session yet.")).toBeInTheDocument();
  });
});
