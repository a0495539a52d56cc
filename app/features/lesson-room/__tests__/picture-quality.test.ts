import { describe, expect, it } from "vitest";
import {
  initialQuality,
  isNarrowScreen,
  type LinkSample,
  linkVerdict,
  loweredText,
  nextQuality,
  PICTURES,
  screenBest,
} from "../lib/picture-quality.ts";

const sample = (at: number, received: number, lost: number, frames: number, freezes = 0): LinkSample => ({
  at,
  packetsReceived: received,
  packetsLost: lost,
  framesDecoded: frames,
  freezeCount: freezes,
});

describe("the picture a screen is worth", () => {
  it("takes the full picture on a large screen, half on a laptop or a sharp phone, a quarter on a plain phone", () => {
    expect(screenBest({ width: 2560, pixelRatio: 1 })).toBe(0);
    expect(screenBest({ width: 1280, pixelRatio: 2 })).toBe(0);
    expect(screenBest({ width: 1280, pixelRatio: 1 })).toBe(1);
    expect(screenBest({ width: 390, pixelRatio: 3 })).toBe(0);
    expect(screenBest({ width: 390, pixelRatio: 2 })).toBe(1);
    expect(screenBest({ width: 390, pixelRatio: 1 })).toBe(2);
    expect(isNarrowScreen({ width: 390 })).toBe(true);
    expect(isNarrowScreen({ width: 1024 })).toBe(false);
  });
});

describe("the link's verdict over an interval", () => {
  it("is poor past 5 % lost packets, on a freeze, or when frames stall; unknown without packets", () => {
    const start = sample(0, 100, 0, 30);
    expect(linkVerdict(start, sample(2000, 300, 4, 90))).toBe("good");
    expect(linkVerdict(start, sample(2000, 300, 20, 90))).toBe("poor");
    expect(linkVerdict(start, sample(2000, 300, 0, 90, 1))).toBe("poor");
    expect(linkVerdict(start, sample(2000, 300, 0, 32))).toBe("poor");
    expect(linkVerdict(start, sample(2000, 100, 0, 30))).toBe("unknown");
  });
});

describe("lowering and raising the picture", () => {
  it("lowers one step a poor interval, to the least at most, and raises after a good while", () => {
    let state = initialQuality(0, 0);
    state = nextQuality(state, "poor", 1_000);
    expect(state.level).toBe(1);
    for (let at = 2_000; at < 10_000; at += 1_000) state = nextQuality(state, "poor", at);
    expect(state.level).toBe(PICTURES.length - 1);
    state = nextQuality(state, "good", 20_000);
    expect(state.level).toBe(PICTURES.length - 1);
    state = nextQuality(state, "good", 9_000 + 20_000);
    expect(state.level).toBe(PICTURES.length - 2);
  });

  it("waits twice as long before the next raise when a raise brought trouble at once", () => {
    let state = nextQuality(initialQuality(0, 0), "poor", 0);
    state = nextQuality(state, "good", 20_000);
    expect(state.level).toBe(0);
    state = nextQuality(state, "poor", 23_000);
    expect(state).toMatchObject({ level: 1, raiseAfterMs: 40_000 });
    expect(nextQuality(state, "good", 23_000 + 39_000).level).toBe(1);
    expect(nextQuality(state, "good", 23_000 + 40_000).level).toBe(0);
  });

  it("never raises past what the screen is worth", () => {
    const state = initialQuality(2, 0);
    expect(nextQuality(state, "good", 600_000).level).toBe(2);
  });
});

describe("what the page says of its picture", () => {
  it("names the connection when the link lowered it, the screen on a phone, nothing otherwise", () => {
    expect(loweredText(initialQuality(0, 0), false)).toBeNull();
    expect(loweredText(initialQuality(1, 0), false)).toBeNull();
    expect(loweredText(nextQuality(initialQuality(0, 0), "poor", 1), false)).toMatch(/on this connection/);
    expect(loweredText(initialQuality(2, 0), true)).toBe(
      "The picture is lowered to suit this screen: the tutor's is smaller and children's cameras are not shown.",
    );
    expect(loweredText(initialQuality(0, 0), true)).toBe(
      "The picture is lowered to suit this screen: children's cameras are not shown.",
    );
  });
});
