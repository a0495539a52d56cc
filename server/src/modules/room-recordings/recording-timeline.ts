/**
 * Where each piece of a room's recording goes in the video (docs/decisions/054). Pure: times in, a plan
 * out. The video holds the tutor's stays one after the other without the gaps; within them, real time.
 * The picture is cut into slices whose sources do not change (the camera alone, the screen with the
 * camera in a corner, or nothing: black), each a whole number of frames so the slices add up to the
 * stays' total; every sound file (the tutor's and the children's) is placed where it was heard.
 */

/** A converted media file and the real time it covers (ms since the epoch). */
export type TimedSource = { source: string; startMs: number; durationMs: number };
export type TimedVideo = TimedSource & { screen: boolean };

/** A part of a source file: `from` seconds into it. */
export type SourcePart = { source: string; fromSeconds: number };

export type VideoSlice = { frames: number; camera: SourcePart | null; screen: SourcePart | null };
export type SoundPart = SourcePart & { durationSeconds: number; atSeconds: number };

export type RecordingPlan = {
  /** The video's length: the stays' total, to a frame. */
  frames: number;
  seconds: number;
  slices: VideoSlice[];
  sounds: SoundPart[];
};

type Span = { from: number; to: number };

/** The stays in order, overlapping ones joined and empty ones dropped. */
export function normaliseStays(stays: Array<{ from: Date; to: Date }>): Span[] {
  const spans = stays
    .map((stay) => ({ from: stay.from.getTime(), to: stay.to.getTime() }))
    .filter((span) => Number.isFinite(span.from) && Number.isFinite(span.to) && span.to > span.from)
    .sort((a, b) => a.from - b.from);
  const joined: Span[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else joined.push({ ...span });
  }
  return joined;
}

/** Whether a source has any moment within the stays. */
export function withinStays(source: TimedSource, stays: Span[]): boolean {
  return stays.some((stay) => source.startMs < stay.to && source.startMs + source.durationMs > stay.from);
}

/** The source playing at real time `at` (the latest started, if two overlap), or null. */
function playing(videos: TimedVideo[], at: number): TimedVideo | null {
  let found: TimedVideo | null = null;
  for (const video of videos) {
    if (
      video.startMs <= at &&
      at < video.startMs + video.durationMs &&
      (!found || video.startMs > found.startMs)
    )
      found = video;
  }
  return found;
}

const sameSource = (a: SourcePart | null, b: SourcePart | null) => a?.source === b?.source;

export function planRecording(input: {
  stays: Array<{ from: Date; to: Date }>;
  videos: TimedVideo[];
  sounds: TimedSource[];
  fps: number;
}): RecordingPlan {
  const stays = normaliseStays(input.stays);
  const cameras = input.videos.filter((video) => !video.screen);
  const screens = input.videos.filter((video) => video.screen);
  type Piece = { outFrom: number; outTo: number; camera: SourcePart | null; screen: SourcePart | null };
  const pieces: Piece[] = [];
  const sounds: SoundPart[] = [];
  let offset = 0;
  for (const stay of stays) {
    const cuts = new Set([stay.from, stay.to]);
    for (const video of input.videos) {
      for (const at of [video.startMs, video.startMs + video.durationMs])
        if (at > stay.from && at < stay.to) cuts.add(at);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let index = 0; index + 1 < points.length; index += 1) {
      const from = points[index]!;
      const to = points[index + 1]!;
      const middle = (from + to) / 2;
      const part = (video: TimedVideo | null): SourcePart | null =>
        video ? { source: video.source, fromSeconds: Math.max(0, from - video.startMs) / 1000 } : null;
      const piece = {
        outFrom: offset + from - stay.from,
        outTo: offset + to - stay.from,
        camera: part(playing(cameras, middle)),
        screen: part(playing(screens, middle)),
      };
      const last = pieces.at(-1);
      // The same sources going on within one stay make one slice.
      if (last && index > 0 && sameSource(last.camera, piece.camera) && sameSource(last.screen, piece.screen))
        last.outTo = piece.outTo;
      else pieces.push(piece);
    }
    for (const sound of input.sounds) {
      const from = Math.max(sound.startMs, stay.from);
      const to = Math.min(sound.startMs + sound.durationMs, stay.to);
      if (to <= from) continue;
      sounds.push({
        source: sound.source,
        fromSeconds: (from - sound.startMs) / 1000,
        durationSeconds: (to - from) / 1000,
        atSeconds: (offset + from - stay.from) / 1000,
      });
    }
    offset += stay.to - stay.from;
  }
  // Whole frames: each slice ends on the frame nearest its real end, so rounding never adds up.
  const frameAt = (ms: number) => Math.round((ms * input.fps) / 1000);
  const slices = pieces
    .map((piece) => ({
      frames: frameAt(piece.outTo) - frameAt(piece.outFrom),
      camera: piece.camera,
      screen: piece.screen,
    }))
    .filter((slice) => slice.frames > 0);
  const frames = slices.reduce((total, slice) => total + slice.frames, 0);
  return { frames, seconds: frames / input.fps, slices, sounds };
}
