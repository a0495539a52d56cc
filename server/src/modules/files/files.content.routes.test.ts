/**
 * Uploads judged by their content: `POST /api/files` judged uploads by their first bytes only, so HTML behind
 * an MP3, MP4 or JPEG header, UTF-16 HTML and PDFs with JavaScript were stored and served. Each is now
 * refused with the 415 every unsupported file gets, and nothing is stored or recorded (decision 045).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_ERROR_CODES, FILE_MESSAGES, uploadedFileSchema } from "#shared/schemas/files.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import {
  acceptedPdfs,
  refusedMedia,
  refusedOffice,
  refusedPdfs,
  refusedText,
} from "./files.refused-fixtures.ts";
import { uploadedFiles } from "./files.table.ts";
import { expectRefused, onePart, upload } from "./files.test-support.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "files-content-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setupTestApp({ fileStorage: { kind: "folder", dir } });
let tutor: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor");
});

/** What was kept: files in the storage folder, and rows of the uploads table. */
async function kept() {
  const files = readdirSync(dir, { recursive: true }).filter((entry) =>
    /^[A-Za-z0-9_-]{24}$/.test(path.basename(String(entry))),
  );
  const rows = (await t.db.select({ count: count() }).from(uploadedFiles))[0]!.count;
  return { files: files.length, rows };
}

describe("POST /api/files refuses what only starts like an accepted file", () => {
  const cases: Array<[string, string, Buffer, string]> = [
    [
      "HTML behind an MP3 frame header",
      "listening.mp3",
      refusedMedia["HTML behind an MP3 frame header"],
      "audio/mpeg",
    ],
    [
      "HTML behind an MP4 file-type box",
      "lesson.mp4",
      refusedMedia["HTML behind an MP4 file-type box"],
      "video/mp4",
    ],
    ["HTML behind a JPEG header", "photo.jpg", refusedMedia["HTML behind a JPEG header"], "image/jpeg"],
    ["HTML as a JPEG's image data", "photo.jpg", refusedMedia["HTML as a JPEG's image data"], "image/jpeg"],
    ["HTML inside MP3 frames", "listening.mp3", refusedMedia["HTML inside MP3 frames"], "audio/mpeg"],
    ["HTML in an MP4 box", "lesson.mp4", refusedMedia["HTML in an MP4 box"], "video/mp4"],
    [
      "a PNG carrying a script",
      "diagram.png",
      refusedMedia["a PNG carrying a script in a text chunk"],
      "image/png",
    ],
    [
      "UTF-16 HTML",
      "notes.txt",
      refusedMedia["UTF-16 HTML (read as an MP3 by its first bytes)"],
      "text/plain",
    ],
    ["UTF-16 (big-endian) HTML", "notes.txt", refusedText["UTF-16 (big-endian) HTML"], "text/plain"],
    [
      "a PDF running JavaScript on opening",
      "worksheet.pdf",
      refusedPdfs["JavaScript on opening"],
      "application/pdf",
    ],
    [
      "a PDF with JavaScript in a compressed object stream",
      "worksheet.pdf",
      refusedPdfs["JavaScript in a compressed object stream"],
      "application/pdf",
    ],
    [
      "a PDF launching a program",
      "worksheet.pdf",
      refusedPdfs["a program launched on opening"],
      "application/pdf",
    ],
    [
      "a PDF with page-event actions",
      "worksheet.pdf",
      refusedPdfs["actions on page events (/AA)"],
      "application/pdf",
    ],
    [
      "a .docx carrying a VBA project",
      "essay.docx",
      refusedOffice["a .docx carrying a VBA project"],
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  ];

  it.each(cases)("refuses %s with 415, storing nothing", async (_label, filename, content, contentType) => {
    const before = await kept();
    const response = await upload(tutor, onePart(filename, content, contentType));
    expectRefused(response, 415, FILE_MESSAGES.unsupportedType, FILE_ERROR_CODES.unsupportedType);
    expect(await kept()).toEqual(before);
  });

  it("still accepts a PDF that opens at a page, as LibreOffice writes them", async () => {
    const response = await upload(
      tutor,
      onePart("worksheet.pdf", acceptedPdfs["a destination to open at (LibreOffice)"], "application/pdf"),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(uploadedFileSchema.parse(response.json()).type).toBe("pdf");
  });
});
