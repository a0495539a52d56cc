/**
 * Parent–tutor messages every role shares (DECISIONS.md "Parent–tutor messages (safeguarding)", decision
 * 028): a family its own threads, a tutor those addressed to them, an admin every thread (reading only).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createThreadBodySchema,
  messageTutorSchema,
  postMessageBodySchema,
  threadSchema,
  threadSummarySchema,
  unreadCountSchema,
} from "#shared/schemas/messages.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, errorResponses, familyAccess, signedInAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { messages } = app.deps.services;
  const limitSends = async (request: FastifyRequest) => messages.countSend(currentUser(request).id);

  app.get(
    "/api/messages/threads",
    {
      config: signedInAccess,
      schema: {
        description:
          "The account's threads, unread first, then newest activity: a family its own, a tutor those addressed to them, an admin every thread.",
        response: { 200: z.array(threadSummarySchema), ...deniedResponses },
      },
    },
    async (request) => messages.listThreads(currentUser(request)),
  );

  app.post(
    "/api/messages/threads",
    {
      config: familyAccess,
      preHandler: limitSends,
      schema: {
        description:
          "A family writes to a tutor of a session it booked or may see (any other tutor answers 403); an existing thread with that tutor is reused.",
        body: createThreadBodySchema,
        response: { 201: threadSchema, ...errorResponses(400, 429), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const family = currentUser(request);
      const thread = await messages.startThread(family, request.body.tutorId, request.body.body);
      return reply.code(201).send(thread);
    },
  );

  app.get(
    "/api/messages/threads/:id",
    {
      config: signedInAccess,
      schema: {
        description:
          "One thread with its messages, oldest first, marked read for the reader; a thread the account may not read answers 404.",
        params: idParamsSchema,
        response: { 200: threadSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => messages.readThread(currentUser(request), request.params.id),
  );

  app.post(
    "/api/messages/threads/:id",
    {
      config: signedInAccess,
      preHandler: limitSends,
      schema: {
        description:
          "The thread's family or tutor writes in it. Admins read every thread but do not write (403); a thread the account may not read answers 404.",
        params: idParamsSchema,
        body: postMessageBodySchema,
        response: { 201: threadSchema, ...errorResponses(400, 404, 409, 429), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const thread = await messages.reply(currentUser(request), request.params.id, request.body.body);
      return reply.code(201).send(thread);
    },
  );

  app.get(
    "/api/messages/unread-count",
    {
      config: signedInAccess,
      schema: {
        description:
          "Messages of the other side the account has not opened yet, over all its threads (0 for admins).",
        response: { 200: unreadCountSchema, ...deniedResponses },
      },
    },
    async (request) => messages.unreadCount(currentUser(request)),
  );

  app.get(
    "/api/messages/tutors",
    {
      config: familyAccess,
      schema: {
        description: "The tutors the family may write to: those of the sessions it booked or may see.",
        response: { 200: z.array(messageTutorSchema), ...deniedResponses },
      },
    },
    async (request) => messages.listWritableTutors(currentUser(request).id),
  );
}
