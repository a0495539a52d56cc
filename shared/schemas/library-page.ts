/**
 * One page of a library list (decision 039): the optional `limit`, `cursor` and `search` query parameters
 * the resources and recorded-lesson libraries share. Without `limit` a list answers every row, as the
 * specification's calls do; with it, the answer is the same JSON array cut to `limit` rows and the next
 * page's cursor comes in the `X-Next-Cursor` header (absent on the last page).
 */
import { z } from "../zod.ts";

/** The most rows one page may ask for. */
export const PAGE_LIMIT_MAX = 100;
/** The longest search text. */
export const LIBRARY_SEARCH_MAX = 200;
/** The response header carrying the next page's cursor (in a zod-free module the fetch wrapper imports). */
export { NEXT_CURSOR_HEADER } from "../config/list-pages.ts";

export const LIBRARY_PAGE_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursor: "This cursor is not valid: send the X-Next-Cursor header of the previous page as it came",
  search: `Please search with at most ${LIBRARY_SEARCH_MAX} characters`,
  studentId: "The student id must be a whole number",
} as const;

/** Where a page starts: after the row with this sort time (microseconds, UTC) and id. */
export type PageCursor = { after: string; id: number };

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_ID = /^[1-9][0-9]{0,9}$/;

const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** The opaque cursor of a row from its key `<sort time to the microsecond, UTC>|<id>`. */
export const encodePageCursor = (key: string) => toBase64Url(key);

/** The cursor's time and id, or null when it is not one this server wrote. */
export function decodePageCursor(cursor: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const [after, id, ...rest] = text.split("|");
  if (rest.length > 0 || !after || !id || !CURSOR_TIME.test(after) || !CURSOR_ID.test(id)) return null;
  if (Number.isNaN(Date.parse(after)) || Number(id) > 2_147_483_647) return null;
  return { after, id: Number(id) };
}

/** Text that narrows a list; empty or blank is no filter (null). */
export const optionalFilterText = (max: number, message: string) =>
  z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string(message).trim().max(max, message).optional(),
    )
    .transform((value) => value ?? null);

/** `limit`, `cursor` and `search`, which every library list takes. */
export const libraryPageQueryFields = {
  limit: z
    .string(LIBRARY_PAGE_MESSAGES.limit)
    .regex(/^[1-9][0-9]{0,2}$/, LIBRARY_PAGE_MESSAGES.limit)
    .transform(Number)
    .pipe(z.number().max(PAGE_LIMIT_MAX, LIBRARY_PAGE_MESSAGES.limit))
    .optional(),
  cursor: z
    .string(LIBRARY_PAGE_MESSAGES.cursor)
    .transform((value, context) => {
      const cursor = decodePageCursor(value);
      if (cursor === null) context.addIssue({ code: "custom", message: LIBRARY_PAGE_MESSAGES.cursor });
      return cursor ?? z.NEVER;
    })
    .optional(),
  search: optionalFilterText(LIBRARY_SEARCH_MAX, LIBRARY_PAGE_MESSAGES.search),
};

/**
 * `studentId` on the family's library reads (decision 049): the chosen child, whose year narrows the list to
 * that year's rows and those of no year. One of the family's children (a tutor's: its students; an admin's:
 * any); any other id answers 404. Empty is no filter.
 */
export const libraryChildQueryField = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string(LIBRARY_PAGE_MESSAGES.studentId)
    .regex(/^[1-9][0-9]{0,9}$/, LIBRARY_PAGE_MESSAGES.studentId)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, LIBRARY_PAGE_MESSAGES.studentId))
    .optional(),
);

/** A list's page as the server reads it: how many rows (none: all), after which row, searched for what. */
export type LibraryPage = { limit?: number; cursor?: PageCursor; search: string | null };
