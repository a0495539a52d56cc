/**
 * What the recording job asks of the converter (docs/decisions/054): turn one lesson's raw media-server
 * files into one video, a thumbnail and a measured duration. `recording-converter.ts` is the real one
 * (janus-pp-rec, ffmpeg, ffprobe); tests run it on real raw files (fixtures recorded by Janus).
 */

/** One stretch of real time, e.g. one stay of the tutor in the room. */
export type TimeSpan = { from: Date; to: Date };

export type ConvertRequest = {
  /** The folder holding the room's raw files (`MediaServer.recordingFolder(room)`). */
  rawFolder: string;
  /**
   * The tutor's recorded parts (camera, screen, microphone): the file names the product asked the media
   * server to record the tutor's publishes under (docs/decisions/060). No child is ever recorded.
   */
  hostParts: string[];
  /**
   * The tutor's stays in the room (the join log), in order: the video holds these stretches one after the
   * other, so a lesson held in two parts (a dropped host who came back) is one recording without the gap.
   */
  hostStays: TimeSpan[];
  /** A private scratch folder for this conversion; the converter leaves its outputs here. */
  workFolder: string;
  /** Lets a caller stop a conversion (the server is closing). */
  signal?: AbortSignal;
};

export type ConvertResult = {
  /** An MP4 (H.264 + AAC, moov first) in `workFolder`. */
  videoPath: string;
  /** A JPEG frame of the video in `workFolder`. */
  thumbnailPath: string;
  /** The video's duration as ffprobe measures it, in seconds. */
  durationSeconds: number;
};

/** Thrown when there is nothing of the tutor to make a video of: the job fails at once with this reason. */
export class NothingRecorded extends Error {}

export type RecordingConverter = {
  convert(request: ConvertRequest): Promise<ConvertResult>;
};
