import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import {
  type ReportCount,
  SMALL_COUNT,
  UTILISATION_LABELS,
  UTILISATION_MEASURES,
  type UtilisationReport,
} from "#shared/schemas/utilisation.ts";
import { formatMonth } from "../lib/month-range.ts";

const COLUMNS = ["placesPurchased", ...UTILISATION_MEASURES] as const;

/** Phones (under 640 px): each month a card, each value after its column's name (drawn by CSS, not read twice). */
const stacked = {
  table: "max-sm:block",
  header: "max-sm:sr-only",
  body: "max-sm:grid max-sm:gap-3",
  row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3",
  title: "max-sm:block max-sm:px-0 max-sm:py-1 max-sm:font-semibold",
  cell: 'max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)_/_""]',
} as const;

function Count({ value }: { value: ReportCount | number | null }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">withheld</span>
      </>
    );
  if (value === SMALL_COUNT)
    return (
      <>
        <span aria-hidden="true">&lt;5</span>
        <span className="sr-only">fewer than 5</span>
      </>
    );
  return <>{value.toLocaleString("en-GB")}</>;
}

/** The report as a table: a row per month and the totals, the chart's text alternative. */
export function UtilisationTable({ report }: { report: UtilisationReport }) {
  const rows = [
    ...report.months.map((row) => ({ key: row.month, title: formatMonth(row.month), values: row })),
    { key: "total", title: "Total", values: report.totals },
  ];
  return (
    <div className="grid gap-2">
      <Table
        frameClassName="bg-white max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent"
        className={stacked.table}
      >
        <TableCaption>
          Utilisation of {report.companyName} by month, {formatMonth(report.from)} to {formatMonth(report.to)}
        </TableCaption>
        <TableHeader className={stacked.header}>
          <tr>
            <TableHead>{UTILISATION_LABELS.month}</TableHead>
            {COLUMNS.map((column) => (
              <TableHead key={column} className="text-right">
                {UTILISATION_LABELS[column]}
              </TableHead>
            ))}
          </tr>
        </TableHeader>
        <TableBody className={stacked.body}>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              className={`${stacked.row} ${row.key === "total" ? "font-semibold sm:bg-slate-50" : ""}`}
            >
              <th
                scope="row"
                className={`px-3 py-2 text-left font-medium whitespace-nowrap ${stacked.title}`}
              >
                {row.title}
              </th>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  data-label={UTILISATION_LABELS[column]}
                  className={`text-right tabular-nums ${stacked.cell}`}
                >
                  <Count value={row.values[column]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-slate-600">
        Counts from 1 to 4 show as &lt;5, and a total shows as — when one of its months is &lt;5, so no family
        can be identified. Places purchased is the company's current figure.
      </p>
    </div>
  );
}
