import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseJanusEvents, tokenUid } from "./janus-events.ts";

/**
 * `events-captured.json` holds the bodies the real Janus 1.1.2 posted in janus-events.janus.test.ts (run in
 * the network namespace with CAPTURE_JANUS_EVENTS); the other fixtures are written in the shapes the spike
 * on this machine recorded (decision 053, "Janus facts"), for cases that run did not make.
 */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), "utf8"));

const receivedAt = new Date("2026-11-27T13:00:00.000Z");
const ROOM = 218847362910;

describe("parseJanusEvents", () => {
  it("reads a child's stay: attached by the core token, joined by the room token, left", () => {
    expect(parseJanusEvents(fixture("events-lesson.json"), receivedAt)).toEqual([
      {
        kind: "attached",
        janusSessionId: 4182736455123001,
        ticketUid: "tk_3f9a1c2e8b7d",
        at: new Date("2026-11-27T12:00:00.100Z"),
      },
      {
        kind: "joined",
        janusSessionId: 4182736455123001,
        room: ROOM,
        feedId: 90210001,
        ticketUid: "tk_3f9a1c2e8b7d",
        at: new Date("2026-11-27T12:00:01.000Z"),
      },
      { kind: "left", room: ROOM, feedId: 90210001, how: "left", at: new Date("2026-11-27T12:40:00.000Z") },
      { kind: "session-gone", janusSessionId: 4182736455123001, at: new Date("2026-11-27T12:40:00.000Z") },
    ]);
  });

  it("reads the bodies the real Janus 1.1.2 posted (captured by janus-events.janus.test.ts)", () => {
    const bodies = fixture("events-captured.json") as unknown[];
    const events = bodies.flatMap((body) => parseJanusEvents(body, new Date("2026-11-27T12:00:00Z")));
    const child = 2532929785183674;
    const other = 5997230922857849;
    const room = 300000000077;
    // The app's own API session attaches without a token: not a person, so no event.
    expect(events.map(({ at: _at, ...event }) => event)).toEqual([
      { kind: "restarted" },
      { kind: "attached", janusSessionId: child, ticketUid: "ticket-child" },
      { kind: "joined", janusSessionId: child, room, feedId: 41, ticketUid: "ticket-child" },
      { kind: "attached", janusSessionId: other, ticketUid: "ticket-other" },
      { kind: "joined", janusSessionId: other, room, feedId: 42, ticketUid: "ticket-other" },
      { kind: "left", room, feedId: 41, how: "left" },
      { kind: "left", room, feedId: 42, how: "removed" },
      { kind: "session-gone", janusSessionId: other },
    ]);
    expect(events[0]!.at).toEqual(new Date(Math.floor(1795790296500059 / 1000)));
  });

  it("reads a kick as removed, a timed-out session as gone, and skips room creation and destruction", () => {
    expect(parseJanusEvents(fixture("events-removed-and-lost.json"), receivedAt)).toEqual([
      {
        kind: "left",
        room: ROOM,
        feedId: 90210002,
        how: "removed",
        at: new Date("2026-11-27T12:03:20.000Z"),
      },
      { kind: "session-gone", janusSessionId: 5500112233445566, at: new Date("2026-11-27T12:05:00.000Z") },
    ]);
  });

  it("reads Janus's start as a restart (its rooms are gone)", () => {
    expect(parseJanusEvents(fixture("events-restart.json"), receivedAt)).toEqual([
      { kind: "restarted", at: new Date("2026-11-27T14:33:20.000Z") },
    ]);
  });

  it("never takes identity from display: a join without a room token has no ticket", () => {
    const joined = {
      type: 64,
      timestamp: 1795780801000000,
      session_id: 77,
      event: {
        plugin: "janus.plugin.videoroom",
        data: { event: "joined", room: ROOM, id: 5, display: "uid=tk_3f9a1c2e8b7d" },
      },
    };
    expect(parseJanusEvents(joined, receivedAt)).toEqual([
      {
        kind: "joined",
        janusSessionId: 77,
        room: ROOM,
        feedId: 5,
        ticketUid: null,
        at: new Date("2026-11-27T12:00:01.000Z"),
      },
    ]);
  });

  it("a room token of another room, or a core token in a join, names no ticket", () => {
    const joinWith = (token: string) => ({
      type: 64,
      session_id: 77,
      event: { plugin: "janus.plugin.videoroom", data: { event: "joined", room: ROOM, id: 5, token } },
    });
    const otherRoom = "1795788587,janus.plugin.videoroom,room=1001,uid=tk_a:c2ln";
    const core = "1795788587,janus,janus.plugin.videoroom,uid=tk_a:c2ln";
    for (const token of [otherRoom, core]) {
      expect(parseJanusEvents(joinWith(token), receivedAt)).toMatchObject([{ ticketUid: null }]);
    }
  });

  it("takes the time it was received when the event's timestamp is missing or out of reason", () => {
    const gone = (timestamp: unknown) => ({
      type: 1,
      session_id: 9,
      timestamp,
      event: { name: "destroyed" },
    });
    for (const timestamp of [undefined, "1795780801000000", 12, 1795780801000000 * 1000]) {
      expect(parseJanusEvents([gone(timestamp)], receivedAt)).toEqual([
        { kind: "session-gone", janusSessionId: 9, at: receivedAt },
      ]);
    }
  });

  it("answers no events for malformed bodies, never a throw", () => {
    const bodies: unknown[] = [
      null,
      undefined,
      "events",
      42,
      [],
      [null, 1, "x", [], {}],
      { type: 64 },
      { type: 64, event: { plugin: "janus.plugin.videoroom", data: "joined" } },
      { type: 64, event: { plugin: "janus.plugin.videoroom", data: { event: "joined", room: "1", id: 5 } } },
      { type: 64, event: { plugin: "janus.plugin.videoroom", data: { event: "leaving", room: 1, id: -5 } } },
      { type: 64, event: { plugin: "janus.plugin.echotest", data: { event: "joined", room: 1, id: 5 } } },
      { type: 2, session_id: 1, event: { name: "attached", plugin: "janus.plugin.videoroom" } },
      { type: 2, session_id: 1, event: { name: "attached", plugin: "janus.plugin.videoroom", token: 5 } },
      { type: 1, session_id: 1.5, event: { name: "destroyed" } },
      { type: 1, event: { name: "destroyed" } },
      { type: 256, event: { status: "shutdown" } },
    ];
    for (const body of bodies) expect(parseJanusEvents(body, receivedAt)).toEqual([]);
  });
});

describe("tokenUid", () => {
  const core = { kind: "core" } as const;
  const room = { kind: "room", room: 1001 } as const;

  it("reads the uid of a well-formed token of the expected kind", () => {
    expect(tokenUid("1795788587,janus,janus.plugin.videoroom,uid=abc-DEF_1.2~x:c2lnbmF0dXJl", core)).toBe(
      "abc-DEF_1.2~x",
    );
    expect(tokenUid("1795788587,janus.plugin.videoroom,room=1001,uid=abc:c2ln+/8=", room)).toBe("abc");
  });

  it("refuses tokens whose format is wrong", () => {
    const wrong = [
      "janus,janus.plugin.videoroom,uid=abc:c2ln", // no expiry
      "1795788587,janus,janus.plugin.videoroom,uid=abc", // no signature
      "1795788587,janus,janus.plugin.videoroom,uid=abc:not base64!",
      "1795788587,janus,janus.plugin.videoroom,uid=:c2ln", // empty uid
      "1795788587,janus,janus.plugin.videoroom,uid=a b:c2ln",
      "1795788587,janus,janus.plugin.videoroom,uid=abc,uid=def:c2ln", // two uids
      "1795788587,janus,janus.plugin.videoroom,janus.plugin.echotest,uid=abc:c2ln",
      "1795788587,janus,janus.plugin.echotest,uid=abc:c2ln",
      "1795788587,janus.plugin.videoroom,room=1001,uid=abc:c2ln", // a room token where a core one is wanted
      `1795788587,janus,janus.plugin.videoroom,uid=${"a".repeat(201)}:c2ln`,
    ];
    for (const token of wrong) expect(tokenUid(token, core)).toBeNull();
    expect(tokenUid("1795788587,janus.plugin.videoroom,room=10010,uid=abc:c2ln", room)).toBeNull();
    expect(tokenUid("1795788587,janus,janus.plugin.videoroom,uid=abc:c2ln", room)).toBeNull();
    expect(tokenUid(undefined, core)).toBeNull();
  });
});
