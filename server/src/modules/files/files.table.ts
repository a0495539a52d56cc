import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/**
 * Every file uploaded through `POST /api/files` (decision 045): who uploaded it and how large it is, for
 * the per-account storage quota, and when, so housekeeping can delete a file nothing took within 24
 * hours. The bytes and the download name stay with the stored object (folder or bucket). Files stored
 * before this table (and the demo worksheets) have no row: they count towards no quota and are never
 * deleted as unattached.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    /** The storage key: the last segment of the file's address, `/api/files/<key>`. */
    key: text().primaryKey(),
    /** Null once the account is gone (its files are then judged by attachment alone). */
    uploadedBy: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bytes. */
    size: integer().notNull(),
    contentType: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When a resource last took the file (the attach check of `POST`/`PUT /api/resources`); null when
     * never. Housekeeping leaves a file alone for 24 hours after it, so an attachment under way when
     * the job runs is never undone.
     */
    attachedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.uploadedBy), index().on(table.uploadedAt)],
);
