/**
 * Class names that draw a table's rows as stacked cards on phones (under 640 px), so every column and
 * the row's actions stay on screen without sideways scrolling; from 640 px it is an ordinary table.
 * A cell with `stackedCell(label)` shows its column's name before its value on phones; that name is
 * drawn by CSS with empty alternative text, so screen readers, which hear the column heading, do not
 * hear it twice.
 */
export const stackedTable = {
  frame: "max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent",
  table: "max-sm:block",
  header: "max-sm:sr-only",
  body: "max-sm:grid max-sm:gap-3",
  row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3",
  /** A cell whose value speaks for itself (the title, the actions): the full width of the card. */
  cell: "max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-0 max-sm:py-1",
} as const;

/** A cell's props that show `label` (its column's heading) before its value on phones. */
export function stackedCell(label: string) {
  return {
    "data-label": label,
    className: `${stackedTable.cell} max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)_/_""]`,
  };
}
