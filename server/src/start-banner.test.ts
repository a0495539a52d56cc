import { describe, expect, it, vi } from "vitest";
import { lessonRoomLine, startBanner, writeAfterLogLines } from "./start-banner.ts";

const noRoom = { available: false, reason: "The media server is switched off (JANUS_MODE=off)." };

describe("startBanner", () => {
  it("names the address without a trailing slash, and says where the demo accounts sign in from", () => {
    const added = startBanner({
      brandName: "Brightpath Tuition",
      appUrl: "https://tuition.example/",
      demo: "added",
      fromAnywhere: true,
      room: { available: true, reason: null },
    }).split("\n");
    expect(added[1]).toBe("Brightpath Tuition is running at https://tuition.example");
    expect(added[2]).toBe("Lesson room: ready (media server running)");
    expect(added[3]).toBe("Demo data added. Sign in at https://tuition.example/auth with:");
    expect(added.at(-2)).toBe("  (from any address: SEED_DEMO=1)");
    expect(added.at(-1)).toBe("");
  });

  it("is the address and the lesson room's state alone without demo accounts", () => {
    expect(
      startBanner({
        brandName: "B",
        appUrl: "http://localhost:5000",
        demo: null,
        fromAnywhere: false,
        room: noRoom,
      }),
    ).toBe(
      "\nB is running at http://localhost:5000\nLesson room unavailable: The media server is switched off (JANUS_MODE=off).\n",
    );
  });

  it("says whether the lesson room can be held, and why not", () => {
    expect(lessonRoomLine({ available: true, reason: null })).toBe(
      "Lesson room: ready (media server running)",
    );
    expect(
      lessonRoomLine({
        available: false,
        reason: 'The media server is not installed: /usr/bin/janus is missing (Debian\'s package "janus").',
      }),
    ).toBe(
      'Lesson room unavailable: The media server is not installed: /usr/bin/janus is missing (Debian\'s package "janus").',
    );
    expect(lessonRoomLine({ available: false, reason: null })).toBe(
      "Lesson room unavailable: no media server is set up.",
    );
  });
});

describe("writeAfterLogLines", () => {
  it("writes to the logger's own stream, found on a child logger's prototype too", () => {
    const written: string[] = [];
    const root = { [Symbol("pino.stream")]: { write: (text: string) => written.push(text) } };
    writeAfterLogLines(Object.create(root), "banner\n");
    expect(written).toEqual(["banner\n"]);
  });

  it("writes to standard output without such a stream", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      writeAfterLogLines({}, "banner\n");
      expect(write).toHaveBeenCalledWith("banner\n");
    } finally {
      write.mockRestore();
    }
  });
});
