/**
 * The rules of uploaded files (DECISIONS.md "Resource files" and "Safeguarding and security", decision
 * 045): an upload is stored only when its whole content is accepted and its account's uploads stay within
 * their quota, and every upload is recorded, so a file no resource takes can be deleted by housekeeping;
 * a file a resource is about to carry is marked taken; a file goes with its record.
 */
import { fileUrlOf, UPLOAD_QUOTA_BYTES, type UploadedFile } from "#shared/schemas/files.ts";
import type { RowWriter } from "../../db/owned-rows.ts";
import type { AttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { detectUploadKind, sizeInKb } from "./files.detection.ts";
import { fileNotFound, fileTypeNotAllowed, uploadQuotaExceeded } from "./files.errors.ts";
import { cleanUploadName } from "./files.names.ts";
import type { FilesRepository } from "./files.repository.ts";
import { type ByteRange, type FileStorage, newFileKey } from "./files.storage.ts";

/** What the files service uses, each named (decision 052). */
export type FilesServiceDeps = {
  uploads: FilesRepository;
  storage: FileStorage;
  /** Uploads per account, counted in the shared counters (decision 031). */
  uploadsPerAccount: Pick<AttemptLimiter, "hit">;
  /**
   * Whether a page the viewer may not read shows the file at this address (a one-to-one lesson's recording,
   * the recorded lessons' rule, passed by the container): such a file is kept from the viewer as missing.
   */
  hiddenFrom?: (viewer: FileViewer, fileUrl: string) => Promise<boolean>;
};

/** The signed-in account reading a file. */
export type FileViewer = { role: string; id: number };

export function createFilesService({ uploads, storage, uploadsPerAccount, hiddenFrom }: FilesServiceDeps) {
  /** 404, as for a file that does not exist, when the file belongs to something the viewer may not read. */
  async function requireReadable(viewer: FileViewer, key: string) {
    if (hiddenFrom && (await hiddenFrom(viewer, fileUrlOf(key)))) throw fileNotFound();
  }

  return {
    /** Counts an upload of the account before its body is read; 429 once it has uploaded too many lately. */
    countUpload: (accountId: number) => uploadsPerAccount.hit(`uploads:${accountId}`),

    /**
     * Stores `bytes` as an upload of `uploaderId`: 415 unless the content is an accepted kind through and
     * through, 413 when it would take the account past its quota. The record comes first and goes again
     * if the storage fails, so the quota never counts a file twice nor misses one being written.
     */
    async upload(
      bytes: Buffer,
      filename: string | undefined,
      uploaderId: number,
    ): Promise<UploadedFile & { contentType: string }> {
      const kind = await detectUploadKind(bytes);
      if (!kind) throw fileTypeNotAllowed();
      const key = newFileKey();
      const record = { key, uploadedBy: uploaderId, size: bytes.length, contentType: kind.contentType };
      if (!(await uploads.recordWithinQuota(record, UPLOAD_QUOTA_BYTES))) throw uploadQuotaExceeded();
      let fileUrl: string;
      try {
        ({ fileUrl } = await storage.save(
          bytes,
          { contentType: kind.contentType, originalName: cleanUploadName(filename), uploadedBy: uploaderId },
          key,
        ));
      } catch (error) {
        await uploads.remove(key);
        throw error;
      }
      return {
        fileUrl,
        size: sizeInKb(bytes.length),
        type: kind.resourceType,
        contentType: kind.contentType,
      };
    },

    /**
     * A resource is about to carry the uploaded file at `fileUrl`: "missing" when no such file is stored,
     * "not-yours" when the taker writes only their own rows (a tutor) and someone else uploaded it (a
     * file's address alone must not let one tutor publish another's upload), else "taken". A taken file's
     * record is marked first, so housekeeping leaves it another 24 hours even if the resource is never
     * saved, and a file housekeeping deleted a moment before is found gone.
     */
    async takeForResource(fileUrl: string, taker: RowWriter): Promise<"missing" | "not-yours" | "taken"> {
      const key = storage.keyOf(fileUrl);
      if (!key) return "missing";
      const mayTake = (uploadedBy: number) => taker.ownerId === null || uploadedBy === taker.ownerId;
      const marked = await uploads.markAttached(key, taker.ownerId);
      const stored = await storage.stat(key);
      if (!stored) return "missing";
      // Files stored before uploads were recorded (and demo files) have no record to mark.
      return marked || mayTake(stored.uploadedBy) ? "taken" : "not-yours";
    },

    /** Deletes the uploaded file at `fileUrl` and its record; false when it is not an upload's address or was gone. */
    async deleteByUrl(fileUrl: string): Promise<boolean> {
      const key = storage.keyOf(fileUrl);
      if (!key) return false;
      const deleted = await storage.delete(key);
      await uploads.remove(key);
      return deleted;
    },

    /** The bytes the account's recorded uploads take. */
    usedBytes: (accountId: number) => uploads.usedBytes(accountId),

    /**
     * The stored file under `key` and its details (only the bytes of `range`, if given); 404 when there is
     * none or the viewer may not read it.
     */
    async open(viewer: FileViewer, key: string, range?: ByteRange) {
      await requireReadable(viewer, key);
      const file = await storage.open(key, range);
      if (!file) throw fileNotFound();
      return file;
    },

    /** The details of the stored file under `key`, its bytes unread; 404 when there is none or the viewer may not read it. */
    async details(viewer: FileViewer, key: string) {
      await requireReadable(viewer, key);
      const file = await storage.stat(key);
      if (!file) throw fileNotFound();
      return file;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
