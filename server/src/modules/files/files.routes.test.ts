import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import {
  FILE_ERROR_CODES,
  FILE_KEY_PATTERN,
  FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  uploadedFileSchema,
} from "#shared/schemas/files.ts";
import { createTestApp, fileStorageOf, type SignedInUser, type TestContext } from "../../test/test-app.ts";
import { fixtures, pdf } from "./files.fixtures.ts";
import type { FileStorage, FileStorageConfig } from "./files.storage.ts";
import { expectRefused, multipart, onePart, startS3rver, upload } from "./files.test-support.ts";

/** The whole suite, against one storage configuration. */
function describeStorage(name: string, configure: () => Promise<FileStorageConfig>, inspect: Inspector) {
  describe(`files on ${name} storage`, () => {
    let t: TestContext;
    let tutor: SignedInUser;
    let admin: SignedInUser;
    let parent: SignedInUser;
    let storage: FileStorage;
    let config: FileStorageConfig;

    beforeAll(async () => {
      config = await configure();
      t = await createTestApp({ fileStorage: config });
      await t.app.ready();
      tutor = await t.asRole("tutor");
      admin = await t.asRole("admin");
      parent = await t.asRole("parent");
      storage = fileStorageOf(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    async function uploaded(caller: SignedInUser, filename: string, content: Buffer) {
      const response = await upload(caller, onePart(filename, content));
      expect(response.statusCode, response.body).toBe(201);
      return uploadedFileSchema.parse(response.json());
    }

    describe("POST /api/files", () => {
      it("stores a tutor's PDF under a random key and answers its address, size in KB and type", async () => {
        const bytes = pdf(3 * 1024 + 1);
        const response = await upload(tutor, onePart("Algebra worksheet.pdf", bytes, "application/pdf"));
        expect(response.statusCode, response.body).toBe(201);
        const body = uploadedFileSchema.parse(response.json());
        expect(body.size).toBe(4);
        expect(body.type).toBe("pdf");
        expect(body.fileUrl).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{24}$/);
        expect(body.fileUrl).not.toMatch(/algebra|worksheet|pdf/i);
        const key = body.fileUrl.split("/").at(-1)!;
        expect(key).toMatch(FILE_KEY_PATTERN);
        expect(await storage.stat(key)).toMatchObject({
          contentType: "application/pdf",
          size: bytes.length,
          originalName: "Algebra worksheet.pdf",
          uploadedBy: tutor.user.id,
        });
        await inspect(config, key, bytes);
      });

      it("gives each upload of the same file its own key", async () => {
        const first = await uploaded(tutor, "same.pdf", fixtures.pdf);
        const second = await uploaded(tutor, "same.pdf", fixtures.pdf);
        expect(first.fileUrl).not.toBe(second.fileUrl);
      });

      it.each([
        ["notes.pdf", fixtures.pdf, "pdf", "application/pdf"],
        [
          "essay.docx",
          fixtures.docx,
          "doc",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ],
        ["essay.doc", fixtures.doc, "doc", "application/msword"],
        [
          "slides.pptx",
          fixtures.pptx,
          "ppt",
          "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        ],
        ["slides.ppt", fixtures.ppt, "ppt", "application/vnd.ms-powerpoint"],
        [
          "marks.xlsx",
          fixtures.xlsx,
          "other",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ],
        ["marks.xls", fixtures.xls, "other", "application/vnd.ms-excel"],
        ["reading.txt", fixtures.text, "doc", "text/plain; charset=utf-8"],
        ["diagram.png", fixtures.png, "other", "image/png"],
        ["photo.jpg", fixtures.jpeg, "other", "image/jpeg"],
        ["listening.mp3", fixtures.mp3, "other", "audio/mpeg"],
        ["lesson.mp4", fixtures.mp4, "other", "video/mp4"],
      ])("accepts %s as resource type %s, stored as %s", async (filename, content, type, contentType) => {
        const body = await uploaded(admin, filename, content);
        expect(body.type).toBe(type);
        expect(body.size).toBe(Math.ceil(content.length / 1024));
        expect((await storage.stat(body.fileUrl.split("/").at(-1)!))?.contentType).toBe(contentType);
      });

      it("judges by content, not by name or declared type", async () => {
        const pdfNamedTxt = await upload(tutor, onePart("renamed.txt", fixtures.pdf, "text/plain"));
        expect(pdfNamedTxt.statusCode).toBe(201);
        expect(pdfNamedTxt.json().type).toBe("pdf");
      });

      it.each([
        ["an executable renamed .pdf", "worksheet.pdf", fixtures.exe, "application/pdf"],
        ["an HTML page", "page.html", fixtures.html, "text/html"],
        ["an HTML page renamed .txt", "notes.txt", fixtures.html, "text/plain"],
        ["text carrying an HTML element", "notes.txt", fixtures.htmlFragment, "text/plain"],
        ["an SVG image", "drawing.svg", fixtures.svg, "image/svg+xml"],
        ["an SVG with an XML declaration", "drawing.svg", fixtures.svgWithXmlDeclaration, "image/svg+xml"],
        ["a ZIP archive", "notes.docx", fixtures.zip, "application/zip"],
        [
          "an installer (a Compound File that is not Office)",
          "setup.doc",
          fixtures.installer,
          "application/msword",
        ],
        ["binary data with NUL bytes", "data.txt", fixtures.binary, "text/plain"],
        ["text that is not UTF-8", "latin.txt", fixtures.latin1, "text/plain"],
      ])("refuses %s with 415", async (_label, filename, content, contentType) => {
        const response = await upload(tutor, onePart(filename, content, contentType));
        expectRefused(response, 415, FILE_MESSAGES.unsupportedType, FILE_ERROR_CODES.unsupportedType);
      });

      it("accepts exactly 25 MB and refuses 25 MB + 1 byte with 413", async () => {
        const largest = await upload(tutor, onePart("largest.pdf", pdf(MAX_UPLOAD_BYTES)));
        expect(largest.statusCode, largest.body).toBe(201);
        expect(largest.json().size).toBe(25 * 1024);
        const tooLarge = await upload(tutor, onePart("too-large.pdf", pdf(MAX_UPLOAD_BYTES + 1)));
        expectRefused(tooLarge, 413, FILE_MESSAGES.tooLarge, FILE_ERROR_CODES.tooLarge);
        const muchTooLarge = await upload(
          tutor,
          onePart("huge.pdf", pdf(MAX_UPLOAD_BYTES + 2 * 1024 * 1024)),
        );
        expectRefused(muchTooLarge, 413, FILE_MESSAGES.tooLarge, FILE_ERROR_CODES.tooLarge);
      });

      it("refuses anonymous callers (401) and families (403), storing nothing", async () => {
        const before = await countStored(config);
        expect((await upload(t, onePart("a.pdf", fixtures.pdf))).statusCode).toBe(401);
        expect((await upload(parent, onePart("a.pdf", fixtures.pdf))).statusCode).toBe(403);
        expect(await countStored(config)).toBe(before);
      });

      it("wants exactly one non-empty file, sent as multipart", async () => {
        expectRefused(
          await upload(tutor, multipart([{ field: "title", content: "Algebra" }])),
          400,
          FILE_MESSAGES.noFile,
          FILE_ERROR_CODES.noFile,
        );
        expectRefused(
          await upload(
            tutor,
            multipart([
              { filename: "one.pdf", content: fixtures.pdf },
              { filename: "two.pdf", content: fixtures.pdf },
            ]),
          ),
          400,
          FILE_MESSAGES.oneFile,
          FILE_ERROR_CODES.oneFile,
        );
        expectRefused(
          await upload(tutor, onePart("empty.txt", Buffer.alloc(0))),
          400,
          FILE_MESSAGES.empty,
          FILE_ERROR_CODES.empty,
        );
        const json = await tutor.inject({ method: "POST", url: "/api/files", payload: { file: "x" } });
        expectRefused(json, 415, FILE_MESSAGES.notMultipart, FILE_ERROR_CODES.notMultipart);
        const broken = await tutor.inject({
          method: "POST",
          url: "/api/files",
          headers: { "content-type": "multipart/form-data; boundary=abc" },
          payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        });
        expect(broken.statusCode, broken.body).toBeGreaterThanOrEqual(400);
        expect(broken.statusCode).toBeLessThan(500);
      });
    });

    describe("GET <fileUrl>", () => {
      it("streams the file back byte for byte to any signed-in account, with safe headers", async () => {
        const bytes = pdf(200_000);
        const { fileUrl } = await uploaded(tutor, "Fractions – Year 7.pdf", bytes);
        for (const caller of [tutor, admin, parent]) {
          const response = await caller.inject({ method: "GET", url: fileUrl });
          expect(response.statusCode).toBe(200);
          expect(response.rawPayload.equals(bytes)).toBe(true);
          expect(response.headers["content-type"]).toBe("application/pdf");
          expect(response.headers["content-length"]).toBe(String(bytes.length));
          expect(response.headers["content-disposition"]).toBe(
            `attachment; filename="Fractions _ Year 7.pdf"; filename*=UTF-8''Fractions%20%E2%80%93%20Year%207.pdf`,
          );
          expect(response.headers["x-content-type-options"]).toBe("nosniff");
          expect(response.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
          expect(response.headers["cache-control"]).toBe("no-store");
        }
      });

      it("refuses anonymous callers with 401", async () => {
        const { fileUrl } = await uploaded(tutor, "private.pdf", fixtures.pdf);
        const response = await t.app.inject({ method: "GET", url: fileUrl });
        expect(response.statusCode).toBe(401);
        expect(response.body).not.toContain("%PDF");
      });

      it("shows images in place and saves text as a .txt download, never as a page", async () => {
        const image = await uploaded(tutor, "diagram.png", fixtures.png);
        const shown = await parent.inject({ method: "GET", url: image.fileUrl });
        expect(shown.headers["content-type"]).toBe("image/png");
        expect(shown.headers["content-disposition"]).toBe('inline; filename="diagram.png"');
        expect(shown.rawPayload.equals(fixtures.png)).toBe(true);

        const text = await uploaded(tutor, "homework.html", fixtures.text);
        const saved = await parent.inject({ method: "GET", url: text.fileUrl });
        expect(saved.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(saved.headers["content-disposition"]).toBe('attachment; filename="homework.html.txt"');
        expect(saved.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
        expect(saved.headers["x-content-type-options"]).toBe("nosniff");
        expect(saved.body).toBe(fixtures.text.toString("utf8"));
      });

      it("answers 404 for a well-formed key that names no file", async () => {
        const response = await parent.inject({ method: "GET", url: "/api/files/AAAAAAAAAAAAAAAAAAAAAAAA" });
        expectRefused(response, 404, FILE_MESSAGES.notFound, FILE_ERROR_CODES.notFound);
      });

      it.each([
        "..%2F..%2F..%2Fetc%2Fpasswd",
        "%2e%2e%2f%2e%2e%2fpackage.json",
        "..%5C..%5Cpackage.json",
        "AAAAAAAAAAAAAAAAAAAAAAA%2F",
        "AAAAAAAAAAAAAAAAAAAAAAAA.json",
        "AAAAAAAAAAAAAAAAAAAAAAA",
        "AAAAAAAAAAAAAAAAAAAAAAAAA",
        "%00AAAAAAAAAAAAAAAAAAAAAAA",
        "..",
      ])("refuses the key %s without touching the storage", async (key) => {
        const response = await admin.inject({ method: "GET", url: `/api/files/${key}` });
        expect([400, 404]).toContain(response.statusCode);
        expect(typeof apiErrorSchema.parse(response.json()).message).toBe("string");
      });

      it("does not serve a file's details sidecar or reach outside the storage by a dotted path", async () => {
        const { fileUrl } = await uploaded(tutor, "secret.pdf", fixtures.pdf);
        for (const url of [
          `${fileUrl}.json`,
          `${fileUrl}/../../../package.json`,
          "/api/files/../../package.json",
        ]) {
          const response = await admin.inject({ method: "GET", url });
          expect(response.statusCode, url).not.toBe(200);
          expect(response.body).not.toContain('"originalName"');
          expect(response.body).not.toContain('"name": "tuition-platform"');
        }
      });
    });

    describe("deleting a file by its fileUrl", () => {
      it("removes the stored object and its details; the address then answers 404", async () => {
        const { fileUrl } = await uploaded(tutor, "old.pdf", fixtures.pdf);
        const key = fileUrl.split("/").at(-1)!;
        expect(await storage.deleteByUrl(fileUrl)).toBe(true);
        expect(await storage.stat(key)).toBeNull();
        await inspect(config, key, null);
        expect((await tutor.inject({ method: "GET", url: fileUrl })).statusCode).toBe(404);
        expect(await storage.deleteByUrl(fileUrl)).toBe(false);
      });

      it("ignores links that are not uploaded files", async () => {
        expect(await storage.deleteByUrl("https://example.org/worksheet.pdf")).toBe(false);
        expect(await storage.deleteByUrl("/api/files/../../package.json")).toBe(false);
        expect(await storage.deleteByUrl("")).toBe(false);
      });
    });
  });
}

/** Checks the stored object itself: present with these bytes, or absent (null). */
type Inspector = (config: FileStorageConfig, key: string, bytes: Buffer | null) => Promise<void>;

async function countStored(config: FileStorageConfig): Promise<number> {
  if (config.kind !== "folder") return 0;
  if (!existsSync(config.dir)) return 0;
  return readdirSync(config.dir, { recursive: true }).filter((entry) => String(entry).endsWith(".json"))
    .length;
}

const temporaryDirs: string[] = [];
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});
function temporaryDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

describeStorage(
  "folder",
  async () => ({ kind: "folder", dir: temporaryDir("files-folder-") }),
  async (config, key, bytes) => {
    if (config.kind !== "folder") throw new Error("folder storage expected");
    const file = path.join(config.dir, key.slice(0, 2), key);
    if (bytes === null) {
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}.json`)).toBe(false);
      return;
    }
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(JSON.parse(readFileSync(`${file}.json`, "utf8"))).toMatchObject({
      contentType: "application/pdf",
    });
  },
);

let s3Client: S3Client | undefined;
let stopS3rver: (() => Promise<void>) | undefined;
const BUCKET = "resource-files";
afterAll(async () => stopS3rver?.());

describeStorage(
  "S3-compatible (s3rver)",
  async () => {
    const s3 = await startS3rver(temporaryDir("files-s3-"), BUCKET);
    s3Client = s3.client;
    stopS3rver = s3.close;
    return s3.config;
  },
  async (_config, key, bytes) => {
    const head = () => s3Client!.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `files/${key}` }));
    if (bytes === null) {
      await expect(head()).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
      return;
    }
    const found = await head();
    expect(found.ContentLength).toBe(bytes.length);
    expect(found.ContentType).toBe("application/pdf");
    expect(found.Metadata?.["original-name"]).toBeDefined();
  },
);
