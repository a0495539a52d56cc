/**
 * Small real files for the upload tests, made in memory: each is whole in its format (every chunk, segment,
 * frame or box where it belongs), so content detection sees what it would see in a real upload.
 */
import { crc32, deflateSync } from "node:zlib";

/** A ZIP archive of stored (uncompressed) entries: enough for Office Open XML detection. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(text, "utf8");
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An Office Open XML package: its content types naming the main part, and `extra` parts. */
export const officeOpenXml = (folder: string, mainContentType: string, extra: Record<string, string> = {}) =>
  zipOf({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="${mainContentType}"/></Types>`,
    [`${folder}/main.xml`]: "<x/>",
    ...extra,
  });

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A 1×1 pixel PNG; `extra` chunks go between the header and the image data. */
export function png(extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    ...extra,
    pngChunk("IDAT", deflateSync(Buffer.from([0, 255, 128, 0]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const jpegSegment = (marker: number, data: Buffer) => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
};

/**
 * A 1×1 grey baseline JPEG: JFIF, one quantisation table, the frame, one-code Huffman tables, the scan
 * header, `scanData` as the entropy-coded data (by default the one block: DC difference 0, end of block)
 * and EOI.
 */
export function jpeg(scanData = Buffer.from([0x3f])): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    // DC and AC tables 0, each one code of length 1 standing for symbol 0.
    jpegSegment(0xc4, Buffer.from([0x00, 1, ...Array(15).fill(0), 0])),
    jpegSegment(0xc4, Buffer.from([0x10, 1, ...Array(15).fill(0), 0])),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    scanData,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** One MPEG-1 Layer III frame: 128 kbit/s at 44.1 kHz, 417 bytes (header and `payload`, padded with zeros). */
export function mp3Frame(payload: Buffer = Buffer.alloc(0)): Buffer {
  const frame = Buffer.alloc(417);
  Buffer.from([0xff, 0xfb, 0x90, 0x64]).copy(frame);
  payload.copy(frame, 4, 0, 413);
  return frame;
}

/** An MP3: an empty ID3v2.4 tag and `frames` frames (about 26 ms each). */
export function mp3(frames = 8, payload?: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from("ID3", "latin1"),
    Buffer.from([4, 0, 0, 0, 0, 0, 0]),
    ...Array.from({ length: frames }, () => mp3Frame(payload)),
  ]);
}

/** An ISO base media box: 32-bit size, type, content. */
export function mp4Box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** An MP4: `ftyp`, a `moov` with its header and one track, `extra` boxes, and `mdat` holding `media`. */
export function mp4(media = Buffer.alloc(256, 0x11), extra: Buffer[] = []): Buffer {
  return Buffer.concat([
    mp4Box("ftyp", Buffer.from("isom\u0000\u0000\u0002\u0000isomiso2avc1mp41", "latin1")),
    mp4Box(
      "moov",
      mp4Box("mvhd", Buffer.alloc(100)),
      mp4Box(
        "trak",
        mp4Box("tkhd", Buffer.alloc(84)),
        mp4Box(
          "mdia",
          mp4Box("mdhd", Buffer.alloc(24)),
          mp4Box("hdlr", Buffer.alloc(25)),
          mp4Box("minf", mp4Box("stbl", mp4Box("stsd", Buffer.alloc(8)))),
        ),
      ),
    ),
    ...extra,
    mp4Box("mdat", media),
  ]);
}

/** A one-page PDF, padded to `size` bytes when asked (a comment line before the trailer). */
export function pdf(size = 0): Buffer {
  const body = Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n",
  );
  const trailer = Buffer.from("trailer <</Root 1 0 R>>\n%%EOF\n");
  const padding = Math.max(0, size - body.length - trailer.length);
  return Buffer.concat([body, Buffer.alloc(padding, 0x25), trailer]);
}

/** A legacy Office file: the Compound File signature and directory entries naming the document stream and `more`. */
export function compoundFile(stream: string, more: string[] = []): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  Buffer.from(`Root Entry\u0000`, "utf16le").copy(file, 1024);
  Buffer.from(`${stream}\u0000`, "utf16le").copy(file, 1024 + 128);
  more.forEach((name, index) => {
    Buffer.from(`${name}\u0000`, "utf16le").copy(file, 1024 + 256 + 128 * index);
  });
  return file;
}

export const fixtures = {
  pdf: pdf(),
  docx: officeOpenXml(
    "word",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  ),
  pptx: officeOpenXml(
    "ppt",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  ),
  xlsx: officeOpenXml("xl", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
  doc: compoundFile("WordDocument"),
  ppt: compoundFile("PowerPoint Document"),
  xls: compoundFile("Workbook"),
  png: png(),
  jpeg: jpeg(),
  mp3: mp3(),
  mp4: mp4(),
  text: Buffer.from("Algebra worksheet\nSolve 3x + 2 = 11 for x.\nCafé prices: £2 < £3\n", "utf8"),
  /** A Windows executable: "MZ", a DOS stub, and the PE header it points to. */
  exe: (() => {
    const file = Buffer.alloc(512);
    file.write("MZ", 0, "latin1");
    file.writeUInt32LE(0x80, 0x3c);
    file.write("PE\u0000\u0000", 0x80, "latin1");
    return file;
  })(),
  installer: compoundFile("\u0005SummaryInformation"),
  html: Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n"),
  htmlFragment: Buffer.from("Homework notes\n<img src=x onerror=alert(1)>\n"),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n',
  ),
  svgWithXmlDeclaration: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>\n',
  ),
  zip: zipOf({ "notes.txt": "hello" }),
  binary: Buffer.from([0x48, 0x69, 0x00, 0x01, 0x02, 0xff, 0xfe]),
  latin1: Buffer.from("Caf\u00e9 cr\u00e8me\n", "latin1"),
};
