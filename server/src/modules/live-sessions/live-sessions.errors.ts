/** Live-session failures. */
import { LIVE_SESSION_ERROR_CODES } from "#shared/schemas/live-sessions.ts";
import { notFound } from "../../errors.ts";

export const liveSessionNotFound = () =>
  notFound("Live session not found", LIVE_SESSION_ERROR_CODES.notFound);
