/**
 * Where uploaded files live (DECISIONS.md "Resource files"): a folder under DATA_DIR by default, or an
 * S3-compatible bucket when one is configured (needed once several app servers run). Each file keeps its
 * content type, size, original name and uploader with the object itself (S3 object metadata, or a JSON
 * sidecar beside the file in the folder); the `uploaded_files` table records uploads for the quota and
 * for housekeeping (files.service.ts, decision 045).
 */
import { randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { FILE_KEY_PATTERN, FILE_URL_PATTERN, fileUrlOf } from "#shared/schemas/files.ts";

export type FolderStorageConfig = { kind: "folder"; dir: string };
export type S3StorageConfig = {
  kind: "s3";
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
};
export type FileStorageConfig = FolderStorageConfig | S3StorageConfig;

/** What is kept with each file. */
export type StoredFileInfo = {
  contentType: string;
  /** Bytes. */
  size: number;
  /** The uploaded file's name, without any folder part; used for the download name only. */
  originalName: string;
  /** The account that uploaded it. */
  uploadedBy: number;
  uploadedAt: string;
};

/** Bytes `start` to `end` of a file, both counted, as an HTTP `Range` names them. */
export type ByteRange = { start: number; end: number };

/** A stored file: its details (`size` always the whole file's) and its bytes, or the range asked for. */
export type StoredFile = StoredFileInfo & { body: Readable };

/** One storage backend: puts, reads and deletes objects by key. Keys are checked before they get here. */
type Backend = {
  put(key: string, bytes: Buffer, info: StoredFileInfo): Promise<void>;
  /** Stores a file from disk, streamed rather than read into memory (`info.size` is its size). */
  putFile(key: string, filePath: string, info: StoredFileInfo): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  head(key: string): Promise<StoredFileInfo | null>;
  delete(key: string): Promise<boolean>;
  close(): Promise<void>;
};

export type FileStorage = {
  readonly kind: FileStorageConfig["kind"];
  /** Stores the bytes under a new random key (or `key`, made by `newFileKey`); answers the key and the file's address. */
  save(
    bytes: Buffer,
    info: Omit<StoredFileInfo, "size" | "uploadedAt">,
    key?: string,
  ): Promise<{ key: string; fileUrl: string }>;
  /**
   * Stores a file from disk under `key` (made by `newFileKey`), streamed: a lesson's recorded video or its
   * thumbnail (docs/decisions/054). The same key again replaces the file.
   */
  saveFile(
    filePath: string,
    info: Omit<StoredFileInfo, "size" | "uploadedAt">,
    key: string,
  ): Promise<{ key: string; fileUrl: string }>;
  /**
   * The file and its details, or null when there is none under this key (or the key is malformed). With
   * `range` (within the file), only those bytes are read: a seek in a long video never reads from its start.
   */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The details alone. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Deletes the file under this key; false when there was none. */
  delete(key: string): Promise<boolean>;
  /**
   * Deletes the uploaded file a resource's `fileUrl` names (`/api/files/<key>`, as `POST /api/files`
   * answered); false when the URL is not an uploaded file's (an external link) or the file is gone.
   */
  deleteByUrl(fileUrl: string): Promise<boolean>;
  /** The key in an uploaded file's address, or null for any other URL. */
  keyOf(fileUrl: string): string | null;
  close(): Promise<void>;
};

/** 18 random bytes, URL-safe base64: 24 characters, matching FILE_KEY_PATTERN. */
export const newFileKey = () => randomBytes(18).toString("base64url");

const isKey = (key: string) => FILE_KEY_PATTERN.test(key);

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === "ENOENT";
}

/** Files in a folder, two characters of the key as a subfolder; `<key>.json` beside each holds its details. */
function folderBackend(root: string): Backend {
  const dataPath = (key: string) => path.join(root, key.slice(0, 2), key);
  const infoPath = (key: string) => `${dataPath(key)}.json`;

  async function head(key: string): Promise<StoredFileInfo | null> {
    try {
      return JSON.parse(await readFile(infoPath(key), "utf8")) as StoredFileInfo;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, info) {
      await mkdir(path.dirname(dataPath(key)), { recursive: true });
      // Written under temporary names and renamed, the details last: a file is visible only once whole.
      const partial = `${dataPath(key)}.${randomBytes(4).toString("hex")}.partial`;
      await writeFile(partial, bytes, { flag: "wx" });
      await writeFile(`${partial}.json`, JSON.stringify(info), { flag: "wx" });
      await rename(partial, dataPath(key));
      await rename(`${partial}.json`, infoPath(key));
    },
    async putFile(key, filePath, info) {
      await mkdir(path.dirname(dataPath(key)), { recursive: true });
      const partial = `${dataPath(key)}.${randomBytes(4).toString("hex")}.partial`;
      await copyFile(filePath, partial);
      await writeFile(`${partial}.json`, JSON.stringify(info), { flag: "wx" });
      await rename(partial, dataPath(key));
      await rename(`${partial}.json`, infoPath(key));
    },
    async get(key, range) {
      const info = await head(key);
      if (!info) return null;
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(dataPath(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { ...info, body: handle.createReadStream(range ?? {}) };
    },
    head,
    async delete(key) {
      try {
        await unlink(infoPath(key));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await rm(dataPath(key), { force: true });
      return true;
    },
    async close() {},
  };
}

/** S3 user metadata travels in HTTP headers: ASCII only, so the name is percent-encoded. */
function toMetadata(info: StoredFileInfo): Record<string, string> {
  return {
    "original-name": encodeURIComponent(info.originalName),
    "uploaded-by": String(info.uploadedBy),
    "uploaded-at": info.uploadedAt,
  };
}

function fromMetadata(
  metadata: Record<string, string> | undefined,
  contentType: string | undefined,
  size: number | undefined,
): StoredFileInfo {
  let originalName = "file";
  try {
    originalName = decodeURIComponent(metadata?.["original-name"] ?? "file");
  } catch {}
  return {
    contentType: contentType ?? "application/octet-stream",
    size: size ?? 0,
    originalName,
    uploadedBy: Number(metadata?.["uploaded-by"] ?? 0),
    uploadedAt: metadata?.["uploaded-at"] ?? "",
  };
}

function isS3NotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === "NoSuchKey" || failure.name === "NotFound" || failure.$metadata?.httpStatusCode === 404
  );
}

const isS3RangeRefused = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416;

/** Objects `files/<key>` in a bucket of an S3-compatible server. */
function s3Backend(config: S3StorageConfig): Backend {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the API requires them: the default aws-chunked framing is stored into the
    // object by some S3-compatible servers (STACK-NOTES-2), and the body is a Buffer of known length.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => `files/${key}`;

  async function head(key: string): Promise<StoredFileInfo | null> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      return fromMetadata(found.Metadata, found.ContentType, found.ContentLength);
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, info) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: info.contentType,
          Metadata: toMetadata(info),
        }),
      );
    },
    async putFile(key, filePath, info) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: createReadStream(filePath),
          ContentLength: info.size,
          ContentType: info.contentType,
          Metadata: toMetadata(info),
        }),
      );
    },
    async get(key, range) {
      try {
        const found = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!found.Body) return null;
        // A ranged answer's ContentLength is the range's; the whole size is the end of its ContentRange.
        const wholeSize = range
          ? Number(/\/(\d+)$/.exec(found.ContentRange ?? "")?.[1]) || undefined
          : found.ContentLength;
        return {
          ...fromMetadata(found.Metadata, found.ContentType, wholeSize),
          body: found.Body as Readable,
        };
      } catch (error) {
        // A file replaced by a shorter one since its size was read: gone, as far as this range goes.
        if (isS3NotFound(error) || isS3RangeRefused(error)) return null;
        throw error;
      }
    },
    head,
    async delete(key) {
      // DeleteObject succeeds for a missing key too; ask first so the caller learns whether it existed.
      if (!(await head(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      return true;
    },
    async close() {
      client.destroy();
    },
  };
}

/** The storage of this configuration; a temporary folder (removed on close) when none is configured. */
export function createFileStorage(config: FileStorageConfig | undefined): FileStorage {
  const temporaryDir = config ? null : mkdtempSync(path.join(os.tmpdir(), "tuition-files-"));
  const backend =
    config?.kind === "s3" ? s3Backend(config) : folderBackend(config?.dir ?? (temporaryDir as string));

  function keyOf(fileUrl: string): string | null {
    return FILE_URL_PATTERN.test(fileUrl) ? fileUrl.slice(fileUrl.lastIndexOf("/") + 1) : null;
  }

  return {
    kind: config?.kind ?? "folder",
    async save(bytes, info, key = newFileKey()) {
      if (!isKey(key)) throw new Error("not a file key");
      await backend.put(key, bytes, { ...info, size: bytes.length, uploadedAt: new Date().toISOString() });
      return { key, fileUrl: fileUrlOf(key) };
    },
    async saveFile(filePath, info, key) {
      if (!isKey(key)) throw new Error("not a file key");
      const { size } = await stat(filePath);
      await backend.putFile(key, filePath, { ...info, size, uploadedAt: new Date().toISOString() });
      return { key, fileUrl: fileUrlOf(key) };
    },
    open: async (key, range) => (isKey(key) ? backend.get(key, range) : null),
    stat: async (key) => (isKey(key) ? backend.head(key) : null),
    delete: async (key) => (isKey(key) ? backend.delete(key) : false),
    async deleteByUrl(fileUrl) {
      const key = keyOf(fileUrl);
      return key ? backend.delete(key) : false;
    },
    keyOf,
    async close() {
      await backend.close();
      if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true });
    },
  };
}
