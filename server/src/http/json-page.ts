import type { FastifyReply } from "fastify";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import { sendJsonText } from "./json-text.ts";

/**
 * Sends one page of a list PostgreSQL wrote as JSON text (decisions 038, 039), with the next page's cursor
 * in the `X-Next-Cursor` header when another page follows.
 */
export function sendJsonPage(reply: FastifyReply, page: { json: string; nextCursor: string | null }) {
  if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return sendJsonText(reply, page.json);
}
