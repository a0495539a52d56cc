import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "./outbox.table.ts";
import type { EmailContent } from "./templates.ts";

/** The outbox: every e-mail is recorded before it is sent, then marked with what became of it. */
export function createOutboxRepository(db: Database) {
  async function mark(id: number, changes: Partial<typeof emailOutbox.$inferInsert>) {
    await db.update(emailOutbox).set(changes).where(eq(emailOutbox.id, id));
  }

  return {
    /** Records an e-mail as pending; its outbox id. */
    async record(to: string, kind: string, content: EmailContent): Promise<number> {
      const rows = await db
        .insert(emailOutbox)
        .values({ to, kind, subject: content.subject, html: content.html, text: content.text })
        .returning({ id: emailOutbox.id });
      return rows[0]!.id;
    },

    /** Kept in the outbox and printed to the log (no SMTP configured). */
    markLogged: (id: number) => mark(id, { status: "logged" }),

    /** Sent: the body goes, so the links and passwords it carried are not kept at rest. */
    markSent: (id: number) =>
      mark(id, { status: "sent", sentAt: new Date(), attempts: 1, html: "", text: "" }),

    /** Gone from the outbox altogether (sent e-mails that must leave no record of their recipient). */
    remove: async (id: number) => {
      await db.delete(emailOutbox).where(eq(emailOutbox.id, id));
    },

    markFailed: (id: number, lastError: string) => mark(id, { status: "failed", attempts: 1, lastError }),
  };
}
