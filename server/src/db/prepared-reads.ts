/**
 * Reads prepared once per pooled connection (decision 041). node-postgres sends every statement unnamed,
 * so PostgreSQL parses, analyses and plans it anew on each request; the portal's reads are a few fixed
 * statements whose planning costs more than running them. Naming a read (after its text) makes
 * node-postgres prepare it the first time a connection runs it and only bind and execute it after that;
 * PostgreSQL then reuses the analysed statement and, once a generic plan proves as good as the custom
 * ones (its plan cache's rule), the plan too.
 *
 * Only reads are named (`select` or `with … select`), and only texts up to 16 KB: writes whose text grows
 * with their rows (bulk inserts) would fill every connection's statement cache with texts seen once.
 */
import { createHash } from "node:crypto";
import type pg from "pg";

const MAX_TEXT_LENGTH = 16_384;
/** Names already worked out, by text; bounded, since the reads' texts are a few dozen shapes. */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

/**
 * A write whose text never changes (one row, its values all parameters) may be named too, by starting
 * with this comment: SCIM's creation, a statement of several inserts run thousands of times in a sync.
 */
export const FIXED_WRITE_MARK = "/* fixed write */";
const FIXED_WRITE = /^\s*\/\* fixed write \*\//;

/** The statement name for a read's text (or a marked fixed write's), or undefined for anything else. */
export function preparedReadName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (text.length > MAX_TEXT_LENGTH) return undefined;
  if (!FIXED_WRITE.test(text)) {
    if (!/^\s*(select|with)\b/i.test(text)) return undefined;
    if (/^\s*with\b/i.test(text) && /\b(insert|update|delete)\b/i.test(text)) return undefined;
  }
  const name = `read_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  if (names.size < MAX_NAMES) names.set(text, name);
  return name;
}

type QueryConfig = { text: string; values?: unknown[]; name?: string };

/** Names the reads `client` runs from now on (call it from the pool's `connect` event). */
export function prepareReads(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [first, second, ...rest] = args;
    if (typeof first === "string" && (Array.isArray(second) || second === undefined)) {
      const name = preparedReadName(first);
      if (name) return query({ text: first, values: second ?? [], name }, ...rest);
    } else if (first && typeof first === "object" && "text" in first) {
      const config = first as QueryConfig;
      if (config.name === undefined && typeof config.text === "string") {
        const name = preparedReadName(config.text);
        if (name) return query({ ...config, name }, second, ...rest);
      }
    }
    return query(...args);
  };
  client.query = named as typeof client.query;
}
