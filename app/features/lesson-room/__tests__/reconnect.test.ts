import { describe, expect, it } from "vitest";
import {
  initialReconnectState,
  type ReconnectEvent,
  type ReconnectState,
  reconnectDelay,
  reconnectReducer,
} from "../lib/reconnect.ts";

const run = (events: ReconnectEvent["type"][], from: ReconnectState = initialReconnectState) =>
  events.reduce((state, type) => reconnectReducer(state, { type } as ReconnectEvent), from);

describe("reconnecting after a dropped connection", () => {
  it("waits 0.5, 1, 2, 4 and then every 8 seconds between failed tries", () => {
    const delays: number[] = [];
    let state = run(["connected"]);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      state = reconnectReducer(state, { type: "dropped" });
      if (state.phase !== "waiting") throw new Error(`expected to wait, got ${state.phase}`);
      delays.push(state.delayMs);
      state = reconnectReducer(state, { type: "retry" });
      expect(state.phase).toBe("connecting");
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("starts again from half a second once a try connected", () => {
    const state = run(["dropped", "retry", "dropped", "retry", "connected", "dropped"]);
    expect(state).toEqual({ phase: "waiting", failures: 1, delayMs: 500 });
  });

  it("counts a drop reported twice while waiting as one", () => {
    expect(run(["connected", "dropped", "dropped"])).toEqual({ phase: "waiting", failures: 1, delayMs: 500 });
  });

  it("retries only after a wait", () => {
    expect(run(["connected", "retry"])).toEqual({ phase: "connected", failures: 0 });
  });

  it("stops for good when the child is removed or the lesson ends", () => {
    const stopped = run(["connected", "dropped", "stop"]);
    expect(stopped).toEqual({ phase: "stopped", failures: 1 });
    expect(run(["retry", "connected", "dropped"], stopped)).toBe(stopped);
  });

  it("gives the first wait for no failures and the last for many", () => {
    expect(reconnectDelay(0)).toBe(500);
    expect(reconnectDelay(99)).toBe(8000);
  });
});
