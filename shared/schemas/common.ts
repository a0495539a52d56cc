import { type FieldIssue, fieldWords, mustBe, whenMissing, z } from "../zod.ts";
import { MAX_ROW_ID, ROW_ID_PATTERN } from "./row-ids.ts";

/** The error body every API error answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const okSchema = z.object({ message: z.string() });

/** "The id must be a whole number", "The lesson id must be a whole number": a row id parameter's sentence. */
const rowIdMessage = {
  error: (issue: FieldIssue) => {
    const key = issue.path?.findLast((segment) => typeof segment === "string");
    const name =
      typeof key === "string" && key !== "id"
        ? `${fieldWords(key.replace(/Id$/, "")).toLowerCase()} id`
        : "id";
    return `The ${name} must be a whole number`;
  },
};

/**
 * A row id in a path: decimal digits only (ASVS 5.1.3) — `0x10`, `1e3`, ` 1`, `+1` and `1.0`
 * are 400, not quietly read as another number.
 */
export const rowIdParam = z
  .string(rowIdMessage)
  .regex(ROW_ID_PATTERN, rowIdMessage)
  .transform(Number)
  .pipe(z.number(rowIdMessage).int(rowIdMessage).positive(rowIdMessage).max(MAX_ROW_ID, rowIdMessage));

export const idParamsSchema = z.object({ id: rowIdParam });

/** A chosen row's id in a request body (a select's value); anything else says `message`. */
export const rowIdField = (message: string) =>
  z.number({ error: message }).int().positive(message).max(MAX_ROW_ID, message);

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** `GET /healthz`: 200 when the app and its database answer, 503 otherwise. */
export const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

/**
 * Required text: trimmed, at least one character (else `message`), at most `max` (else the field's own
 * sentence, "Title must be at most 200 characters": a long value is not asked for again).
 */
export const requiredText = (message: string, max: number) =>
  z.string(whenMissing(message)).trim().min(1, message).max(max);

/** The fields every tutor-owned row (recorded lesson, live or scheduled session) begins with. */
export const tutorOwnedRowFields = {
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  /** The owner's full name, for admins who see everyone's rows. */
  tutorName: z.string().nullable(),
};

/** Optional text: empty strings become null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Optional URL: surrounding spaces are dropped (a pasted link often carries them) and an empty or
 * blank field becomes null; anything else must be an http(s) URL — these links are rendered as hrefs
 * and images, so `javascript:` and `data:` URLs are refused.
 */
export const optionalUrl = (message: string) =>
  z
    .preprocess(
      (value) => {
        const trimmed = typeof value === "string" ? value.trim() : value;
        return trimmed === "" ? null : trimmed;
      },
      z
        .url({ protocol: /^https?$/, error: message })
        .max(2000)
        .nullish(),
    )
    .transform((value) => value ?? null);

/**
 * An ISO date-time with an offset, in the years the database can store: year 0 (or a date that is
 * year 0 in UTC) passed the format check and made PostgreSQL fail with a 500.
 */
export const storableDateTime = (message?: string) => {
  const error = message ?? mustBe("must be a valid date and time").error;
  return z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 9999;
    },
    { error },
  );
};
