import { useParams } from "react-router";
import { rowIdOf } from "#shared/schemas/row-ids.ts";

/**
 * The page's `:id` as a row id, by the API's own rule for an id in a path (decimal digits, at most the
 * largest row id), or null when the address names no row, so the page shows its not-found state. The
 * rule's zod-free form, so a detail screen does not load zod (decision 055).
 */
export function useRowIdParam(): number | null {
  const { id } = useParams();
  return rowIdOf(id);
}
