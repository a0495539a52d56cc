/**
 * Housekeeping: what the database no longer needs goes, each kind in one statement
 * (its count from the ids it returns, the same on PGlite and node-postgres).
 */
import { and, asc, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { FILES_PATH, UNATTACHED_UPLOAD_HOURS } from "#shared/schemas/files.ts";
import type { Database } from "../../db/client.ts";
import { SESSION_IDLE_MS } from "../auth/login-sessions.rules.ts";
import { loginSessions, passwordResetTokens, signInEvents } from "../auth/login-sessions.table.ts";
import { blogPosts } from "../blog-posts/blog-posts.table.ts";
import { emailConfirmationTokens } from "../email-confirmation/email-confirmation.table.ts";
import { uploadedFiles } from "../files/files.table.ts";
import { emailOutbox } from "../mail/outbox.table.ts";
import { rateLimitCounters } from "../rate-limits/rate-limits.table.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { invitations } from "../registration/registration.table.ts";
import { resources } from "../resources/resources.table.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept. */
export const RETENTION = {
  /** An unused invitation, counted from its expiry (an admin may still Resend it until then). */
  expiredInvitationMs: 30 * DAY_MS,
  outboxRowMs: 30 * DAY_MS,
  /** The text of an e-mail only logged (no SMTP) or that failed: long enough to read it, not longer. */
  outboxBodyMs: 24 * HOUR_MS,
  signInEventMs: 90 * DAY_MS,
  /** An upload no resource took, from its upload (or from the last time a resource was about to take it). */
  unattachedUploadMs: UNATTACHED_UPLOAD_HOURS * HOUR_MS,
} as const;

export type HousekeepingCounts = {
  sessions: number;
  resetTokens: number;
  invitations: number;
  outboxRows: number;
  outboxBodies: number;
  signInEvents: number;
  confirmationTokens: number;
  rateLimitCounters: number;
};

/**
 * What still uses an upload, each as a query that finds a row when it does: a resource carrying it (its
 * `fileUrl`, the only attachment there is), or a link naming it where a page shows it — a recorded
 * lesson's video or thumbnail, a blog post's text — so a file linked by its address is never deleted
 * under a page that shows it.
 */
function usesOfUpload(db: Database) {
  const path = sql`${FILES_PATH} || '/' || ${uploadedFiles.key}`;
  const names = (column: AnyPgColumn) => sql`strpos(${column}, ${path}) > 0`;
  const found = { one: sql`1` };
  return [
    db.select(found).from(resources).where(sql`${resources.fileUrl} = ${path}`),
    db
      .select(found)
      .from(recordedLessons)
      .where(or(names(recordedLessons.videoUrl), names(recordedLessons.thumbnail))),
    db.select(found).from(blogPosts).where(names(blogPosts.content)),
  ];
}

/** What one batch of unattached uploads came to: how many were found, and the keys whose files went. */
export type UploadBatch = { found: number; deleted: number };

export function createHousekeepingRepository(db: Database) {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    /**
     * One batch of uploads nothing took within 24 hours (decision 045): their rows are locked (skipping
     * any a resource is taking this moment), `deleteFiles` deletes their stored files and answers the keys
     * it deleted, and those rows go in the same transaction. A file whose delete failed keeps its row, so
     * the next pass tries again; a resource taking a file waits for the pass and then finds it gone.
     */
    async deleteUnattachedUploads(
      now: Date,
      deleteFiles: (keys: string[]) => Promise<string[]>,
      limit = 100,
    ): Promise<UploadBatch> {
      const before = new Date(now.getTime() - RETENTION.unattachedUploadMs);
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ key: uploadedFiles.key })
          .from(uploadedFiles)
          .where(
            and(
              lt(uploadedFiles.uploadedAt, before),
              or(isNull(uploadedFiles.attachedAt), lt(uploadedFiles.attachedAt, before)),
              ...usesOfUpload(db).map((use) => notExists(use)),
            ),
          )
          .orderBy(asc(uploadedFiles.uploadedAt))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (found.length === 0) return { found: 0, deleted: 0 };
        const deleted = await deleteFiles(found.map((row) => row.key));
        if (deleted.length > 0) await tx.delete(uploadedFiles).where(inArray(uploadedFiles.key, deleted));
        return { found: found.length, deleted: deleted.length };
      });
    },

    /** One pass over every kind of row; the number of rows each statement removed or emptied. */
    /**
     * Gathers the planner's statistics of every table of the schema (a sample of each, whatever its size),
     * one table per statement: on the embedded database, which answers one statement at a time, requests
     * wait for one table's sample at most, not for all of them.
     */
    async gatherStatistics() {
      const result = await db.execute(
        sql`select tablename as "name" from pg_tables where schemaname = current_schema() order by tablename`,
      );
      for (const { name } of (result as unknown as { rows: Array<{ name: string }> }).rows) {
        await db.execute(sql`analyze ${sql.identifier(name)}`);
      }
    },

    async purge(now = new Date()): Promise<HousekeepingCounts> {
      const before = (ms: number) => new Date(now.getTime() - ms);
      return {
        sessions: await count(
          db
            .delete(loginSessions)
            .where(
              or(lt(loginSessions.expiresAt, now), lt(loginSessions.lastSeenAt, before(SESSION_IDLE_MS))),
            )
            .returning({ id: loginSessions.id }),
        ),
        resetTokens: await count(
          db
            .delete(passwordResetTokens)
            .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
            .returning({ id: passwordResetTokens.id }),
        ),
        invitations: await count(
          db
            .delete(invitations)
            .where(
              and(
                isNull(invitations.usedAt),
                lt(invitations.expiresAt, before(RETENTION.expiredInvitationMs)),
              ),
            )
            .returning({ id: invitations.id }),
        ),
        outboxRows: await count(
          db
            .delete(emailOutbox)
            .where(lt(emailOutbox.createdAt, before(RETENTION.outboxRowMs)))
            .returning({ id: emailOutbox.id }),
        ),
        outboxBodies: await count(
          db
            .update(emailOutbox)
            .set({ html: "", text: "" })
            .where(
              and(
                inArray(emailOutbox.status, ["logged", "failed"]),
                lt(emailOutbox.createdAt, before(RETENTION.outboxBodyMs)),
                or(ne(emailOutbox.html, ""), ne(emailOutbox.text, "")),
              ),
            )
            .returning({ id: emailOutbox.id }),
        ),
        signInEvents: await count(
          db
            .delete(signInEvents)
            .where(lt(signInEvents.at, before(RETENTION.signInEventMs)))
            .returning({ id: signInEvents.id }),
        ),
        confirmationTokens: await count(
          db
            .delete(emailConfirmationTokens)
            .where(or(isNotNull(emailConfirmationTokens.usedAt), lt(emailConfirmationTokens.expiresAt, now)))
            .returning({ id: emailConfirmationTokens.id }),
        ),
        // Counters whose window has ended (on the database's clock, as they are counted): a new hit starts afresh.
        rateLimitCounters: await count(
          db
            .delete(rateLimitCounters)
            .where(sql`${rateLimitCounters.resetAt} <= now()`)
            .returning({ key: rateLimitCounters.key }),
        ),
      };
    },
  };
}

export type HousekeepingRepository = ReturnType<typeof createHousekeepingRepository>;
