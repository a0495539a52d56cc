/**
 * Audio and video are accepted only when the whole file is what its first bytes claim (decision 045), as
 * images are (files.images.ts): the structure is walked from the first byte to the last, so a valid header
 * followed by an HTML page, a script or anything else is refused. MP3: an ID3 tag and then a run of
 * consecutive MPEG audio Layer III frames. MP4: boxes covering the whole file, `ftyp` first and a `moov`
 * holding a track. Any media file carrying markup a browser would run as plain text is refused too.
 */

/**
 * Markup a browser would run, sitting in a binary file as text: the tag (ended as tags are, by a space, a
 * `/` or `>`) and at least 8 more text characters.
 */
const SCRIPT_MARKUP =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: tab, line feed and carriage return are text.
  /(?:<(?:script|html|body|iframe|object|embed|!doctype)[\t\n\f\r />]|javascript:)[\x09\x0a\x0d\x20-\x7e]{8}/i;

/**
 * Whether HTML or script sits anywhere in a media file as plain text: a valid structure can still carry it
 * in a metadata field or a data box. Case-insensitive, with text after the tag, so compressed data hits it
 * by chance about once in 100 million files of 25 MB.
 */
export function carriesScriptMarkup(bytes: Buffer): boolean {
  return SCRIPT_MARKUP.test(bytes.toString("latin1"));
}
// ---------------------------------------------------------------------------------------------- MP3

/** Layer III bit rates (kbit/s) by index: MPEG-1, and MPEG-2 / 2.5. */
const MP3_BIT_RATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const MP3_BIT_RATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
/** Sample rates by version bits (3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5) and index. */
const MP3_SAMPLE_RATES: Readonly<Record<number, readonly number[]>> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};
/** Fewer whole frames than this is not audio (a frame is about 26 ms). */
const MP3_MIN_FRAMES = 2;

/** A Layer III frame header at `offset`: its length and what must stay the same across frames. */
function mp3Frame(bytes: Buffer, offset: number): { length: number; stream: number } | null {
  if (offset + 4 > bytes.length) return null;
  const [sync, versionByte, rateByte, modeByte] = bytes.subarray(offset, offset + 4);
  if (sync !== 0xff || (versionByte! & 0xe0) !== 0xe0) return null;
  const version = (versionByte! >> 3) & 3;
  const layer = (versionByte! >> 1) & 3;
  const bitRateIndex = rateByte! >> 4;
  const sampleRateIndex = (rateByte! >> 2) & 3;
  if (version === 1 || layer !== 1 || sampleRateIndex === 3 || (modeByte! & 3) === 2) return null;
  const bitRate = (version === 3 ? MP3_BIT_RATES_V1 : MP3_BIT_RATES_V2)[bitRateIndex]! * 1000;
  if (bitRate === 0) return null;
  const sampleRate = MP3_SAMPLE_RATES[version]![sampleRateIndex]!;
  const padding = (rateByte! >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * bitRate) / sampleRate) + padding;
  return { length, stream: (version << 2) | sampleRateIndex };
}

/** Where the audio ends once tags at the end (ID3v1, APEv2) are set aside. */
function mp3AudioEnd(bytes: Buffer): number {
  let end = bytes.length;
  if (end >= 128 && bytes.toString("latin1", end - 128, end - 125) === "TAG") end -= 128;
  if (end >= 32 && bytes.toString("latin1", end - 32, end - 24) === "APETAGEX") {
    const size = bytes.readUInt32LE(end - 32 + 12);
    const hasHeader = (bytes.readUInt32LE(end - 32 + 20) & 0x80000000) !== 0;
    const tagStart = end - size - (hasHeader ? 32 : 0);
    if (size >= 32 && tagStart >= 0) end = tagStart;
  }
  return end;
}

/** A whole MP3: ID3v2 tags, then consecutive Layer III frames of one stream to the end (tags and padding after). */
export function isWholeMp3(bytes: Buffer): boolean {
  let offset = 0;
  while (offset + 10 <= bytes.length && bytes.toString("latin1", offset, offset + 3) === "ID3") {
    const [major, revision, flags, ...size] = bytes.subarray(offset + 3, offset + 10);
    if (major! < 2 || major! > 4 || revision === 0xff || size.some((byte) => byte >= 0x80)) return false;
    const tagSize = (size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!;
    offset += 10 + tagSize + (major === 4 && flags! & 0x10 ? 10 : 0);
    if (offset > bytes.length) return false;
  }
  while (bytes[offset] === 0x00) offset++;
  const end = mp3AudioEnd(bytes);
  let frames = 0;
  let stream: number | null = null;
  while (offset < end) {
    const frame = mp3Frame(bytes, offset);
    if (!frame || (stream !== null && frame.stream !== stream)) break;
    stream = frame.stream;
    if (offset + frame.length > end) {
      // A file cut inside its last frame still plays; nothing may follow it.
      offset = end;
      break;
    }
    offset += frame.length;
    frames++;
  }
  if (frames < MP3_MIN_FRAMES) return false;
  return bytes.subarray(offset, end).every((byte) => byte === 0x00);
}

// ---------------------------------------------------------------------------------------------- MP4

/** Boxes that hold only boxes, walked to check they cover their parent exactly. */
const MP4_CONTAINERS = new Set([
  "moov",
  "trak",
  "mdia",
  "minf",
  "stbl",
  "dinf",
  "edts",
  "mvex",
  "moof",
  "traf",
  "mfra",
]);
const MP4_MAX_DEPTH = 12;

type Box = { type: string; start: number; end: number };

/** The boxes from `start` to `end`, or null unless they cover it exactly. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) return null;
    let size = bytes.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1) {
      if (end - offset < 16) return null;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) return null;
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) return null;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    // Four printable characters; "©" leads the names of iTunes-style metadata.
    if (!/^[\x20-\x7e\xa9][\x20-\x7e]{3}$/.test(type)) return null;
    boxes.push({ type, start: offset + headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

function containersHold(bytes: Buffer, boxes: Box[], depth: number): boolean {
  if (depth > MP4_MAX_DEPTH) return false;
  for (const box of boxes) {
    if (!MP4_CONTAINERS.has(box.type)) continue;
    const children = boxesIn(bytes, box.start, box.end);
    if (!children || !containersHold(bytes, children, depth + 1)) return false;
    if (
      box.type === "moov" &&
      !(children.some((child) => child.type === "mvhd") && children.some((child) => child.type === "trak"))
    ) {
      return false;
    }
    if (box.type === "trak" && !children.some((child) => child.type === "mdia")) return false;
  }
  return true;
}

/**
 * A whole MP4 (ISO base media file): boxes covering every byte, `ftyp` first (a brand and whole brand
 * list), one `moov` with its header and a track, every container's children covering it exactly.
 */
export function isWholeMp4(bytes: Buffer): boolean {
  const boxes = boxesIn(bytes, 0, bytes.length);
  if (!boxes || boxes.length === 0) return false;
  const fileType = boxes[0]!;
  const brands = fileType.end - fileType.start;
  if (fileType.type !== "ftyp" || brands < 8 || brands % 4 !== 0) return false;
  if (boxes.filter((box) => box.type === "moov").length !== 1) return false;
  return containersHold(bytes, boxes, 0);
}
