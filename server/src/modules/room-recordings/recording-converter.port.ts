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
  /** The media server's room id the raw files are named after. */
  janusRoomId: number;
  /** The tutor's publisher id: its camera, its screen and its microphone are recorded. */
  hostFeedId: number;
  /** The children's publisher ids: only their sound is used; their camera files are never read. */
  childFeedIds: number[];
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
