import { describe, expect, it } from "vitest";
import { normaliseStays, planRecording } from "./recording-timeline.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, 0) + seconds * 1000);
const ms = (seconds: number) => at(seconds).getTime();

describe("the recording's plan", () => {
  it("joins overlapping stays and drops empty ones", () => {
    expect(
      normaliseStays([
        { from: at(10), to: at(20) },
        { from: at(0), to: at(12) },
        { from: at(30), to: at(30) },
      ]),
    ).toEqual([{ from: ms(0), to: ms(20) }]);
  });

  it("puts the stays one after the other, the camera full frame, the screen with the camera, black where nothing was sent", () => {
    const plan = planRecording({
      stays: [
        { from: at(0), to: at(10) },
        { from: at(20), to: at(25) },
      ],
      videos: [
        { source: "camera-1", startMs: ms(1), durationMs: 5_000, screen: false },
        { source: "camera-2", startMs: ms(6), durationMs: 4_000, screen: false },
        { source: "screen-2", startMs: ms(6), durationMs: 4_000, screen: true },
        { source: "camera-3", startMs: ms(21), durationMs: 10_000, screen: false },
      ],
      // A child's sound running through the tutor's absence: only its parts within the stays are heard.
      sounds: [{ source: "child", startMs: ms(5), durationMs: 20_000 }],
      fps: 10,
    });
    expect(plan.frames).toBe(150);
    expect(plan.seconds).toBe(15);
    expect(plan.slices).toEqual([
      { frames: 10, camera: null, screen: null },
      { frames: 50, camera: { source: "camera-1", fromSeconds: 0 }, screen: null },
      {
        frames: 40,
        camera: { source: "camera-2", fromSeconds: 0 },
        screen: { source: "screen-2", fromSeconds: 0 },
      },
      { frames: 10, camera: null, screen: null },
      { frames: 40, camera: { source: "camera-3", fromSeconds: 0 }, screen: null },
    ]);
    expect(plan.sounds).toEqual([
      { source: "child", fromSeconds: 0, durationSeconds: 5, atSeconds: 5 },
      { source: "child", fromSeconds: 15, durationSeconds: 5, atSeconds: 10 },
    ]);
  });

  it("keeps whole frames that add up to the stays' total", () => {
    const plan = planRecording({
      stays: [
        { from: at(0), to: at(1.234) },
        { from: at(2), to: at(3.333) },
      ],
      videos: [{ source: "camera", startMs: ms(0.05), durationMs: 3_000, screen: false }],
      sounds: [],
      fps: 10,
    });
    // Black, the camera, the camera again after the gap, black once the camera's file ends.
    expect(plan.slices.map((slice) => slice.frames)).toEqual([1, 11, 11, 3]);
    expect(Math.abs(plan.seconds - 2.567)).toBeLessThanOrEqual(0.05);
    expect(plan.slices[2]!.camera).toEqual({ source: "camera", fromSeconds: 1.95 });
  });
});
