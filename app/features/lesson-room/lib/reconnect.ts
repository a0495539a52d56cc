/**
 * How the room comes back by itself after a dropped connection: a pure state machine,
 * so the timing is tested without a media server. Each failed try waits longer (0.5, 1, 2, 4, then every
 * 8 seconds); a try asks for a new ticket (its tokens are single use) and joins again, and an admitted child
 * is let straight back in by the server. Removal or the lesson's end stops it for good.
 */

/** The first wait, doubled after each further failure up to the last (0.5, 1, 2, 4, 8 s). */
export const FIRST_RECONNECT_DELAY_MS = 500;
export const LAST_RECONNECT_DELAY_MS = 8000;

export type ReconnectState =
  /** Connecting with a ticket (the first time, or a retry). */
  | { phase: "connecting"; failures: number }
  | { phase: "connected"; failures: 0 }
  /** Dropped or failed: the next try starts after `delayMs`. */
  | { phase: "waiting"; failures: number; delayMs: number }
  /** Removed, ended or left: no more tries. */
  | { phase: "stopped"; failures: number };

export type ReconnectEvent =
  | { type: "connected" }
  /** The live connection was lost, or a try to connect failed. */
  | { type: "dropped" }
  /** The wait is over: try again. */
  | { type: "retry" }
  | { type: "stop" };

export const initialReconnectState: ReconnectState = { phase: "connecting", failures: 0 };

/** The wait after `failures` failures in a row (1 → 0.5 s, 5 and more → 8 s). */
export function reconnectDelay(failures: number): number {
  return Math.min(FIRST_RECONNECT_DELAY_MS * 2 ** (Math.max(failures, 1) - 1), LAST_RECONNECT_DELAY_MS);
}

export function reconnectReducer(state: ReconnectState, event: ReconnectEvent): ReconnectState {
  if (state.phase === "stopped") return state;
  switch (event.type) {
    case "stop":
      return { phase: "stopped", failures: state.failures };
    case "connected":
      return { phase: "connected", failures: 0 };
    case "dropped": {
      // A second report of the same drop (the session's error and the handle's ICE failure) is one drop.
      if (state.phase === "waiting") return state;
      const failures = state.failures + 1;
      return { phase: "waiting", failures, delayMs: reconnectDelay(failures) };
    }
    case "retry":
      return state.phase === "waiting" ? { phase: "connecting", failures: state.failures } : state;
  }
}
