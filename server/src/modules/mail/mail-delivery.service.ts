/**
 * The mail queue as admins see and steer it (decision 032): its counts and newest failed e-mails, and
 * Retry, which puts a failed e-mail back in the queue and has this server try it at once.
 */
import { FAILED_EMAILS_SHOWN } from "#shared/schemas/mail.ts";
import { emailBodyPurged, failedEmailNotFound } from "./mail.errors.ts";
import type { Mailer } from "./mailer.ts";
import type { OutboxRepository } from "./outbox.repository.ts";

/** What the mail delivery service uses, each named (decision 052). */
export type MailDeliveryServiceDeps = {
  outbox: Pick<OutboxRepository, "counts" | "listFailed" | "retry">;
  mailer: Pick<Mailer, "inBackground" | "processDue">;
};

export function createMailDeliveryService({ outbox, mailer }: MailDeliveryServiceDeps) {
  return {
    /** How many e-mails wait and how many failed, with the newest failed ones and whether each can be retried. */
    async overview() {
      const [counts, failed] = await Promise.all([outbox.counts(), outbox.listFailed(FAILED_EMAILS_SHOWN)]);
      return {
        ...counts,
        failedEmails: failed.map(({ bodyKept, createdAt, failedAt, ...email }) => ({
          ...email,
          createdAt: createdAt.toISOString(),
          failedAt: failedAt.toISOString(),
          canRetry: Boolean(bodyKept),
        })),
      };
    },

    /** Puts a failed e-mail back in the queue: 404 when there is none, 409 when its text was purged. */
    async retry(id: number): Promise<void> {
      const outcome = await outbox.retry(id);
      if (outcome === "not-found") throw failedEmailNotFound();
      if (outcome === "body-purged") throw emailBodyPurged();
      // This server tries it at once rather than at its next poll.
      mailer.inBackground(() => mailer.processDue());
    },
  };
}

export type MailDeliveryService = ReturnType<typeof createMailDeliveryService>;
