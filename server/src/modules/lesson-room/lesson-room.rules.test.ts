import { describe, expect, it } from "vitest";
import {
  firstAndLast,
  minutesPresent,
  type PresenceInterval,
  presentForRegister,
  presentMs,
  roomHours,
} from "./lesson-room.rules.ts";

const MINUTE = 60_000;
/** A 60-minute session at 10:00: the room is open 09:45–11:30. */
const session = { scheduledFor: "2026-06-15T10:00:00.000Z", duration: 60 };
const at = (minutesAfterStart: number) =>
  new Date(Date.parse(session.scheduledFor) + minutesAfterStart * MINUTE);
const stay = (from: number, to: number | null): PresenceInterval => ({
  enteredAt: at(from),
  leftAt: to === null ? null : at(to),
});
const ended = at(90);

describe("roomHours", () => {
  it("opens 15 minutes before the start and closes 30 minutes after the end", () => {
    expect(roomHours(session)).toEqual({
      start: at(0),
      end: at(60),
      opensAt: at(-15),
      closesAt: at(90),
    });
  });
});

describe("presentMs", () => {
  it("adds separate stays", () => {
    expect(presentMs([stay(0, 10), stay(20, 30)], session, ended)).toBe(20 * MINUTE);
  });

  it("counts overlapping stays once (a second tab, a reconnect before the drop was seen)", () => {
    expect(presentMs([stay(0, 30), stay(10, 20), stay(25, 40)], session, ended)).toBe(40 * MINUTE);
    expect(presentMs([stay(25, 40), stay(0, 30)], session, ended)).toBe(40 * MINUTE);
  });

  it("counts stays that touch as one span, and nothing twice", () => {
    expect(presentMs([stay(0, 10), stay(10, 20), stay(0, 20)], session, ended)).toBe(20 * MINUTE);
  });

  it("runs an open stay to the time it is read at, never past the room's close", () => {
    expect(presentMs([stay(50, null)], session, at(70))).toBe(20 * MINUTE);
    expect(presentMs([stay(50, null)], session, at(200))).toBe(40 * MINUTE);
  });

  it("clips stays to the room's hours and to the lesson's end", () => {
    expect(presentMs([stay(-60, 0)], session, ended)).toBe(15 * MINUTE);
    expect(presentMs([stay(80, 120)], session, ended)).toBe(10 * MINUTE);
    expect(presentMs([stay(-60, -20), stay(95, 100)], session, ended)).toBe(0);
    expect(presentMs([stay(0, 60)], session, at(45))).toBe(45 * MINUTE);
  });

  it("is zero for a child never in the room, or a stay of no length", () => {
    expect(presentMs([], session, ended)).toBe(0);
    expect(presentMs([stay(5, 5), stay(10, 8)], session, ended)).toBe(0);
  });
});

describe("the half rule", () => {
  it("counts exactly half as present and a millisecond less as absent", () => {
    expect(presentForRegister(30 * MINUTE, session)).toBe(true);
    expect(presentForRegister(30 * MINUTE - 1, session)).toBe(false);
    expect(presentForRegister(0, session)).toBe(false);
    expect(presentForRegister(60 * MINUTE, session)).toBe(true);
    expect(presentForRegister(22.5 * MINUTE, { ...session, duration: 45 })).toBe(true);
  });

  it("reads half of the session's duration in total, from several stays", () => {
    const ms = presentMs([stay(0, 10), stay(20, 30), stay(50, 60)], session, ended);
    expect(presentForRegister(ms, session)).toBe(true);
    expect(minutesPresent(ms)).toBe(30);
  });

  it("shows whole minutes, rounded down", () => {
    expect(minutesPresent(30 * MINUTE - 1)).toBe(29);
    expect(minutesPresent(0)).toBe(0);
  });
});

describe("firstAndLast", () => {
  it("gives the first entry and the last exit", () => {
    expect(firstAndLast([stay(20, 30), stay(0, 10)])).toEqual({ firstEntry: at(0), lastExit: at(30) });
  });

  it("has no last exit while a stay is open, and nothing for a child never in", () => {
    expect(firstAndLast([stay(0, 10), stay(20, null)])).toEqual({ firstEntry: at(0), lastExit: null });
    expect(firstAndLast([])).toEqual({ firstEntry: null, lastExit: null });
  });
});
