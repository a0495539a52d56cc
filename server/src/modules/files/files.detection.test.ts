/**
 * Content checks past the first bytes (decision 045): each accepted kind is checked as a whole file, so a
 * valid header in front of a page, a script or anything else is refused, and so are PDFs that run code
 * and Office files with macros; what tutors really upload keeps being accepted.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { detectUploadKind } from "./files.detection.ts";
import { fixtures, jpeg, mp3, mp4, mp4Box, pdf, png, pngChunk } from "./files.fixtures.ts";
import { isWholeJpeg, isWholePng } from "./files.images.ts";
import { carriesScriptMarkup, isWholeMp3, isWholeMp4 } from "./files.media.ts";
import { isOfficeOpenXmlWithoutMacros, legacyOfficeHasMacros, zipEntryNames } from "./files.office.ts";
import { isPdfWithoutActions } from "./files.pdf.ts";
import {
  acceptedPdfs,
  acceptedText,
  objectStream,
  pdfOf,
  refusedMedia,
  refusedOffice,
  refusedPdfs,
  refusedText,
} from "./files.refused-fixtures.ts";

const MB = 1024 * 1024;
const kindOf = async (bytes: Buffer) => (await detectUploadKind(bytes))?.contentType ?? null;

describe("upload content checks", () => {
  it.each(Object.entries({ ...refusedMedia, ...refusedPdfs, ...refusedOffice, ...refusedText }))(
    "refuses %s",
    async (_label, bytes) => {
      expect(await kindOf(bytes)).toBeNull();
    },
  );

  it.each(Object.entries(acceptedPdfs))("accepts a PDF with %s", async (_label, bytes) => {
    expect(await kindOf(bytes)).toBe("application/pdf");
  });

  it.each(Object.entries(acceptedText))("accepts text: %s", async (_label, bytes) => {
    expect(await kindOf(bytes)).toBe("text/plain; charset=utf-8");
  });

  it("reads each media format to its last byte", () => {
    expect(isWholePng(fixtures.png)).toBe(true);
    expect(isWholeJpeg(fixtures.jpeg)).toBe(true);
    expect(isWholeMp3(fixtures.mp3)).toBe(true);
    expect(isWholeMp4(fixtures.mp4)).toBe(true);
    for (const [bytes, isWhole] of [
      [fixtures.png, isWholePng],
      [fixtures.jpeg, isWholeJpeg],
      [fixtures.mp3, isWholeMp3],
      [fixtures.mp4, isWholeMp4],
    ] as const) {
      expect(isWhole(Buffer.concat([bytes, Buffer.from("<p>x</p>")]))).toBe(false);
      expect(isWhole(bytes.subarray(0, bytes.length - 3))).toBe(isWhole === isWholeMp3);
    }
    // An MP3 cut inside its last frame still plays; one cut to a header alone is not audio.
    expect(isWholeMp3(mp3(1))).toBe(false);
  });

  it("finds a page hidden inside a valid structure by its text, not by chance in compressed data", () => {
    const page = Buffer.from("<script>alert(document.cookie)</script>");
    expect(isWholePng(png([pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0"), page]))]))).toBe(true);
    expect(isWholeJpeg(jpeg(page))).toBe(true);
    expect(isWholeMp3(mp3(4, page))).toBe(true);
    expect(isWholeMp4(mp4(undefined, [mp4Box("free", page)]))).toBe(true);
    expect(carriesScriptMarkup(page)).toBe(true);
    expect(carriesScriptMarkup(Buffer.from("<SCRIPT SRC=//x.example/a.js></SCRIPT>"))).toBe(true);
    expect(carriesScriptMarkup(Buffer.from("Use <b>bold</b> for key words"))).toBe(false);
    // 64 MB of random bytes (the stand-in for compressed media) never looks like a page.
    for (let index = 0; index < 8; index++) expect(carriesScriptMarkup(randomBytes(8 * MB))).toBe(false);
  });

  it("keeps the motion-photo video and extra images phones write after a JPEG", () => {
    expect(isWholeJpeg(Buffer.concat([jpeg(), jpeg()]))).toBe(true);
    expect(isWholeJpeg(Buffer.concat([jpeg(), mp4()]))).toBe(true);
    expect(isWholeJpeg(Buffer.concat([jpeg(), Buffer.alloc(64)]))).toBe(true);
    expect(isWholeJpeg(Buffer.concat([jpeg(), Buffer.from("PK\u0003\u0004 an archive")]))).toBe(false);
  });

  it("reads an Office package's whole ZIP directory and refuses a VBA project in it", () => {
    expect(zipEntryNames(fixtures.docx)).toEqual(["[Content_Types].xml", "word/main.xml"]);
    expect(zipEntryNames(Buffer.concat([Buffer.from("junk"), fixtures.docx]))).toBeNull();
    expect(isOfficeOpenXmlWithoutMacros(fixtures.xlsx)).toBe(true);
    expect(isOfficeOpenXmlWithoutMacros(refusedOffice["a .docx carrying a VBA project"])).toBe(false);
    expect(legacyOfficeHasMacros(fixtures.doc)).toBe(false);
    expect(legacyOfficeHasMacros(refusedOffice["a Word 97 document with macros"])).toBe(true);
  });

  it("reads names however they are escaped, and object streams however they are marked", () => {
    expect(
      isPdfWithoutActions(pdfOf(["<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /#4c#61unch >> >>"])),
    ).toBe(false);
    expect(isPdfWithoutActions(pdfOf(["<< /Type /Catalog /AA << >> >>"]))).toBe(false);
    expect(isPdfWithoutActions(pdfOf(["<< /Type /Catalog /JSON (not a script) >>"]))).toBe(true);
    // An object stream in ASCIIHex still gets read; one with a predictor cannot be, and is refused.
    const inHex = (text: string) =>
      objectStream([[5, text]], "/ASCIIHexDecode")
        .toString("latin1")
        .replace(
          /stream\n([\s\S]*)\nendstream/,
          (_m, body: string) => `stream\n${Buffer.from(body, "latin1").toString("hex")}>\nendstream`,
        );
    expect(isPdfWithoutActions(pdfOf(["<< /Type /Catalog >>", inHex("<< /Title (Notes) >>")]))).toBe(true);
    expect(
      isPdfWithoutActions(pdfOf(["<< /Type /Catalog >>", inHex("<< /OpenAction << /S /JavaScript >> >>")])),
    ).toBe(false);
    const predicted = objectStream(
      [[5, "<< /Title (Notes) >>"]],
      "/FlateDecode",
      "/Type /ObjStm /DecodeParms << /Predictor 12 /Columns 5 >>",
    );
    expect(isPdfWithoutActions(pdfOf(["<< /Type /Catalog >>", predicted]))).toBe(false);
  });

  it("finds an object hidden inside another object's stream data", () => {
    const hidden = Buffer.from(
      "9 0 obj\n<< /Type /Catalog /OpenAction << /S /URI /URI (https://example.org/) >> >>\nendobj\n",
    );
    const carrier = Buffer.concat([
      Buffer.from(`<< /Length ${hidden.length} >>\nstream\n`),
      hidden,
      Buffer.from("\nendstream"),
    ]);
    expect(isPdfWithoutActions(pdfOf(["<< /Type /Catalog >>", carrier]))).toBe(false);
  });

  it("checks a 25 MB upload of each kind in well under the request timeout, and refuses a PDF too dense to check", async () => {
    const scan = randomBytes(25 * MB - 256);
    for (let index = scan.indexOf(0xff); index >= 0; index = scan.indexOf(0xff, index)) scan[index] = 0xfe;
    const objects = Array.from(
      { length: 200_000 },
      (_, index) =>
        `<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.org/${index}) >> >>`,
    );
    for (const [bytes, expected] of [
      [pdf(25 * MB), "application/pdf"],
      [jpeg(scan), "image/jpeg"],
      [mp3(Math.floor((25 * MB) / 417) - 1, randomBytes(413)), "audio/mpeg"],
      [mp4(randomBytes(25 * MB - 1024)), "video/mp4"],
      [pdfOf(["<< /Type /Catalog >>", ...objects]), null],
    ] as const) {
      const started = performance.now();
      expect(await kindOf(bytes)).toBe(expected);
      // Under a second here when the machine is idle; the margin is for a loaded test run.
      expect(performance.now() - started).toBeLessThan(2500);
    }
  });
});
