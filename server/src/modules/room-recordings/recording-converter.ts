/**
 * The real recording converter (docs/decisions/054, port: recording-converter.port.ts): reads only the
 * tutor's raw files (camera, screen, microphone) and the children's sound files, converts each with
 * `janus-pp-rec` (each starts at its header's first-packet time), plans the video on the stays' axis
 * (recording-timeline.ts) and makes it in one ffmpeg run (recording-ffmpeg.ts), then a JPEG thumbnail and
 * the duration ffprobe measures. Everything it writes stays in `workFolder`.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import {
  type ConvertRequest,
  type ConvertResult,
  NothingRecorded,
  type RecordingConverter,
} from "./recording-converter.port.ts";
import { DEFAULT_VIDEO_OUTPUT, recordingFfmpegArgs, type VideoOutput } from "./recording-ffmpeg.ts";
import { isScreen, type RawFile, recordingSources } from "./recording-files.ts";
import { runTool } from "./recording-process.ts";
import {
  normaliseStays,
  planRecording,
  type TimedSource,
  type TimedVideo,
  withinStays,
} from "./recording-timeline.ts";

export type RecordingConverterOptions = {
  /** The tools (default: found on PATH; Debian's packages "janus-tools" and "ffmpeg"). */
  janusPpRec?: string;
  ffmpeg?: string;
  ffprobe?: string;
  /** The video's size, rate and encoding (DEFAULT_VIDEO_OUTPUT). */
  output?: Partial<VideoOutput>;
  /** Each tool's time limit: this base plus `msPerMediaSecond` for each second of media it handles. */
  baseTimeoutMs?: number;
  msPerMediaSecond?: number;
};

/** What janus-pp-rec writes each codec into (by extension). */
const CONTAINERS: Record<string, string> = {
  opus: "opus",
  pcmu: "wav",
  pcma: "wav",
  g722: "wav",
  vp8: "webm",
  vp9: "webm",
  av1: "webm",
  h264: "mp4",
};

/** What a file is, for a failure's message. */
function describe(file: RawFile): string {
  if (file.kind === "audio") return "the tutor's sound";
  return isScreen(file) ? "the tutor's screen" : "the tutor's camera";
}

export function createRecordingConverter(options: RecordingConverterOptions = {}): RecordingConverter {
  const tools = {
    janusPpRec: options.janusPpRec ?? "janus-pp-rec",
    ffmpeg: options.ffmpeg ?? "ffmpeg",
    ffprobe: options.ffprobe ?? "ffprobe",
  };
  const output: VideoOutput = { ...DEFAULT_VIDEO_OUTPUT, ...options.output };
  const baseTimeoutMs = options.baseTimeoutMs ?? 60_000;
  const msPerMediaSecond = options.msPerMediaSecond ?? 1_000;

  async function probeSeconds(file: string, step: string, signal?: AbortSignal): Promise<number> {
    const text = await runTool({
      step,
      command: tools.ffprobe,
      args: ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", file],
      timeoutMs: baseTimeoutMs,
      signal,
    });
    const value = Number.parseFloat(text.trim());
    return Number.isFinite(value) && value > 0 ? value : 0;
  }

  return {
    async convert(request: ConvertRequest): Promise<ConvertResult> {
      const { signal, workFolder } = request;
      const stays = normaliseStays(request.hostStays);
      const end = stays.at(-1)?.to ?? 0;
      const sources = await recordingSources(request);
      // Files begun after the last stay hold nothing of the lesson the video shows.
      const host = sources.filter((file) => file.header.startedUs / 1000 < end);
      if (stays.length === 0 || host.length === 0)
        throw new NothingRecorded("Nothing of the tutor was recorded during the lesson.");

      const converted = path.join(workFolder, "converted");
      await mkdir(converted, { recursive: true, mode: 0o700 });
      const videos: TimedVideo[] = [];
      const sounds: TimedSource[] = [];
      const convertOne = async (file: RawFile) => {
        const what = describe(file);
        const container = CONTAINERS[file.header.codec];
        if (!container)
          throw new Error(`Converting ${what} failed: the codec ${file.header.codec} is not supported.`);
        const target = path.join(converted, `${path.basename(file.path, ".mjr")}.${container}`);
        const { size } = await stat(file.path);
        await runTool({
          step: `Converting ${what} (${path.basename(file.path)})`,
          command: tools.janusPpRec,
          args: [file.path, target],
          // About 1.4 MB a minute of camera: a second per megabyte is far more than it needs.
          timeoutMs: baseTimeoutMs + (size / 1e6) * msPerMediaSecond,
          signal,
        });
        const durationMs = (await probeSeconds(target, `Measuring ${what}`, signal)) * 1000;
        if (durationMs <= 0) return;
        const timed = { source: target, startMs: file.header.startedUs / 1000, durationMs };
        if (!withinStays(timed, stays)) return;
        if (file.kind === "video") videos.push({ ...timed, screen: isScreen(file) });
        else sounds.push(timed);
      };
      // Two at a time: janus-pp-rec is single-threaded and the machine has two cores.
      const queue = [...host];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await convertOne(next);
      };
      await Promise.all([worker(), worker()]);
      if (videos.length === 0 && sounds.length === 0)
        throw new NothingRecorded("Nothing of the tutor was recorded during the lesson.");

      const plan = planRecording({ stays: request.hostStays, videos, sounds, fps: output.fps });
      if (plan.frames === 0) throw new NothingRecorded("The tutor's stays are too short to make a video of.");
      const videoPath = path.join(workFolder, "recording.mp4");
      await runTool({
        step: "Making the video",
        command: tools.ffmpeg,
        args: recordingFfmpegArgs(plan, output, videoPath),
        timeoutMs: baseTimeoutMs + plan.seconds * msPerMediaSecond,
        signal,
      });
      const durationSeconds = await probeSeconds(videoPath, "Measuring the video", signal);
      if (durationSeconds <= 0) throw new Error("Measuring the video failed: ffprobe found no duration.");

      // A frame a few seconds in (the first ones may still be black while the camera starts).
      const thumbnailPath = path.join(workFolder, "thumbnail.jpg");
      await runTool({
        step: "Making the thumbnail",
        command: tools.ffmpeg,
        args: [
          ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
          ...["-ss", Math.min(5, durationSeconds / 2).toFixed(3), "-i", videoPath],
          ...["-frames:v", "1", "-vf", "scale=480:-2", "-q:v", "4", thumbnailPath],
        ],
        timeoutMs: baseTimeoutMs,
        signal,
      });
      return { videoPath, thumbnailPath, durationSeconds };
    },
  };
}
