/**
 * Which quality of the tutor's camera and screen a page receives (DECISIONS.md "Phones and slow links").
 * The tutor sends each in three sizes (the media server's substreams 2, 1 and 0) and two frame rates
 * (temporal layers); each page asks for one of the four pictures below. The screen sets the best a page
 * asks for; the link lowers it when the tutor's video loses packets or frames, and raises it again after a
 * while without trouble, waiting longer each time a raise failed. Sound is never lowered: it is what is
 * kept when the picture goes down.
 */

export type Picture = { substream: number; temporal: number };

/** From the best to the least: full size, half, a quarter, a quarter at half the frame rate. */
export const PICTURES: readonly Picture[] = [
  { substream: 2, temporal: 2 },
  { substream: 1, temporal: 2 },
  { substream: 0, temporal: 2 },
  { substream: 0, temporal: 0 },
];

/** Narrower than this (CSS pixels) the room is a phone's: one column, the tutor's tile the whole width. */
export const NARROW_SCREEN_PX = 640;

/**
 * The best picture worth receiving, by the tutor's tile in device pixels (the whole width on a phone, a
 * third of it on wider screens): full from 800, half from 400, a quarter below.
 */
export function screenBest(screen: { width: number; pixelRatio: number }): number {
  const tileCss = screen.width < NARROW_SCREEN_PX ? screen.width - 32 : screen.width / 3;
  const tile = Math.max(0, tileCss) * screen.pixelRatio;
  if (tile >= 800) return 0;
  return tile >= 400 ? 1 : 2;
}

/** A phone's screen: children's cameras are not received there, their sound is. */
export const isNarrowScreen = (screen: { width: number }) => screen.width < NARROW_SCREEN_PX;

/** What the page's own statistics say of the tutor's video at one moment (inbound-rtp, summed). */
export type LinkSample = {
  at: number;
  packetsReceived: number;
  packetsLost: number;
  framesDecoded: number;
  freezeCount: number;
};

/** Over one interval: poor when more than 5 % of packets were lost, a freeze was counted, or frames stalled. */
export function linkVerdict(before: LinkSample, after: LinkSample): "good" | "poor" | "unknown" {
  const received = after.packetsReceived - before.packetsReceived;
  const lost = Math.max(0, after.packetsLost - before.packetsLost);
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0 || received + lost === 0) return "unknown";
  if (lost / (received + lost) > 0.05) return "poor";
  if (after.freezeCount > before.freezeCount) return "poor";
  if ((after.framesDecoded - before.framesDecoded) / seconds < 3) return "poor";
  return "good";
}

export type QualityState = {
  /** The picture asked for: an index into PICTURES. */
  level: number;
  /** The best the screen is worth. */
  best: number;
  /** When the link last was poor, or the picture last changed. */
  since: number;
  /** How long the link must stay good before the picture is raised again. */
  raiseAfterMs: number;
  /** Whether the last raise was followed by trouble within its first seconds. */
  raisedAt: number | null;
};

const FIRST_RAISE_MS = 20_000;
const LONGEST_RAISE_MS = 160_000;
/** Trouble this soon after a raise means the link cannot take it: wait twice as long next time. */
const RAISE_TRIAL_MS = 8_000;

/** A page starts on the picture its screen is worth. */
export function initialQuality(best: number, now: number): QualityState {
  return { level: best, best, since: now, raiseAfterMs: FIRST_RAISE_MS, raisedAt: null };
}

/** The next state after one interval's verdict. */
export function nextQuality(
  state: QualityState,
  verdict: ReturnType<typeof linkVerdict>,
  now: number,
): QualityState {
  if (verdict === "poor") {
    const failedRaise = state.raisedAt !== null && now - state.raisedAt < RAISE_TRIAL_MS;
    return {
      ...state,
      level: Math.min(PICTURES.length - 1, state.level + 1),
      since: now,
      raisedAt: null,
      raiseAfterMs: failedRaise ? Math.min(LONGEST_RAISE_MS, state.raiseAfterMs * 2) : state.raiseAfterMs,
    };
  }
  if (verdict === "good" && state.level > state.best && now - state.since >= state.raiseAfterMs)
    return { ...state, level: state.level - 1, since: now, raisedAt: now };
  return state;
}

/**
 * What the page says of its picture: the link lowered it, or a child's phone takes a smaller picture of the
 * tutor and no children's cameras. Null otherwise: a wider screen taking the size its tiles show has lost
 * nothing worth a line (and the tutor's own page receives no tutor).
 */
export function loweredText(state: QualityState, childCamerasHidden: boolean): string | null {
  if (state.level > state.best) return "The picture is lowered to keep the lesson smooth on this connection.";
  if (!childCamerasHidden) return null;
  return state.best > 0
    ? "The picture is lowered to suit this screen: the tutor's is smaller and children's cameras are not shown."
    : "The picture is lowered to suit this screen: children's cameras are not shown.";
}
