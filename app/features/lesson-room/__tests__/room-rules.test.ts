import { describe, expect, it } from "vitest";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { roomAnnouncements } from "../lib/room-announcements.ts";
import { participantName, raisedHands, stageOrder } from "../lib/room-layout.ts";
import { ada, alan, observer, person, stateFor, tutor } from "./room-fixtures.ts";

describe("the stage's order", () => {
  it("puts the host first, then the children in the room by name, observers last; waiting and removed children are not on it", () => {
    const bea = person({ id: 5, displayName: "Bea" });
    const gone = person({ id: 6, displayName: "Cy", state: "removed" });
    expect(stageOrder([observer, bea, alan, gone, ada, tutor]).map((p) => p.id)).toEqual([1, 2, 5, 4]);
  });

  it("names an admin 'Observer' whatever its display name", () => {
    expect(participantName({ role: "observer", displayName: "Admin Person" })).toBe(ROOM_MESSAGES.observer);
    expect(participantName(ada)).toBe("Ada");
  });

  it("lists raised hands in the order the server gives", () => {
    const bea = person({ id: 5, displayName: "Bea" });
    expect(
      raisedHands(stateFor(tutor, { participants: [tutor, ada, bea], hands: [5, 2] })).map(
        (p) => p.displayName,
      ),
    ).toEqual(["Bea", "Ada"]);
  });
});

describe("what is read out when the room changes", () => {
  it("tells a child it was let in, muted and its camera stopped by the tutor", () => {
    const waiting = stateFor(person({ ...ada, state: "waiting" }));
    const inside = stateFor(ada, { version: 2 });
    expect(roomAnnouncements(waiting, inside)).toEqual(["Your tutor let you in."]);
    const muted = stateFor(person({ ...ada, micOffByHost: true, cameraOffByHost: true }), { version: 3 });
    expect(roomAnnouncements(inside, muted)).toEqual([
      "Your microphone was muted by the tutor.",
      "Your camera was stopped by the tutor.",
    ]);
    expect(roomAnnouncements(muted, muted)).toEqual([]);
  });

  it("tells the host who waits and whose hand went up", () => {
    const before = stateFor(tutor, { participants: [tutor, ada] });
    const after = stateFor(tutor, { version: 2, participants: [tutor, ada, alan], hands: [ada.id] });
    expect(roomAnnouncements(before, after)).toEqual(["Alan is waiting to be let in.", "Ada raised a hand."]);
  });

  it("says the person is in the lesson on arriving straight in", () => {
    expect(roomAnnouncements(undefined, stateFor(tutor))).toEqual(["You are in the lesson."]);
    expect(roomAnnouncements(undefined, stateFor(alan))).toEqual([]);
  });
});
