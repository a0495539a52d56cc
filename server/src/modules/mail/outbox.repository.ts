import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { EmailContent } from "#shared/email/layout.ts";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "./outbox.table.ts";

/** An e-mail a server holds (claimed) and is about to try. */
export type ClaimedEmail = {
  id: number;
  to: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

/** `now() + ms` computed by the database, so every server shares one clock. */
const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * The outbox, a durable mail queue (decision 032): every e-mail is recorded before it is tried, claimed by
 * one server at a time (a lease in `locked_until`), retried with back-off, then marked with what became of it.
 */
export function createOutboxRepository(db: Database) {
  async function mark(id: number, changes: Partial<typeof emailOutbox.$inferInsert>) {
    await db.update(emailOutbox).set(changes).where(eq(emailOutbox.id, id));
  }

  return {
    /**
     * Records an e-mail as pending, already claimed by the recording server for `leaseMs` (it tries it at
     * once; if it dies first, another server takes the e-mail over when the lease ends).
     */
    async record(to: string, kind: string, content: EmailContent, leaseMs: number): Promise<number> {
      const rows = await db
        .insert(emailOutbox)
        .values({
          to,
          kind,
          subject: content.subject,
          html: content.html,
          text: content.text,
          lockedUntil: nowPlus(leaseMs),
        })
        .returning({ id: emailOutbox.id });
      return rows[0]!.id;
    },

    /**
     * Queues many e-mails as pending and due now, claimed by no one: the queue's workers send them.
     * Called inside the transaction that makes what they announce (bulk upload's welcome e-mails,
     * decision 035), so they are queued exactly when it commits. One array per column, 1000 e-mails a
     * statement.
     */
    async enqueueMany(emails: Array<{ to: string; kind: string; content: EmailContent }>): Promise<void> {
      for (let start = 0; start < emails.length; start += 1000) {
        const chunk = emails.slice(start, start + 1000);
        const column = (value: (email: (typeof chunk)[number]) => string) =>
          sql`${sql.param(chunk.map(value))}::text[]`;
        await db.execute(sql`
          insert into ${emailOutbox} ("to", kind, subject, html, text)
          select * from unnest(${column((e) => e.to)}, ${column((e) => e.kind)},
            ${column((e) => e.content.subject)}, ${column((e) => e.content.html)},
            ${column((e) => e.content.text)})`);
      }
    },

    /**
     * Claims up to `limit` e-mails that are due and held by no live lease, for `leaseMs`: one statement,
     * and rows another server is claiming at the same moment are skipped (SKIP LOCKED), so two servers never
     * get the same e-mail.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, "pending"),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(emailOutbox.id)
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ lockedUntil: nowPlus(leaseMs) })
        .where(inArray(emailOutbox.id, due))
        .returning({
          id: emailOutbox.id,
          to: emailOutbox.to,
          kind: emailOutbox.kind,
          subject: emailOutbox.subject,
          html: emailOutbox.html,
          text: emailOutbox.text,
          attempts: emailOutbox.attempts,
        });
    },

    /** Kept in the outbox and printed to the log (no SMTP configured). */
    markLogged: (id: number) => mark(id, { status: "logged", lockedUntil: null }),

    /** Sent: the body goes, so the links and passwords it carried are not kept at rest. */
    markSent: (id: number, attempts: number) =>
      mark(id, { status: "sent", sentAt: new Date(), attempts, html: "", text: "", lockedUntil: null }),

    /** Gone from the outbox altogether (sent e-mails that must leave no record of their recipient). */
    remove: async (id: number) => {
      await db.delete(emailOutbox).where(eq(emailOutbox.id, id));
    },

    /** A try that failed: tried again after `retryInMs`, or `failed` for good when it is null. */
    async markAttemptFailed(id: number, attempts: number, lastError: string, retryInMs: number | null) {
      await db
        .update(emailOutbox)
        .set(
          retryInMs === null
            ? // For a failed e-mail, next_attempt_at keeps when its last try failed (shown to admins).
              { status: "failed", attempts, lastError, nextAttemptAt: sql`now()`, lockedUntil: null }
            : { attempts, lastError, nextAttemptAt: nowPlus(retryInMs), lockedUntil: null },
        )
        .where(eq(emailOutbox.id, id));
    },

    /** E-mails that failed for good, newest first (the admin's delivery view). */
    listFailed: (limit: number) =>
      db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          kind: emailOutbox.kind,
          attempts: emailOutbox.attempts,
          lastError: emailOutbox.lastError,
          createdAt: emailOutbox.createdAt,
          failedAt: emailOutbox.nextAttemptAt,
          bodyKept: sql<boolean>`(${emailOutbox.html} <> '' OR ${emailOutbox.text} <> '')`,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "failed"))
        .orderBy(desc(emailOutbox.id))
        .limit(limit),

    /** How many e-mails wait in the queue (due or backing off) and how many failed. */
    async counts(): Promise<{ pending: number; failed: number }> {
      const rows = await db
        .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ["pending", "failed"]))
        .groupBy(emailOutbox.status);
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: of("pending"), failed: of("failed") };
    },

    /**
     * Puts a failed e-mail back in the queue, due now, with a fresh run of tries — only while its body is
     * kept (housekeeping purges old bodies). Whether it was: "retried", "not-found" or "body-purged".
     */
    async retry(id: number): Promise<"retried" | "not-found" | "body-purged"> {
      const rows = await db
        .update(emailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(
          and(
            eq(emailOutbox.id, id),
            eq(emailOutbox.status, "failed"),
            or(ne(emailOutbox.html, ""), ne(emailOutbox.text, "")),
          ),
        )
        .returning({ id: emailOutbox.id });
      if (rows.length > 0) return "retried";
      const [row] = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")));
      return row ? "body-purged" : "not-found";
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
