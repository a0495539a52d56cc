/**
 * Images are accepted only when the whole file is what its first bytes claim (decision 045): the structure
 * is walked from the first byte to the last, so a valid header followed by an HTML page, a script or
 * anything else is refused. PNG: chunks with their CRCs, IHDR first, IEND last, and the pixels inflated to
 * exactly the size the header gives. JPEG: marker segments and entropy-coded scans up to the end of the
 * image, then only a trailer cameras are known to write.
 */
import { crc32, inflateSync } from "node:zlib";
import { isWholeMp4 } from "./files.media.ts";

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
