import { useParams } from "react-router";
import { rowIdParam } from "#shared/schemas/common.ts";

/**
 * The page's `:id` as a row id, by the API's own rule for an id in a path (decimal digits, at most the
 * largest row id), or null when the address names no row, so the page shows its not-found state.
 */
export function useRowIdParam(): number | null {
  const { id } = useParams();
  return rowIdParam.safeParse(id).data ?? null;
}
