import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import {
  SMALL_COUNT,
  UTILISATION_LABELS,
  UTILISATION_MEASURES,
  type UtilisationReport,
} from "#shared/schemas/utilisation.ts";
import { formatMonth } from "../lib/month-range.ts";

/** One colour per measure, each at least 3:1 against white (WCAG 1.4.11). */
const COLOURS = ["#1d4ed8", "#0f766e", "#7c3aed", "#b45309", "#be123c", "#4d7c0f"] as const;

/**
 * The report's counts per month as grouped bars. A chart is a picture: the table beside it is its text
 * alternative, so the chart is one image with a title for screen readers and nothing to focus inside.
 * Months reported as "<5" draw no bar.
 */
export function UtilisationChart({ report }: { report: UtilisationReport }) {
  const data = report.months.map((row) => ({
    month: formatMonth(row.month),
    ...Object.fromEntries(
      UTILISATION_MEASURES.map((measure) => [measure, row[measure] === SMALL_COUNT ? null : row[measure]]),
    ),
  }));
  const title = `Utilisation of ${report.companyName} per month, ${formatMonth(report.from)} to ${formatMonth(report.to)}`;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-800">{title}</figcaption>
      <div
        role="img"
        aria-label={`Bar chart: ${title}. The table below gives the same figures.`}
        className="h-80 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {UTILISATION_MEASURES.map((measure, index) => (
              <Bar
                key={measure}
                dataKey={measure}
                name={UTILISATION_LABELS[measure]}
                fill={COLOURS[index]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
