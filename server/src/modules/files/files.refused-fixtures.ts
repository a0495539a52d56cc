/**
 * Files an upload must refuse although their first bytes are those of an accepted format (decision 045),
 * and near neighbours it must keep accepting. Made in memory from the builders of `files.fixtures.ts`.
 */
import { deflateSync } from "node:zlib";
import {
  compoundFile,
  fixtures,
  jpeg,
  mp3,
  mp4,
  mp4Box,
  officeOpenXml,
  png,
  pngChunk,
} from "./files.fixtures.ts";

const page =
  "<!DOCTYPE html><html><body><script>fetch('/api/user').then(r=>r.text()).then(alert)</script></body></html>\n";
const html = Buffer.from(page, "latin1");

/** A PDF from its objects' bodies (object 1 is the catalog), with a cross-reference table and trailer. */
export function pdfOf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      Buffer.from(object as string, "latin1"),
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join(""), "latin1"));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries and data (`/Length` added). */
export const streamObject = (entries: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);

/** An object stream (PDF 1.5 compressed objects) holding these numbered objects, Flate-compressed unless told. */
export function objectStream(
  objects: Array<[number, string]>,
  filter = "/FlateDecode",
  entries = "/Type /ObjStm",
) {
  const offsets: number[] = [];
  let body = "";
  for (const [, text] of objects) {
    offsets.push(body.length);
    body += `${text}\n`;
  }
  const header = `${objects.map(([number], index) => `${number} ${offsets[index]}`).join(" ")}\n`;
  const content = Buffer.from(header + body, "latin1");
  return streamObject(
    `${entries} /N ${objects.length} /First ${header.length} /Filter ${filter}`,
    filter === "/FlateDecode" ? deflateSync(content) : content,
  );
}

const PAGES = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const PAGE = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";
/** A one-page PDF whose catalog carries `catalogEntries`; `more` objects follow the page (4, 5…). */
const pdfWithCatalog = (catalogEntries: string, more: Array<string | Buffer> = []) =>
  pdfOf([`<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>`, PAGES, PAGE, ...more]);

/** PDFs that must be refused: each runs something when opened or used. */
export const refusedPdfs = {
  "JavaScript on opening": pdfWithCatalog("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
  "JavaScript in a compressed object stream": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    PAGE,
    objectStream([
      [5, "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"],
    ]),
  ]),
  "an object stream without its /Type carrying JavaScript": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    PAGE,
    objectStream([[5, "<< /Names << /JavaScript 6 0 R >> >>"]], "/FlateDecode", "/Extends 4 0 R"),
  ]),
  "JavaScript names written with #-escapes": pdfWithCatalog("/OpenAction 4 0 R", [
    "<< /S /J#61vaScr#69pt /J#53 (app.alert(1)) >>",
  ]),
  "a document-level JavaScript name tree": pdfWithCatalog(
    "/Names << /JavaScript << /Names [(x) 4 0 R] >> >>",
    ["<< /S /JavaScript /JS (this.print()) >>"],
  ),
  "a program launched on opening": pdfWithCatalog("/OpenAction << /S /Launch /F (cmd.exe) >>"),
  "a web address opened on opening": pdfWithCatalog("/OpenAction << /S /URI /URI (https://example.org/) >>"),
  "an open action by reference to an action": pdfWithCatalog("/OpenAction 4 0 R", [
    "<< /S /SubmitForm /F (https://example.org/) >>",
  ]),
  "a go-to open action chaining another action": pdfWithCatalog(
    "/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://example.org/) >> >>",
  ),
  "actions on page events (/AA)": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >> >>",
  ]),
  "an XFA form": pdfWithCatalog("/AcroForm << /Fields [] /XFA 4 0 R >>", [
    streamObject("", Buffer.from("<xdp/>")),
  ]),
  "an object stream it cannot decode": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    PAGE,
    objectStream([[5, "<< /Type /Catalog /Pages 2 0 R >>"]], "/LZWDecode"),
  ]),
};

/** PDFs that must still be accepted: what word processors, LaTeX and PDF 1.5 writers produce. */
export const acceptedPdfs = {
  "a destination to open at (LibreOffice)": pdfWithCatalog(
    "/OpenAction [3 0 R /XYZ null null 0] /Lang (en-GB)",
  ),
  "a go-to open action": pdfWithCatalog("/OpenAction << /S /GoTo /D [3 0 R /Fit] >>"),
  "an open action by reference to a destination": pdfWithCatalog("/OpenAction 4 0 R", ["[3 0 R /Fit]"]),
  "a link to a web address on the page": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >>",
    "<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://example.org/) >> >>",
  ]),
  "objects in a compressed object stream": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    PAGE,
    objectStream([
      [5, "<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] /PageMode /UseOutlines >>"],
      [6, "<< /Title (Fractions \\(Year 7\\)) /Producer (pdfTeX-1.40.24) >>"],
    ]),
  ]),
  "a page whose text mentions JavaScript": pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    PAGES,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    streamObject("", Buffer.from("BT /F1 12 Tf 56 780 Td (Lesson 3: JavaScript and the JS console) Tj ET")),
  ]),
};

/** Images, audio and video whose first bytes are right and whose rest is not (or carries a page). */
export const refusedMedia = {
  "HTML behind a JPEG header": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
  "HTML behind an MP3 frame header": Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), html]),
  "HTML behind an MP4 file-type box": Buffer.concat([
    mp4Box("ftyp", Buffer.from("isom\0\0\x02\0isom", "latin1")),
    html,
  ]),
  "UTF-16 HTML (read as an MP3 by its first bytes)": Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from(page, "utf16le"),
  ]),
  "HTML after a PNG's end": Buffer.concat([fixtures.png, html]),
  "a PNG with a wrong chunk checksum": (() => {
    const broken = Buffer.from(fixtures.png);
    broken[broken.length - 20] = broken[broken.length - 20]! ^ 0xff;
    return broken;
  })(),
  "a PNG whose image data does not match its size": Buffer.concat([
    fixtures.png.subarray(0, 33),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 1, 2]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]),
  "a PNG carrying a script in a text chunk": png([
    pngChunk("tEXt", Buffer.from("Comment\0<script>alert(document.cookie)</script>", "latin1")),
  ]),
  "HTML as a JPEG's image data": jpeg(html),
  "HTML after a JPEG's end": Buffer.concat([jpeg(), html]),
  "a JPEG cut before its end": jpeg().subarray(0, jpeg().length - 2),
  "HTML after MP3 frames": Buffer.concat([mp3(), html]),
  "HTML inside MP3 frames": mp3(8, html),
  "a single MP3 frame header and silence": Buffer.concat([
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(200),
  ]),
  "HTML after an MP4's boxes": Buffer.concat([mp4(), html]),
  "HTML in an MP4 box": mp4(undefined, [mp4Box("free", html)]),
  "an MP4 without a movie box": Buffer.concat([
    mp4Box("ftyp", Buffer.from("isom\0\0\x02\0isom", "latin1")),
    mp4Box("mdat", Buffer.alloc(64)),
  ]),
};

const wordMain = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** Office files with macros, or with something riding along. */
export const refusedOffice = {
  "a .docx carrying a VBA project": officeOpenXml("word", wordMain, { "word/vbaProject.bin": "VBA" }),
  "a macro-enabled Word document (.docm)": officeOpenXml(
    "word",
    "application/vnd.ms-word.document.macroEnabled.main+xml",
    { "word/vbaProject.bin": "VBA" },
  ),
  "a .docx with HTML after it": Buffer.concat([fixtures.docx, html]),
  "a Word 97 document with macros": compoundFile("WordDocument", ["Macros", "VBA", "_VBA_PROJECT"]),
  "an Excel 97 workbook with macros": compoundFile("Workbook", ["_VBA_PROJECT_CUR", "VBA"]),
};

/** Text that is not plain UTF-8 text, or that carries markup. */
export const refusedText = {
  "UTF-16 (big-endian) HTML": Buffer.concat([
    Buffer.from([0xfe, 0xff]),
    Buffer.from(page, "utf16le").swap16(),
  ]),
  "UTF-16 text without a mark": Buffer.from("Reading list: Macbeth, An Inspector Calls\n", "utf16le"),
  "HTML after a UTF-8 byte-order mark": Buffer.from(`\ufeff${page}`, "utf8"),
  "text with an event handler on an element": Buffer.from(
    "Reading list\n<a href=x onmouseover=alert(1)>hover</a>\n",
  ),
};

/** Text a tutor writes: maths, CSV from Excel (with its byte-order mark), code. */
export const acceptedText = {
  "maths with inequalities": Buffer.from("If 3 < 5 and x<y, then x + 2 < y + 2.\nShow that a > b > 0.\n"),
  "CSV saved by Excel (UTF-8 with a byte-order mark)": Buffer.from(
    "\ufeffname,score\nAsha,7\nBen,<5\n",
    "utf8",
  ),
  "code with generics and comparisons": Buffer.from(
    "List<String> names = new ArrayList<>();\nif (a < b && b > c) {}\n",
  ),
};
