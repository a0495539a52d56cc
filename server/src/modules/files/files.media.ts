/**
 * Images, audio and video are accepted only when the whole file is what its first bytes claim (decision
 * 045): the structure is walked from the first byte to the last, so a valid header followed by an HTML
 * page, a script or anything else is refused. PNG: chunks with their CRCs, IHDR first, IEND last, and the
 * pixels inflated to exactly the size the header gives. JPEG: marker segments and entropy-coded scans up
 * to the end of the image. MP3: an ID3 tag and then a run of consecutive MPEG audio Layer III frames.
 * MP4: boxes covering the whole file, `ftyp` first and a `moov` holding a track.
 */
import { crc32, inflateSync } from "node:zlib";

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

// ---------------------------------------------------------------------------------------------- PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bit depths allowed for each colour type (PNG specification, table 11.1). */
const PNG_BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/** Pixels are inflated and checked up to this size; a larger image (over ~4,000 × 4,000) is parsed only. */
const PNG_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

type PngHeader = { width: number; height: number; bitDepth: number; colourType: number; interlaced: boolean };

function pngHeader(data: Buffer): PngHeader | null {
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = data.subarray(8, 13);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  if (!PNG_BIT_DEPTHS[colourType!]?.includes(bitDepth!)) return null;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return null;
  return { width, height, bitDepth: bitDepth!, colourType: colourType!, interlaced: interlace === 1 };
}

/** The rows of the image as the filtered data holds them: [row count, bytes per row with its filter byte]. */
function pngRows(header: PngHeader): Array<[number, number]> {
  const bitsPerPixel = header.bitDepth * PNG_CHANNELS[header.colourType]!;
  const rowBytes = (width: number) => 1 + Math.ceil((width * bitsPerPixel) / 8);
  if (!header.interlaced) return [[header.height, rowBytes(header.width)]];
  const passes: Array<[number, number]> = [];
  for (const [column, row, columnStep, rowStep] of ADAM7) {
    const width = Math.ceil(Math.max(0, header.width - column) / columnStep);
    const height = Math.ceil(Math.max(0, header.height - row) / rowStep);
    if (width > 0 && height > 0) passes.push([height, rowBytes(width)]);
  }
  return passes;
}

/** The image data inflates to exactly the rows the header describes, each starting with a known filter. */
function pngPixelsDecode(header: PngHeader, compressed: Buffer[]): boolean {
  const rows = pngRows(header);
  const expected = rows.reduce((total, [count, bytes]) => total + count * bytes, 0);
  if (expected > PNG_MAX_INFLATED_BYTES) return true;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(compressed), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  let offset = 0;
  for (const [count, bytes] of rows) {
    for (let row = 0; row < count; row++, offset += bytes) {
      if (pixels[offset]! > 4) return false;
    }
  }
  return true;
}

/** A whole PNG: signature, IHDR first, every chunk's CRC right, IDAT together, IEND as the last bytes. */
export function isWholePng(bytes: Buffer): boolean {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let header: PngHeader | null = null;
  let palette = false;
  let imageData: Buffer[] | null = null;
  let imageDataEnded = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) {
      return false;
    }
    if (!header && type !== "IHDR") return false;
    if (imageData && type !== "IDAT") imageDataEnded = true;
    switch (type) {
      case "IHDR":
        if (header || length !== 13) return false;
        header = pngHeader(data);
        if (!header) return false;
        break;
      case "PLTE":
        if (palette || imageData || length === 0 || length % 3 !== 0 || length > 768) return false;
        palette = true;
        break;
      case "IDAT":
        if (imageDataEnded) return false;
        imageData ??= [];
        imageData.push(data);
        break;
      case "IEND":
        if (length !== 0 || !imageData || end !== bytes.length) return false;
        if (header!.colourType === 3 && !palette) return false;
        return pngPixelsDecode(header!, imageData);
      default:
        // An unknown critical chunk (upper-case first letter) is one no decoder can skip.
        if (type.charCodeAt(0) < 0x61) return false;
    }
    offset = end;
  }
  return false;
}

// --------------------------------------------------------------------------------------------- JPEG

/** Start-of-frame markers (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Where the entropy-coded data after a scan header ends: the next marker that is not a restart. */
function endOfScan(bytes: Buffer, start: number): number | null {
  let offset = start;
  for (;;) {
    offset = bytes.indexOf(0xff, offset);
    if (offset < 0 || offset + 1 >= bytes.length) return null;
    const next = bytes[offset + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) offset += 2;
    else if (next === 0xff) offset += 1;
    else return offset;
  }
}

/** Quantisation tables: each a precision/id byte and 64 values of 1 or 2 bytes. */
function quantisationTablesFit(segment: Buffer): boolean {
  let offset = 0;
  while (offset < segment.length) {
    const precision = segment[offset]! >> 4;
    if (precision > 1 || (segment[offset]! & 0x0f) > 3) return false;
    offset += 1 + 64 * (precision + 1);
  }
  return offset === segment.length;
}

/** Huffman tables: a class/id byte, 16 code counts, then as many symbols as the counts add up to. */
function huffmanTablesFit(segment: Buffer): boolean {
  let offset = 0;
  while (offset < segment.length) {
    if (offset + 17 > segment.length || segment[offset]! >> 4 > 1 || (segment[offset]! & 0x0f) > 3)
      return false;
    let symbols = 0;
    for (let index = 1; index <= 16; index++) symbols += segment[offset + index]!;
    if (symbols > 256) return false;
    offset += 17 + symbols;
  }
  return offset === segment.length;
}

/**
 * The end (offset after EOI) of a JPEG starting at `start`: SOI, marker segments whose lengths fit, a frame
 * header before the first scan, each scan's entropy-coded data, then EOI. Null when it is not one.
 */
function jpegEnd(bytes: Buffer, start: number): number | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let offset = start + 2;
  let frame = false;
  let scan = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset] === 0xff) offset++;
    const marker = bytes[offset++];
    if (marker === undefined) return null;
    if (marker === 0xd9) return frame && scan ? offset : null;
    // A second SOI, a restart outside a scan, TEM or a stuffed zero cannot stand here.
    if (marker === 0xd8 || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7))
      return null;
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    const segment = bytes.subarray(offset + 2, offset + length);
    offset += length;
    if (isStartOfFrame(marker)) {
      const components = segment[5] ?? 0;
      if (frame || segment.length < 6 || components === 0 || segment.length !== 6 + 3 * components)
        return null;
      if (segment.readUInt16BE(3) === 0) return null;
      frame = true;
    } else if (marker === 0xdb) {
      if (!quantisationTablesFit(segment)) return null;
    } else if (marker === 0xc4) {
      if (!huffmanTablesFit(segment)) return null;
    } else if (marker === 0xda) {
      const components = segment[0] ?? 0;
      if (!frame || components < 1 || components > 4 || segment.length !== 4 + 2 * components) return null;
      const end = endOfScan(bytes, offset);
      if (end === null) return null;
      offset = end;
      scan = true;
    }
  }
  return null;
}

/** What may follow a photo's EOI: padding, more JPEG images (MPF), a motion photo's video, Samsung's trailer. */
function isKnownJpegTrailer(trailer: Buffer, depth: number): boolean {
  if (trailer.every((byte) => byte === 0x00 || byte === 0xff)) return true;
  if (trailer.length >= 8 && trailer.toString("latin1", trailer.length - 4) === "SEFT") return true;
  if (trailer[0] === 0xff && trailer[1] === 0xd8 && depth < 8) {
    const end = jpegEnd(trailer, 0);
    return end !== null && isKnownJpegTrailer(trailer.subarray(end), depth + 1);
  }
  return isWholeMp4(trailer);
}

/** A whole JPEG: every segment and scan parsed through EOI; after it only a trailer cameras are known to write. */
export function isWholeJpeg(bytes: Buffer): boolean {
  const end = jpegEnd(bytes, 0);
  return end !== null && isKnownJpegTrailer(bytes.subarray(end), 0);
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
