/**
 * A long raw recording for the tests that must catch a conversion under way (a server killed or stopped
 * mid-conversion): the first publish of the `tutor-and-child` fixture's tutor (camera and microphone,
 * about 2 s of real Janus packets) played again and again in one `.mjr` per track, each repetition's
 * packets renumbered and re-timed after the last (RTP sequence and timestamp, the frame's time since the
 * file's start). Every repetition starts with the fixture's first packets, a VP8 key frame, so the video
 * decodes throughout; a 100-fold file is about 3.5 minutes of media and takes the converter tens of seconds.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import recorded from "./__fixtures__/recorded.json" with { type: "json" };
import type { TimeSpan } from "./recording-converter.port.ts";
import { RECORDING_FIXTURES_DIR } from "./recording-test-support.ts";

const MAGIC = "MJR00002";
const FRAME = "MEET";

type Frame = { when: number; rtp: Buffer };

function framesOf(file: Buffer) {
  if (file.subarray(0, 8).toString() !== MAGIC) throw new Error("not a Janus recording (MJR00002)");
  const headerEnd = 10 + file.readUInt16BE(8);
  const frames: Frame[] = [];
  let at = headerEnd;
  while (at + 10 <= file.length) {
    if (file.subarray(at, at + 4).toString() !== FRAME) throw new Error(`no frame at byte ${at}`);
    const length = file.readUInt16BE(at + 8);
    frames.push({ when: file.readUInt32BE(at + 4), rtp: file.subarray(at + 10, at + 10 + length) });
    at += 10 + length;
  }
  return { head: file.subarray(0, headerEnd), frames };
}

/** A recording's header: `u` is its first packet's time in microseconds. */
const headerOf = (file: Buffer) =>
  JSON.parse(file.subarray(10, 10 + file.readUInt16BE(8)).toString()) as { u: number };

const median = (values: number[], fallback: number) =>
  values.length === 0 ? fallback : values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/** The `.mjr` file `input` played `times` times in a row, written to `output`; answers its length in ms. */
export function lengthenRecording(input: string, output: string, times: number): number {
  const { head, frames } = framesOf(readFileSync(input));
  const first = frames[0]!;
  const last = frames.at(-1)!;
  const seq = (frame: Frame) => frame.rtp.readUInt16BE(2);
  const stamp = (frame: Frame) => frame.rtp.readUInt32BE(4);
  const whenGap = Math.max(1, Math.round((last.when - first.when) / Math.max(1, frames.length - 1)));
  const whenSpan = last.when - first.when + whenGap;
  const stampSteps = frames
    .slice(1)
    .map((frame, index) => (stamp(frame) - stamp(frames[index]!) + 2 ** 32) % 2 ** 32)
    .filter((step) => step > 0);
  const stampSpan = ((stamp(last) - stamp(first) + 2 ** 32) % 2 ** 32) + median(stampSteps, 960);
  const seqSpan = ((seq(last) - seq(first) + 65_536) % 65_536) + 1;
  const parts: Buffer[] = [head];
  for (let round = 0; round < times; round++) {
    for (const frame of frames) {
      const rtp = Buffer.from(frame.rtp);
      rtp.writeUInt16BE((seq(frame) + round * seqSpan) % 65_536, 2);
      rtp.writeUInt32BE((stamp(frame) + round * stampSpan) % 2 ** 32, 4);
      const frameHead = Buffer.alloc(10);
      frameHead.write(FRAME, 0);
      frameHead.writeUInt32BE(frame.when + round * whenSpan, 4);
      frameHead.writeUInt16BE(rtp.length, 8);
      parts.push(frameHead, rtp);
    }
  }
  writeFileSync(output, Buffer.concat(parts));
  return whenSpan * times;
}

/**
 * Writes the long recording of the tutor (`hostFeedId`) in room `janusRoomId` into `rawFolder`, `times`
 * repetitions long; answers the tutor's one stay that covers it and the recorded parts to keep.
 */
export async function writeLongRecording(
  rawFolder: string,
  ids: { janusRoomId: number; hostFeedId: number },
  times = 100,
): Promise<{ hostStays: TimeSpan[]; mediaMs: number; hostParts: string[] }> {
  const fixture = recorded["tutor-and-child"];
  const source = path.join(RECORDING_FIXTURES_DIR, "tutor-and-child");
  const prefix = `videoroom-${fixture.room}-user-${fixture.hostFeedId}-`;
  // The tutor's first publish: the two files with the smallest creation times (microphone and camera).
  const firstPublish = readdirSync(source)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .slice(0, 2);
  await mkdir(rawFolder, { recursive: true });
  let mediaMs = 0;
  let firstPacketMs = Number.POSITIVE_INFINITY;
  const hostParts: string[] = [];
  for (const name of firstPublish) {
    const renamed = name.replace(prefix, `videoroom-${ids.janusRoomId}-user-${ids.hostFeedId}-`);
    hostParts.push(renamed.replace(/-(audio|video)-\d+\.mjr$/, ""));
    const input = path.join(source, name);
    mediaMs = Math.max(mediaMs, lengthenRecording(input, path.join(rawFolder, renamed), times));
    firstPacketMs = Math.min(firstPacketMs, headerOf(readFileSync(input)).u / 1000);
  }
  // The tutor's stay is the media's own stretch: the video is as long as the stay (the converter's axis).
  const from = new Date(Math.floor(firstPacketMs));
  return { hostStays: [{ from, to: new Date(from.getTime() + mediaMs) }], mediaMs, hostParts };
}
