import { z } from "../zod.ts";

/** The error body every API error answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ message: z.string() });

/** The largest id a row can have (PostgreSQL `serial`/`integer`); a larger one is a 400, not a 500. */
export const MAX_ROW_ID = 2_147_483_647;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** A chosen row's id in a request body (a select's value); anything else says `message`. */
export const rowIdField = (message: string) =>
  z.number({ error: message }).int().positive(message).max(MAX_ROW_ID, message);

/** Dates travel as ISO strings. */
export const isoDateTime = z.iso.datetime({ offset: true });

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** `GET /healthz`: 200 when the app and its database answer, 503 otherwise. */
export const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
