import type { FastifyReply } from "fastify";

/**
 * Sends JSON text PostgreSQL already built (decision 038) as it is: Fastify serializes only answers that
 * are not text. The route still declares its response schema, which documents the answer and which the
 * list's tests parse it with.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type("application/json; charset=utf-8").send(json);
}
