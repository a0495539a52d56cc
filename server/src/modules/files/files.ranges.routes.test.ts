/**
 * Recorded videos play well (decision 054): a file stored from disk (`saveFile`, as the room's
 * recordings are) is served in ranges, on both storages; a range is read alone, never from the file's start.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_ERROR_CODES, FILE_MESSAGES, fileUrlOf } from "#shared/schemas/files.ts";
import { createTestApp, fileStorageOf, type SignedInUser, type TestContext } from "../../test/test-app.ts";
import { type FileStorage, type FileStorageConfig, newFileKey } from "./files.storage.ts";
import { expectRefused, startS3rver } from "./files.test-support.ts";

const SIZE = 300_000;
const FILE_HEADERS = {
  "content-type": "video/mp4",
  "content-disposition": 'inline; filename="Lesson 12.mp4"',
  "x-content-type-options": "nosniff",
  "content-security-policy": "sandbox; default-src 'none'",
  "accept-ranges": "bytes",
  "cache-control": "no-store",
};

const workDir = mkdtempSync(path.join(os.tmpdir(), "files-ranges-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The stored object itself, read past the storage's own code. */
type ReadStored = (key: string) => Promise<Buffer>;

function describeRanges(
  name: string,
  start: () => Promise<{ config: FileStorageConfig; readStored: ReadStored }>,
) {
  describe(`recorded videos on ${name} storage`, () => {
    let t: TestContext;
    let tutor: SignedInUser;
    let parent: SignedInUser;
    let storage: FileStorage;
    let readStored: ReadStored;
    const video = randomBytes(SIZE);
    let key: string;
    let url: string;

    beforeAll(async () => {
      const started = await start();
      readStored = started.readStored;
      t = await createTestApp({ fileStorage: started.config });
      tutor = await t.asRole("tutor");
      parent = await t.asRole("parent");
      storage = fileStorageOf(t.app);
      const file = path.join(workDir, `${name}-lesson.mp4`);
      writeFileSync(file, video);
      key = newFileKey();
      const info = { contentType: "video/mp4", originalName: "Lesson 12.mp4", uploadedBy: tutor.user.id };
      expect(await storage.saveFile(file, info, key)).toEqual({ key, fileUrl: fileUrlOf(key) });
      url = fileUrlOf(key);
    });
    afterAll(async () => {
      await t?.close();
    });

    describe("saveFile", () => {
      it("stores a file from disk whole, with its details", async () => {
        expect(await storage.stat(key)).toMatchObject({
          contentType: "video/mp4",
          size: SIZE,
          originalName: "Lesson 12.mp4",
          uploadedBy: tutor.user.id,
        });
        expect((await readStored(key)).equals(video)).toBe(true);
      });

      it("replaces the file when the same key is stored again, and refuses a malformed key", async () => {
        const again = newFileKey();
        const first = path.join(workDir, `${name}-first.png`);
        const second = path.join(workDir, `${name}-second.png`);
        writeFileSync(first, Buffer.alloc(1000, 1));
        writeFileSync(second, Buffer.alloc(10, 2));
        const info = { contentType: "image/png", originalName: "thumb.png", uploadedBy: tutor.user.id };
        await storage.saveFile(first, info, again);
        await storage.saveFile(second, info, again);
        expect((await storage.stat(again))?.size).toBe(10);
        expect((await readStored(again)).equals(Buffer.alloc(10, 2))).toBe(true);
        await expect(storage.saveFile(second, info, "../../escape")).rejects.toThrow("not a file key");
      });
    });

    describe("open with a range", () => {
      // Not `bytes=0-0`: s3rver reads a last byte of 0 as "to the end" (`end || Infinity`); S3 itself does not.
      it.each([
        [0, 1],
        [0, 1023],
        [150_000, 150_999],
        [SIZE - 10, SIZE - 1],
      ])("reads bytes %i to %i alone, and names the whole file's size", async (first, last) => {
        const file = await storage.open(key, { start: first, end: last });
        expect(file?.size).toBe(SIZE);
        expect(file?.contentType).toBe("video/mp4");
        expect((await readAll(file!.body)).equals(video.subarray(first, last + 1))).toBe(true);
      });
    });

    describe("GET with Range", () => {
      it("answers the whole file without Range, with every header files get and Accept-Ranges", async () => {
        const response = await parent.inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({ ...FILE_HEADERS, "content-length": String(SIZE) });
        expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
        expect(response.rawPayload.equals(video)).toBe(true);
      });

      it.each([
        ["the first bytes", "bytes=0-1", 0, 1],
        ["the middle", "bytes=150000-160000", 150_000, 160_000],
        ["from a byte to the end", "bytes=299000-", 299_000, SIZE - 1],
        ["past the end, cut to it", "bytes=299990-400000", 299_990, SIZE - 1],
        ["the last bytes (a suffix)", "bytes=-500", SIZE - 500, SIZE - 1],
      ])("answers %s with 206 and exactly those bytes", async (_name, range, first, last) => {
        const response = await tutor.inject({ method: "GET", url, headers: { range } });
        expect(response.statusCode).toBe(206);
        expect(response.headers).toMatchObject({
          ...FILE_HEADERS,
          "content-range": `bytes ${first}-${last}/${SIZE}`,
          "content-length": String(last - first + 1),
        });
        expect(response.rawPayload.equals(video.subarray(first, last + 1))).toBe(true);
      });

      it("answers a range past the end with 416, the file's size and a message", async () => {
        for (const range of [`bytes=${SIZE}-`, "bytes=400000-500000", "bytes=-0"]) {
          const response = await parent.inject({ method: "GET", url, headers: { range } });
          expectRefused(
            response,
            416,
            FILE_MESSAGES.rangeNotSatisfiable,
            FILE_ERROR_CODES.rangeNotSatisfiable,
          );
          expect(response.headers["content-range"]).toBe(`bytes */${SIZE}`);
        }
      });

      it("answers several ranges, a malformed one or another unit with the whole file", async () => {
        for (const range of ["bytes=0-1,5-9", "bytes=9-1", "bytes=x-", "pages=1-2"]) {
          const response = await parent.inject({ method: "GET", url, headers: { range } });
          expect(response.statusCode, range).toBe(200);
          expect(response.headers["content-length"]).toBe(String(SIZE));
          expect(response.rawPayload.equals(video)).toBe(true);
        }
      });

      it("keeps a range with If-Range of the file's ETag; another validator gets the whole file", async () => {
        const { etag } = (await parent.inject({ method: "GET", url, headers: { range: "bytes=0-0" } }))
          .headers;
        const same = await parent.inject({
          method: "GET",
          url,
          headers: { range: "bytes=10-19", "if-range": String(etag) },
        });
        expect(same.statusCode).toBe(206);
        expect(same.rawPayload.equals(video.subarray(10, 20))).toBe(true);
        for (const ifRange of ['"older"', "Fri, 27 Nov 2026 17:00:00 GMT"]) {
          const changed = await parent.inject({
            method: "GET",
            url,
            headers: { range: "bytes=10-19", "if-range": ifRange },
          });
          expect(changed.statusCode).toBe(200);
          expect(changed.rawPayload.equals(video)).toBe(true);
        }
      });

      it("answers HEAD with the whole file's headers and no body", async () => {
        const response = await parent.inject({ method: "HEAD", url });
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({ ...FILE_HEADERS, "content-length": String(SIZE) });
        expect(response.rawPayload.length).toBe(0);
      });

      it("refuses a signed-out caller with 401 whatever the range, and answers 404 for a missing file", async () => {
        for (const method of ["GET", "HEAD"] as const) {
          const response = await t.app.inject({ method, url, headers: { range: "bytes=0-99" } });
          expect(response.statusCode).toBe(401);
          expect(response.rawPayload.includes(video.subarray(0, 99))).toBe(false);
        }
        const missing = await parent.inject({
          method: "GET",
          url: fileUrlOf(newFileKey()),
          headers: { range: "bytes=0-99" },
        });
        expectRefused(missing, 404, FILE_MESSAGES.notFound, FILE_ERROR_CODES.notFound);
      });
    });
  });
}

describeRanges("folder", async () => {
  const dir = path.join(workDir, "folder");
  return {
    config: { kind: "folder", dir },
    readStored: async (key) => readFileSync(path.join(dir, key.slice(0, 2), key)),
  };
});

let stopS3rver: (() => Promise<void>) | undefined;
afterAll(async () => stopS3rver?.());

describeRanges("S3-compatible (s3rver)", async () => {
  const s3 = await startS3rver(path.join(workDir, "s3"), "recordings");
  stopS3rver = s3.close;
  return {
    config: s3.config,
    async readStored(key) {
      const found = await s3.client.send(new GetObjectCommand({ Bucket: "recordings", Key: `files/${key}` }));
      return Buffer.from(await found.Body!.transformToByteArray());
    },
  };
});
