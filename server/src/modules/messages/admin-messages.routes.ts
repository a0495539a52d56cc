/** Admin-only message calls: hiding a message, kept for audit (decision 028). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { threadSchema } from "#shared/schemas/messages.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default async function adminMessagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { messages } = app.deps.services;

  app.put(
    "/api/admin/messages/:id/hide",
    {
      config: adminAccess,
      schema: {
        description:
          "Hides a message: its family and tutor then read a notice in its place; admins still read it, marked hidden with who and when. Answers the thread as the admin reads it.",
        params: idParamsSchema,
        response: { 200: threadSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => messages.hide(currentUser(request), request.params.id),
  );
}
