/**
 * What a paged list read and its client agree on, without zod: the app's fetch wrapper imports it, and
 * every page (the public ones too) loads that wrapper, so it must not pull the schemas in (decision 039).
 */

/** The response header carrying the next page's cursor. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
