/**
 * The one ffmpeg run that makes a recording's video from its plan (recording-timeline.ts): each slice is
 * a black canvas of exactly its frames with the camera (full frame), or the screen (full frame) and the
 * camera small in a corner, laid on it; the slices are joined; every sound is placed at its time on a
 * silent track of the video's length and mixed without lowering any (amix normalize=0). H.264 + AAC in
 * an MP4 whose index comes first (+faststart), so a player starts and seeks at once.
 */
import { availableParallelism } from "node:os";
import type { RecordingPlan, SourcePart } from "./recording-timeline.ts";

export type VideoOutput = {
  width: number;
  height: number;
  fps: number;
  /** libx264's preset and quality (crf). */
  preset: string;
  crf: number;
  /** Encoder threads (the machine's cores; the job runs one conversion at a time). */
  threads: number;
};

/**
 * Small enough to convert a 60-minute lesson in about 2–4 minutes on 2 cores (docs/decisions/054 has the
 * measures), large enough to read a shared screen; 10 frames a second is plenty for a lesson.
 */
export const DEFAULT_VIDEO_OUTPUT: VideoOutput = {
  width: 960,
  height: 540,
  fps: 10,
  preset: "superfast",
  crf: 30,
  threads: Math.max(1, availableParallelism()),
};

const seconds = (value: number) => value.toFixed(3);

export function recordingFfmpegArgs(plan: RecordingPlan, output: VideoOutput, videoPath: string): string[] {
  const { width: W, height: H, fps } = output;
  const inputs: string[] = [];
  let inputCount = 0;
  /** Adds a part of a source as an input (seeking in it), answering its input index. */
  const input = (part: SourcePart, duration: number) => {
    inputs.push("-ss", seconds(part.fromSeconds), "-t", seconds(duration), "-i", part.source);
    return inputCount++;
  };
  const filters: string[] = [];
  const fitted = (w: number, h: number) =>
    `fps=${fps},scale=${w}:${h}:force_original_aspect_ratio=decrease:flags=bilinear,setsar=1`;
  const centred = "x=(main_w-overlay_w)/2:y=(main_h-overlay_h)/2";
  plan.slices.forEach((slice, index) => {
    const canvas = `color=c=black:s=${W}x${H}:r=${fps},trim=end_frame=${slice.frames},setpts=PTS-STARTPTS`;
    // A little more than the slice of each source: the canvas, not the source, sets the slice's length.
    const length = slice.frames / fps + 0.5;
    const full = slice.screen ?? slice.camera;
    if (!full) {
      filters.push(`${canvas}[v${index}]`);
      return;
    }
    const main = input(full, length);
    filters.push(`${canvas}[b${index}]`, `[${main}:v]${fitted(W, H)}[f${index}]`);
    if (!(slice.screen && slice.camera)) {
      filters.push(`[b${index}][f${index}]overlay=${centred}:eof_action=repeat[v${index}]`);
      return;
    }
    // The camera in the bottom right corner, a quarter of the width, while the screen is shared.
    const corner = input(slice.camera, length);
    const small = Math.round(W / 4 / 2) * 2;
    filters.push(
      `[${corner}:v]fps=${fps},scale=${small}:-2:flags=bilinear,setsar=1[c${index}]`,
      `[b${index}][f${index}]overlay=${centred}:eof_action=repeat[s${index}]`,
      `[s${index}][c${index}]overlay=x=main_w-overlay_w-16:y=main_h-overlay_h-16:eof_action=repeat[v${index}]`,
    );
  });
  const joined = plan.slices.map((_, index) => `[v${index}]`).join("");
  filters.push(`${joined}concat=n=${plan.slices.length}:v=1:a=0,format=yuv420p[video]`);

  const total = seconds(plan.seconds);
  // One channel: the room's voices mixed; AAC's fast coder (the default one takes longer than the picture).
  filters.push(`anullsrc=r=48000:cl=mono,atrim=end=${total}[silence]`);
  const sounds = plan.sounds.map((sound, index) => {
    const at = Math.round(sound.atSeconds * 1000);
    filters.push(
      `[${input(sound, sound.durationSeconds)}:a]aresample=48000:async=1:first_pts=0,` +
        `aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=mono,adelay=delays=${at}:all=1[a${index}]`,
    );
    return `[a${index}]`;
  });
  filters.push(
    `[silence]${sounds.join("")}amix=inputs=${sounds.length + 1}:duration=first:normalize=0:dropout_transition=0[audio]`,
  );

  return [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-y",
    ...inputs,
    "-filter_complex",
    filters.join(";"),
    "-map",
    "[video]",
    "-map",
    "[audio]",
    "-c:v",
    "libx264",
    "-preset",
    output.preset,
    "-crf",
    String(output.crf),
    "-g",
    String(fps * 10),
    "-threads",
    String(output.threads),
    "-c:a",
    "aac",
    "-aac_coder",
    "fast",
    "-b:a",
    "64k",
    "-t",
    total,
    "-movflags",
    "+faststart",
    videoPath,
  ];
}
