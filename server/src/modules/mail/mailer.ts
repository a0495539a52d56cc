/**
 * The one mailer: every e-mail is written to the outbox, then sent over SMTP when SMTP_URL is set,
 * otherwise marked `logged` (kept in the outbox, its text printed to the log only in development), so a
 * local install needs no mail server. Once an e-mail is sent its body is purged from the outbox: reset
 * links, invitation links and temporary passwords are not kept at rest (issue 14 item 3).
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { createOutboxRepository } from "./outbox.repository.ts";
import type { EmailContent } from "./templates.ts";

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Print the text of e-mails kept without SMTP (development only). */
  logBodies?: boolean;
}) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<unknown>>();
  const outbox = createOutboxRepository(options.db);

  async function deliver(id: number, to: string, content: EmailContent, forgetOnceSent = false) {
    if (!transport) {
      await outbox.markLogged(id);
      options.log.info(
        // The address and text only in development: a production log holds no one's e-mail address.
        { outboxId: id, subject: content.subject, ...(options.logBodies ? { to, text: content.text } : {}) },
        "e-mail kept in outbox (no SMTP_URL)",
      );
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to,
        subject: content.subject,
        html: content.html,
        text: content.text,
      });
      // Some e-mails must leave no trace once delivered (an erasure's confirmation names the person).
      if (forgetOnceSent) await outbox.remove(id);
      else await outbox.markSent(id);
    } catch (error) {
      options.log.error({ err: error, outboxId: id }, "e-mail could not be sent");
      await outbox.markFailed(id, String((error as Error).message ?? error));
    }
  }

  return {
    /** Records the e-mail and delivers it; resolves once it is sent, logged or marked failed. */
    async send(
      to: string,
      kind: string,
      content: EmailContent,
      options: { forgetOnceSent?: boolean } = {},
    ): Promise<void> {
      await deliver(await outbox.record(to, kind, content), to, content, options.forgetOnceSent);
    },

    /**
     * Runs mail work without making the caller wait (used where waiting would reveal whether an
     * account exists); `flush` waits for it.
     */
    inBackground(work: () => Promise<unknown>): void {
      const task = work().catch((error) =>
        options.log.error({ err: error }, "background e-mail work failed"),
      );
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /** Resolves when background sends have finished (graceful shutdown, tests). */
    async flush(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
