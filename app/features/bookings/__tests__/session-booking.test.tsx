import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { FamilyBooking } from "#shared/schemas/bookings.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { SessionBooking } from "../components/session-booking.tsx";

const now = new Date("2026-11-25T09:00:00Z");
const olivia = { id: 11, label: "Olivia", grade: "Year 10" };
const mia = { id: 12, label: "Mia", grade: "Year 10" };
const noah = { id: 13, label: "Noah", grade: "Year 6" };

const session = (overrides: Partial<PortalSession> = {}): PortalSession => ({
  id: 41,
  title: "Quadratics group",
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: null,
  studentId: null,
  seriesId: null,
  scheduledFor: "2026-11-25T16:00:00Z",
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 10",
  status: "scheduled",
  notes: null,
  capacity: 12,
  bookedCount: 3,
  createdAt: "2026-11-01T09:00:00Z",
  studentLabel: null,
  bookedStudentIds: [],
  attendance: [],
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
  ...overrides,
});

const booking = (id: number, studentId: number): FamilyBooking => ({
  id,
  sessionId: 41,
  studentId,
  status: "booked",
  title: "Quadratics group",
  subject: "Mathematics",
  scheduledFor: "2026-11-25T16:00:00Z",
  sessionStatus: "scheduled",
  studentLabel: studentId === olivia.id ? "Olivia" : "Mia",
  createdAt: "2026-11-20T09:00:00Z",
});

describe("SessionBooking, the family's booking control", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the seats left and Book for each child of the session's year, never another year's child", () => {
    stubApi({ "GET /api/bookings": [] });
    renderWithProviders(
      <SessionBooking session={session()} familyChildren={[olivia, mia, noah]} now={now} />,
    );
    expect(screen.getByText("9 seats left")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book a seat for Olivia" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Book a seat for Mia" })).toBeEnabled();
    expect(screen.queryByText("Noah")).not.toBeInTheDocument();
  });

  it("says 1 seat left, and Full with no Book button once every seat is taken", () => {
    stubApi({ "GET /api/bookings": [] });
    const { unmount } = renderWithProviders(
      <SessionBooking session={session({ bookedCount: 11 })} familyChildren={[olivia]} now={now} />,
    );
    expect(screen.getByText("1 seat left")).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SessionBooking session={session({ bookedCount: 12 })} familyChildren={[olivia]} now={now} />,
    );
    expect(screen.getByText("This session is full: every seat is taken.")).toBeInTheDocument();
    expect(screen.getByText("Full")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Book/ })).not.toBeInTheDocument();
  });

  it("sends one booking for a double click, with no error beside Seat booked", async () => {
    const calls = stubApi({
      "GET /api/bookings": [],
      "POST /api/bookings": { id: 90, sessionId: 41, studentId: olivia.id, status: "booked" },
    });
    renderWithProviders(<SessionBooking session={session()} familyChildren={[olivia]} now={now} />);
    const book = screen.getByRole("button", { name: "Book a seat for Olivia" });
    // Two clicks before the page has drawn the first one's pending state, as a double click does.
    book.click();
    book.click();
    expect(await screen.findByText("Seat booked")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(screen.queryByText("Could not book")).not.toBeInTheDocument();
  });

  it("books a child into every remaining week of a series at once, saying how many seats and how many were full", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/bookings": [],
      "POST /api/bookings/series": () => ({ status: 201, body: { booked: [41, 42, 43], full: [44] } }),
    });
    const { unmount } = renderWithProviders(
      <SessionBooking session={session()} familyChildren={[olivia]} now={now} />,
    );
    // A session on its own offers no series booking.
    expect(screen.queryByRole("button", { name: /Book every remaining week/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SessionBooking session={session({ seriesId: 7 })} familyChildren={[olivia]} now={now} />,
    );
    await user.click(
      screen.getByRole("button", { name: "Book every remaining week of Quadratics group for Olivia" }),
    );
    expect(await screen.findByText("Series booked")).toBeInTheDocument();
    expect(
      screen.getByText("Olivia has a seat in 3 sessions of Quadratics group. 1 session was full."),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", url: "/api/bookings/series", body: { seriesId: 7, studentId: olivia.id } },
    ]);
  });

  it("shows a refused booking's message in a destructive toast", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/bookings": [],
      "POST /api/bookings": () => ({
        status: 409,
        body: { message: "This session is full", code: "BOOKING_SESSION_FULL" },
      }),
    });
    renderWithProviders(<SessionBooking session={session()} familyChildren={[olivia]} now={now} />);
    await user.click(screen.getByRole("button", { name: "Book a seat for Olivia" }));
    expect(await screen.findByText("Could not book")).toBeInTheDocument();
    expect(screen.getByText("This session is full")).toBeInTheDocument();
  });

  it("shows Booked with Cancel booking until the start, which deletes that booking", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/bookings": [booking(90, olivia.id)],
      "DELETE /api/bookings/90": () => ({ status: 204 }),
    });
    renderWithProviders(
      <SessionBooking
        session={session({ bookedStudentIds: [olivia.id] })}
        familyChildren={[olivia, mia]}
        now={now}
      />,
    );
    expect(screen.getByText("Booked")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book a seat for Mia" })).toBeInTheDocument();
    const cancel = screen.getByRole("button", { name: "Cancel booking for Olivia" });
    await waitFor(() => expect(cancel).toBeEnabled());
    // Asked first: keeping the booking deletes nothing and gives the keyboard back to Cancel booking.
    await user.click(cancel);
    let dialog = await screen.findByRole("dialog", { name: "Cancel Olivia's booking?" });
    expect(
      within(dialog).getByText("Olivia's seat in Quadratics group will be freed for another child to take."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await user.click(cancel);
    dialog = await screen.findByRole("dialog", { name: "Cancel Olivia's booking?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("Booking cancelled")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/bookings/90",
    ]);
  });

  it("says why a session cannot be booked, and how to add a first child", () => {
    stubApi({ "GET /api/bookings": [] });
    const cases: [PortalSession, { id: number; label: string; grade: string }[], string][] = [
      [session({ status: "cancelled" }), [olivia], "This session was cancelled, so it cannot be booked."],
      [session(), [noah], "Only children in Year 10 can book this session."],
    ];
    for (const [shown, children, reason] of cases) {
      const { unmount } = renderWithProviders(
        <SessionBooking session={shown} familyChildren={children} now={now} />,
      );
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Book/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/seats? left/)).not.toBeInTheDocument();
      unmount();
    }
    const { unmount } = renderWithProviders(
      <SessionBooking session={session()} familyChildren={[]} now={now} />,
    );
    expect(screen.getByRole("link", { name: "Add your child on Profile Settings" })).toHaveAttribute(
      "href",
      "/account",
    );
    unmount();
    renderWithProviders(
      <SessionBooking session={session()} familyChildren={[]} now={new Date("2026-11-25T16:05:00Z")} />,
    );
    expect(screen.getByText("This session has started, so it can no longer be booked.")).toBeInTheDocument();
  });

  it("says nothing while the family's children load", () => {
    stubApi({ "GET /api/bookings": [] });
    renderWithProviders(<SessionBooking session={session()} familyChildren={undefined} now={now} />);
    expect(screen.queryByText(/seats? left|child/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("keeps Booked without Cancel booking once the session has started, and no seats line", () => {
    stubApi({ "GET /api/bookings": [booking(90, olivia.id)] });
    renderWithProviders(
      <SessionBooking
        session={session({ bookedStudentIds: [olivia.id] })}
        familyChildren={[olivia]}
        now={new Date("2026-11-25T16:05:00Z")}
      />,
    );
    expect(screen.getByText("Booked")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Cancel booking/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/seats? left/)).not.toBeInTheDocument();
  });

  it("shows Attended and Missed once the register is taken", () => {
    stubApi({ "GET /api/bookings": [] });
    const marked = session({
      bookedStudentIds: [olivia.id, mia.id],
      attendance: [
        { studentId: olivia.id, present: true },
        { studentId: mia.id, present: false },
      ],
    });
    renderWithProviders(
      <SessionBooking
        session={marked}
        familyChildren={[olivia, mia]}
        now={new Date("2026-11-25T18:00:00Z")}
      />,
    );
    const row = (label: string) => screen.getByText(label).parentElement!;
    expect(within(row("Olivia")).getByText("Attended")).toBeInTheDocument();
    expect(within(row("Mia")).getByText("Missed")).toBeInTheDocument();
    expect(screen.queryByText("Booked")).not.toBeInTheDocument();
  });

  it("shows a one-to-one session's mark alone, with nothing to book", () => {
    stubApi({ "GET /api/bookings": [] });
    renderWithProviders(
      <SessionBooking
        session={session({ studentId: olivia.id, attendance: [{ studentId: olivia.id, present: true }] })}
        familyChildren={[olivia]}
        now={new Date("2026-11-25T18:00:00Z")}
      />,
    );
    expect(screen.getByText("Attended")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Book|Cancel/ })).not.toBeInTheDocument();
  });
});
