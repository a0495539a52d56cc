/** Admin-only e-mail delivery calls (decision 032): the queue's counts, failed e-mails, and Retry. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, okSchema } from "#shared/schemas/common.ts";
import { emailDeliverySchema, FAILED_EMAILS_SHOWN } from "#shared/schemas/mail.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { emailBodyPurged, failedEmailNotFound } from "./mail.errors.ts";
import { createOutboxRepository } from "./outbox.repository.ts";

export default async function adminMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const outbox = createOutboxRepository(app.deps.database.db);

  app.get(
    "/api/admin/email-delivery",
    {
      config: adminAccess,
      schema: {
        description:
          "The mail queue as admins see it: how many e-mails wait for a (next) try, how many failed after their last try, and the newest failed e-mails (recipient, subject, kind, tries, last error, when).",
        response: { 200: emailDeliverySchema, ...deniedResponses },
      },
    },
    async () => {
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
  );

  app.post(
    "/api/admin/email-delivery/:id/retry",
    {
      config: adminAccess,
      schema: {
        description:
          "Puts a failed e-mail back in the mail queue, due now and with a fresh run of tries. 409 when its text was already purged (it can no longer be sent).",
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      const outcome = await outbox.retry(request.params.id);
      if (outcome === "not-found") throw failedEmailNotFound();
      if (outcome === "body-purged") throw emailBodyPurged();
      // This server tries it at once rather than at its next poll.
      const mailer = app.deps.mailer;
      mailer.inBackground(() => mailer.processDue());
      return { message: "The e-mail is back in the queue and will be sent shortly." };
    },
  );
}
