/**
 * The page's watch over the tutor's picture (picture-quality.ts decides, this reads and asks): every two
 * seconds it reads the page's own statistics of the tutor's video, judges the link, asks the media server
 * for the picture decided for each of the tutor's videos, and tells the screen what it receives.
 */
import {
  initialQuality,
  type LinkSample,
  linkVerdict,
  loweredText,
  nextQuality,
  PICTURES,
  type QualityState,
  screenBest,
} from "./picture-quality.ts";

/** How often the page reads its own statistics of the tutor's video to judge its link. */
const LINK_CHECK_MS = 2_000;

export type PictureWatchOptions = {
  /** A child's page on a phone's screen: children's cameras are not taken. */
  narrow: boolean;
  /** The connection that receives the others' media, once it is in the room. */
  connection: () => RTCPeerConnection | null;
  /** The mids of the tutor's camera and screen on that connection. */
  tutorVideoMids: () => string[];
  /** Asks the media server for a picture of some of those mids. */
  ask: (streams: { mid: string; substream: number; temporal: number }[]) => void;
  onPicture: (lowered: string | null) => void;
};

/** The tutor's video as the connection receives it, summed over its camera and screen. */
async function sampleOf(connection: RTCPeerConnection, mids: string[]): Promise<LinkSample> {
  const sample: LinkSample = {
    at: Date.now(),
    packetsReceived: 0,
    packetsLost: 0,
    framesDecoded: 0,
    freezeCount: 0,
  };
  (await connection.getStats()).forEach((report: Record<string, unknown>) => {
    if (report.type !== "inbound-rtp" || report.kind !== "video" || !mids.includes(String(report.mid)))
      return;
    sample.packetsReceived += Number(report.packetsReceived ?? 0);
    sample.packetsLost += Number(report.packetsLost ?? 0);
    sample.framesDecoded += Number(report.framesDecoded ?? 0);
    sample.freezeCount += Number(report.freezeCount ?? 0);
  });
  return sample;
}

export function watchPicture(options: PictureWatchOptions) {
  let quality: QualityState = initialQuality(
    screenBest({ width: window.innerWidth, pixelRatio: window.devicePixelRatio || 1 }),
    Date.now(),
  );
  /** The picture each of the tutor's mids was last asked for. */
  const asked = new Map<string, number>();
  let last: { sample: LinkSample; mids: string } | null = null;
  let told: string | null | undefined;
  let stopped = false;

  async function check() {
    const connection = options.connection();
    if (stopped || !connection) return;
    const mids = options.tutorVideoMids();
    const sample = mids.length > 0 ? await sampleOf(connection, mids).catch(() => null) : null;
    const key = mids.join(",");
    // Counters start again when the tutor's videos change (a screen shared, a camera turned on).
    if (sample && last && last.mids === key)
      quality = nextQuality(quality, linkVerdict(last.sample, sample), sample.at);
    last = sample ? { sample, mids: key } : null;
    const changed = mids.filter((mid) => asked.get(mid) !== quality.level);
    if (changed.length > 0 && !stopped) {
      const picture = PICTURES[quality.level]!;
      options.ask(changed.map((mid) => ({ mid, ...picture })));
      for (const mid of changed) asked.set(mid, quality.level);
    }
    const text = loweredText(quality, options.narrow);
    if (text !== told) {
      told = text;
      options.onPicture(text);
    }
  }
  const timer = setInterval(() => void check(), LINK_CHECK_MS);
  return {
    check: () => void check(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
