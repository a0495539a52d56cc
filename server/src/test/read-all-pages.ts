/** Reads a list page by page (decision 039), following `X-Next-Cursor`, for the library pagination tests. */
import { expect } from "vitest";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import type { SignedInUser } from "./test-app.ts";

/**
 * Every page of `url` (with its own query, if any) at `limit` rows a page: asserts each answer is a 200,
 * each page but the last is full, the last has no cursor and none is empty unless the list is. Stops after
 * `maxPages` pages, failing, so a cursor that loops cannot hang the test.
 */
export async function readAllPages(as: SignedInUser, url: string, limit: number, maxPages = 200) {
  const pages: Array<Array<{ id: number } & Record<string, unknown>>> = [];
  let cursor: string | undefined;
  const joiner = url.includes("?") ? "&" : "?";
  for (let page = 0; page < maxPages; page++) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await as.inject({ method: "GET", url: `${url}${joiner}${query.toString()}` });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json() as Array<{ id: number } & Record<string, unknown>>;
    expect(items.length).toBeLessThanOrEqual(limit);
    pages.push(items);
    const next = response.headers[NEXT_CURSOR_HEADER];
    if (next === undefined) {
      if (pages.length > 1) expect(items.length).toBeGreaterThan(0);
      return { pages, items: pages.flat() };
    }
    expect(items.length).toBe(limit);
    cursor = String(next);
  }
  throw new Error(`${url} gave more than ${maxPages} pages`);
}
