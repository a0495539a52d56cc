/**
 * Small-count suppression of the utilisation report (decision 026). A count from 1 to 4 is reported as
 * "<5"; zero and counts of 5 or more as they are. A total is shown only when every month it adds up is
 * shown: then it tells nothing that the months beside it do not, and two totals over different ranges
 * differ only by months that are themselves shown. When any month of a measure is "<5", its total is
 * withheld (`null`) — the primary cell alone would otherwise be the total minus the cells shown.
 */
import { type ReportCount, SMALL_COUNT, SMALL_COUNT_MAX } from "#shared/schemas/utilisation.ts";

/** One count as reported. */
export function suppressCount(count: number): ReportCount {
  return count >= 1 && count <= SMALL_COUNT_MAX ? SMALL_COUNT : count;
}

/** A measure's months as reported, and its total: withheld (`null`) when any month is "<5". */
export function suppressSeries(counts: readonly number[]): {
  cells: ReportCount[];
  total: ReportCount | null;
} {
  const cells = counts.map(suppressCount);
  if (cells.includes(SMALL_COUNT)) return { cells, total: null };
  // Every month is 0 or at least 5, so the sum is too; suppressCount keeps the rule in one place anyway.
  return { cells, total: suppressCount(counts.reduce((sum, count) => sum + count, 0)) };
}
