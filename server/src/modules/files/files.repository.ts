/**
 * The uploads table (decision 045): each upload recorded within its account's quota, marked when a
 * resource takes it, and its row removed with the file.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { uploadedFiles } from "./files.table.ts";

export type UploadRecord = { key: string; uploadedBy: number; size: number; contentType: string };

export function createFilesRepository(db: Database) {
  const usedBy = (database: Database, accountId: number) =>
    database
      .select({ bytes: sql<number>`coalesce(sum(${uploadedFiles.size}), 0)::bigint`.mapWith(Number) })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.uploadedBy, accountId));

  return {
    /**
     * Records the upload when the account's recorded uploads and it together stay within `quotaBytes`;
     * answers whether it did. One account's uploads are counted one at a time (a transaction-scoped
     * advisory lock on the account), so simultaneous uploads on any servers cannot pass the quota together.
     */
    async recordWithinQuota(upload: UploadRecord, quotaBytes: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('tuition:upload-quota'), ${upload.uploadedBy})`,
        );
        const [used] = await usedBy(tx, upload.uploadedBy);
        if ((used?.bytes ?? 0) + upload.size > quotaBytes) return false;
        await tx.insert(uploadedFiles).values(upload);
        return true;
      });
    },

    /** The bytes the account's recorded uploads take. */
    async usedBytes(accountId: number): Promise<number> {
      const [used] = await usedBy(db, accountId);
      return used?.bytes ?? 0;
    },

    /**
     * Marks the upload as just taken by a resource (housekeeping leaves it 24 hours from now), when it was
     * uploaded by `uploadedBy` (null: by anyone); false when there is no such row. The update waits for a
     * housekeeping pass that holds the row, so the two never cross.
     */
    async markAttached(key: string, uploadedBy: number | null): Promise<boolean> {
      const rows = await db
        .update(uploadedFiles)
        .set({ attachedAt: sql`now()` })
        .where(
          uploadedBy === null
            ? eq(uploadedFiles.key, key)
            : and(eq(uploadedFiles.key, key), eq(uploadedFiles.uploadedBy, uploadedBy)),
        )
        .returning({ key: uploadedFiles.key });
      return rows.length > 0;
    },

    /** Removes the upload's row (its file is gone, or was never stored). */
    async remove(key: string): Promise<void> {
      await db.delete(uploadedFiles).where(eq(uploadedFiles.key, key));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
