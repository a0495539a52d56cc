/**
 * HTTP range requests on served files (RFC 9110 §14, docs/decisions/054 "Playing recorded videos"): a
 * browser's video player asks for the part of a recording it is about to play, so a seek in a long lesson
 * starts at once. One range is served; anything this server does not serve as a range gets the whole file.
 */
import { createHash } from "node:crypto";
import type { ByteRange } from "./files.storage.ts";

/** What a request's `Range` asks of a file of a given size. */
export type RangeAnswer =
  /** No range to honour (none, malformed, several, another unit): the whole file, 200. */
  | { kind: "whole" }
  /** One range within the file: 206 with these bytes. */
  | { kind: "part"; range: ByteRange }
  /** A well-formed range that starts past the file's end (or asks for its last 0 bytes): 416. */
  | { kind: "unsatisfiable" };

const WHOLE: RangeAnswer = { kind: "whole" };
const UNSATISFIABLE: RangeAnswer = { kind: "unsatisfiable" };
const ONE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/**
 * The answer to `Range: bytes=a-b` (`a-`, `-n`) for a file of `size` bytes. A last byte past the end is
 * the end; a suffix longer than the file is the whole file, as a range. Several ranges are answered
 * with the whole file (RFC 9110 lets a server ignore Range): browsers' players never ask for them, and
 * a multipart answer would only serve tools that could download the file anyway.
 */
export function rangeAnswer(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const match = ONE_RANGE.exec(header);
  if (!match) return WHOLE;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return WHOLE;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: "part", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: "part", range: { start, end: Math.min(last === "" ? size - 1 : Number(last), size - 1) } };
}

/**
 * A strong validator of one stored file: a key names one file for good, but `saveFile` may store its
 * key again (a converted recording stored a second time), so the time it was stored and its size count.
 */
export function entityTag(key: string, file: { uploadedAt: string; size: number }): string {
  const digest = createHash("sha256").update(`${key}\n${file.uploadedAt}\n${file.size}`).digest("base64url");
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Whether a request's `If-Range` lets its Range stand: absent, or this file's entity tag. A date (or
 * another tag) means the client holds an older copy, so it gets the whole file again.
 */
export const rangeStillHolds = (ifRange: string | undefined, tag: string) =>
  ifRange === undefined || ifRange.trim() === tag;

/** `Content-Range` of a part answer. */
export const contentRange = (size: number, range: ByteRange) => `bytes ${range.start}-${range.end}/${size}`;
