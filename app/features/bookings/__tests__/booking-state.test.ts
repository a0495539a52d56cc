import { describe, expect, it } from "vitest";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { bookingBlock, childBookingState, childrenFor, seatsLeftText } from "../lib/booking-state.ts";

const now = new Date("2026-11-25T09:00:00Z");
const session = (overrides: Partial<PortalSession> = {}): PortalSession => ({
  id: 1,
  title: "Fractions",
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: null,
  studentId: null,
  seriesId: null,
  scheduledFor: "2026-11-25T16:00:00Z",
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 7",
  status: "scheduled",
  notes: null,
  capacity: 12,
  bookedCount: 0,
  createdAt: "2026-11-01T09:00:00Z",
  studentLabel: null,
  bookedStudentIds: [],
  attendance: [],
  recording: null,
  recordingDueBy: null,
  roomAvailable: false,
  ...overrides,
});

describe("booking state", () => {
  it("says how many seats are left, one seat, or Full", () => {
    expect(seatsLeftText(session({ bookedCount: 9 }))).toBe("3 seats left");
    expect(seatsLeftText(session({ bookedCount: 11 }))).toBe("1 seat left");
    expect(seatsLeftText(session({ bookedCount: 12 }))).toBe("Full");
  });

  it("offers a group session to the children of its year, or to all when it has none", () => {
    const children = [
      { id: 1, label: "Mia", grade: "Year 7" },
      { id: 2, label: "Leo", grade: "Year 10" },
    ];
    expect(childrenFor(session(), children).map((child) => child.label)).toEqual(["Mia"]);
    expect(childrenFor(session({ academicYear: null }), children)).toHaveLength(2);
  });

  it("books while open with seats, shows Booked (cancellable until the start), Full, and the register's mark", () => {
    expect(childBookingState(session(), 1, now)).toEqual({ kind: "bookable" });
    expect(childBookingState(session({ bookedCount: 12 }), 1, now)).toEqual({ kind: "full" });
    expect(childBookingState(session({ bookedStudentIds: [1] }), 1, now)).toEqual({
      kind: "booked",
      cancellable: true,
    });
    const started = session({ scheduledFor: "2026-11-25T08:30:00Z", bookedStudentIds: [1] });
    expect(childBookingState(started, 1, now)).toEqual({ kind: "booked", cancellable: false });
    expect(childBookingState(session({ status: "cancelled" }), 1, now)).toEqual({ kind: "closed" });
    const marked = session({
      bookedStudentIds: [1, 2],
      attendance: [
        { studentId: 1, present: true },
        { studentId: 2, present: false },
      ],
    });
    expect(childBookingState(marked, 1, now)).toEqual({ kind: "attended" });
    expect(childBookingState(marked, 2, now)).toEqual({ kind: "missed" });
  });

  it("says why no child can book: cancelled, started, no child, another year, full; nothing when one can or all are on it", () => {
    const mia = { id: 1, label: "Mia", grade: "Year 7" };
    const zoe = { id: 3, label: "Zoe", grade: "Year 7" };
    const leo = { id: 2, label: "Leo", grade: "Year 10" };
    expect(bookingBlock(session(), [mia, leo], now)).toBeNull();
    expect(bookingBlock(session({ bookedStudentIds: [1] }), [mia, zoe], now)).toBeNull();
    expect(bookingBlock(session({ status: "cancelled" }), [mia], now)).toEqual({ kind: "cancelled" });
    expect(bookingBlock(session({ status: "cancelled" }), [], now)).toEqual({ kind: "cancelled" });
    const started = session({ scheduledFor: "2026-11-25T08:30:00Z" });
    expect(bookingBlock(started, [mia], now)).toEqual({ kind: "started" });
    expect(bookingBlock(started, [], now)).toEqual({ kind: "started" });
    // A started session one of the children is on: its Booked or mark says enough.
    expect(bookingBlock({ ...started, bookedStudentIds: [1] }, [mia], now)).toBeNull();
    expect(bookingBlock(session(), [], now)).toEqual({ kind: "no-child" });
    expect(bookingBlock(session({ academicYear: null }), [], now)).toEqual({ kind: "no-child" });
    expect(bookingBlock(session(), [leo], now)).toEqual({ kind: "other-year", year: "Year 7" });
    // Every child of the year booked: each one's Booked says why there is no Book button.
    expect(bookingBlock(session({ bookedStudentIds: [1, 3] }), [mia, zoe, leo], now)).toBeNull();
    expect(bookingBlock(session({ bookedCount: 12, bookedStudentIds: [1] }), [mia], now)).toBeNull();
    expect(bookingBlock(session({ bookedCount: 12 }), [mia], now)).toEqual({ kind: "full" });
    expect(bookingBlock(session({ bookedCount: 12, bookedStudentIds: [1] }), [mia, zoe], now)).toEqual({
      kind: "full",
    });
  });
});
