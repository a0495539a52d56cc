/** Admin-only e-mail delivery calls (decision 032): the queue's counts, failed e-mails, and Retry. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, okSchema } from "#shared/schemas/common.ts";
import { emailDeliverySchema } from "#shared/schemas/mail.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";

export default async function adminMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { mailDelivery } = app.deps.services;

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
    async () => mailDelivery.overview(),
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
      await mailDelivery.retry(request.params.id);
      return { message: "The e-mail is back in the queue and will be sent shortly." };
    },
  );
}
