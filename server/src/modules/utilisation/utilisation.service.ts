/** The report built from the counts: every month of the range, suppression applied, and its CSV. */
import { toCsv } from "#shared/csv.ts";
import {
  REPORT_DEFAULT_MONTHS,
  REPORT_TIME_ZONE,
  type ReportCount,
  UTILISATION_LABELS,
  UTILISATION_MEASURES,
  type UtilisationMeasure,
  type UtilisationMonth,
  type UtilisationReport,
  type UtilisationTotals,
} from "#shared/schemas/utilisation.ts";
import type { MonthlyCounts } from "./utilisation.repository.ts";
import { suppressSeries } from "./utilisation.suppression.ts";

const monthString = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Every month from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index++) months.push(monthString(index));
  return months;
}

/** This month in the platform's time zone and the eleven before it. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: REPORT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const to = `${part("year")}-${part("month")}`;
  return { from: monthString(monthIndex(to) - REPORT_DEFAULT_MONTHS + 1), to };
}

/** The report of one company: counts per month, small counts as "<5", totals withheld where they would tell. */
export function buildReport(
  company: { name: string; placesPurchased: number | null },
  range: { from: string; to: string },
  counts: MonthlyCounts,
): UtilisationReport {
  const months = monthsOf(range.from, range.to);
  const rows = months.map(
    (month) => ({ month, placesPurchased: company.placesPurchased }) as Record<string, unknown>,
  );
  const totals: Record<string, unknown> = { placesPurchased: company.placesPurchased };
  for (const measure of UTILISATION_MEASURES) {
    const series = suppressSeries(months.map((month) => counts.get(month)?.[measure] ?? 0));
    series.cells.forEach((cell, i) => {
      rows[i]![measure] = cell;
    });
    totals[measure] = series.total;
  }
  return {
    companyName: company.name,
    from: range.from,
    to: range.to,
    months: rows as UtilisationMonth[],
    totals: totals as UtilisationTotals,
  };
}

/** What a withheld total reads as in the CSV. */
export const WITHHELD = "withheld";

const cell = (value: ReportCount | number | null) => (value === null ? WITHHELD : value);

/** The report as CSV: one row per month and a Total row, every cell formula-safe. */
export function reportCsv(report: UtilisationReport): string {
  const columns = ["placesPurchased", ...UTILISATION_MEASURES] as const;
  return toCsv(
    [UTILISATION_LABELS.month, ...columns.map((column) => UTILISATION_LABELS[column])],
    [
      ...report.months.map((row) => [row.month, ...columns.map((column) => row[column] ?? "")]),
      [
        "Total",
        report.totals.placesPurchased ?? "",
        ...UTILISATION_MEASURES.map((measure: UtilisationMeasure) => cell(report.totals[measure])),
      ],
    ],
  );
}
