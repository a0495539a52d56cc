import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "#app/test/render.tsx";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { StartLessonLink } from "../components/join-session-link.tsx";
import { StudentSessionDialog } from "../components/student-session-dialog.tsx";
import { familyRoomLinks, roomIsOpen } from "../lib/lesson-room.ts";

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const now = new Date("2026-11-25T15:50:00Z");
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
  duration: 60,
  youtubeUrl: "https://www.youtube.com/watch?v=abc123",
  academicYear: "Year 10",
  status: "scheduled",
  notes: null,
  createdAt: "2026-11-01T09:00:00Z",
  capacity: 12,
  bookedCount: 3,
  studentLabel: null,
  recording: null,
  recordingDueBy: null,
  roomAvailable: true,
  bookedStudentIds: [7],
  attendance: [],
};

function openDialog(overrides: Partial<PortalSession> = {}) {
  renderWithProviders(
    <StudentSessionDialog
      session={{ ...session, ...overrides }}
      onClose={() => {}}
      now={now}
      childLabels={new Map([[7, "Amy"]])}
    />,
  );
  return screen.getByRole("dialog", { name: session.title });
}

describe("the family's Join with the lesson room", () => {
  it("leads Join Session to the room, not the streaming link, for the one booked child", () => {
    const dialog = openDialog();
    const join = within(dialog).getByRole("link", { name: /Join Session/ });
    expect(join).toHaveAttribute("href", "/room/41");
    expect(join).not.toHaveAttribute("target");
  });

  it("offers one Join per booked child, naming the child, when several are booked", () => {
    const dialog = openDialog({ bookedStudentIds: [7, 9] });
    expect(within(dialog).getByRole("link", { name: /Join Session as Amy/ })).toHaveAttribute(
      "href",
      "/room/41?child=7",
    );
    // A child whose label the screen does not have is named by the label rule's fallback.
    expect(within(dialog).getByRole("link", { name: /Join Session as Student #9/ })).toHaveAttribute(
      "href",
      "/room/41?child=9",
    );
  });

  it.each([
    ["to a family without a booked child", { bookedStudentIds: [] }],
    ["for a session not today", { scheduledFor: "2026-11-26T16:00:00Z" }],
    ["for a cancelled session", { status: "cancelled" as const }],
  ])("offers no Join %s", (_, overrides) => {
    const dialog = openDialog(overrides);
    expect(within(dialog).queryByRole("link", { name: /Join Session/ })).toBeNull();
  });

  it("keeps the streaming link when the product has no media server", () => {
    const dialog = openDialog({ roomAvailable: false });
    expect(within(dialog).getByRole("link", { name: /Join Session/ })).toHaveAttribute(
      "href",
      session.youtubeUrl,
    );
  });

  it("leads a one-to-one session's child into the room without naming it", () => {
    expect(familyRoomLinks({ id: 5, studentId: 3, bookedStudentIds: [] })).toEqual([
      { childId: null, href: "/room/5" },
    ]);
  });
});

describe("Start Lesson", () => {
  it("is open from 15 minutes before the start to 30 minutes after the end", () => {
    const at = (iso: string) => roomIsOpen(session, new Date(iso));
    expect(at("2026-11-25T15:44:59Z")).toBe(false);
    expect(at("2026-11-25T15:45:00Z")).toBe(true);
    expect(at("2026-11-25T17:29:59Z")).toBe(true);
    expect(at("2026-11-25T17:30:00Z")).toBe(false);
  });

  it("leads the tutor into the room while it is open and the session is scheduled", () => {
    renderWithProviders(<StartLessonLink session={session} now={now} />);
    expect(screen.getByRole("link", { name: /Start Lesson/ })).toHaveAttribute("href", "/room/41");
  });

  it.each([
    ["before the room opens", { scheduledFor: "2026-11-25T18:00:00Z" }],
    ["once the room closed", { scheduledFor: "2026-11-25T13:00:00Z" }],
    ["for a cancelled session", { status: "cancelled" as const }],
    ["for a completed session", { status: "completed" as const }],
    ["without a media server", { roomAvailable: false }],
  ])("is not shown %s", (_, overrides) => {
    renderWithProviders(<StartLessonLink session={{ ...session, ...overrides }} now={now} />);
    expect(screen.queryByRole("link", { name: /Start Lesson/ })).toBeNull();
  });
});
