import { describe, expect, it } from "vitest";
import type { RoomRecordingJob } from "#shared/schemas/room-recordings.ts";
import { recordingState } from "../lib/recording-state.ts";

const job = (values: Partial<RoomRecordingJob>): RoomRecordingJob => ({
  status: "pending",
  converting: false,
  attempts: 0,
  reason: null,
  queuedAt: "2026-11-24T16:45:00.000Z",
  nextAttemptAt: "2026-11-24T16:45:00.000Z",
  ...values,
});
const ended = "2026-11-24T16:45:00.000Z";

describe("a lesson's recording in words", () => {
  it("names each state of the recording and its job", () => {
    expect(recordingState({ recording: { id: 1, title: "Ratio" }, job: null, endedAt: ended })).toBe(
      "Published",
    );
    expect(recordingState({ recording: null, job: null, endedAt: null })).toBe("Lesson in progress");
    expect(recordingState({ recording: null, job: null, endedAt: ended })).toBe("No recording");
    expect(recordingState({ recording: null, job: job({}), endedAt: ended })).toBe("Waiting to convert");
    expect(recordingState({ recording: null, job: job({ converting: true }), endedAt: ended })).toBe(
      "Converting now",
    );
    expect(recordingState({ recording: null, job: job({ attempts: 2 }), endedAt: ended })).toBe(
      "Waiting to try again (2 tries so far)",
    );
    expect(
      recordingState({ recording: null, job: job({ status: "failed", reason: "No video" }), endedAt: ended }),
    ).toBe("Failed: No video");
    expect(recordingState({ recording: null, job: job({ status: "published" }), endedAt: ended })).toBe(
      "Recorded lesson deleted",
    );
  });
});
