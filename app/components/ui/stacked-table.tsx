import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { Table, TableBody, TableCaption, TableCell, TableHeader, TableHeadings, TableRow } from "./table.tsx";

/**
 * Class names that draw a table's rows as stacked cards on phones (under 640 px), so every column and
 * the row's actions stay on screen without sideways scrolling; from 640 px it is an ordinary table.
 * A cell with `stackedCell(label)` shows its column's name before its value on phones; that name is
 * drawn by CSS with empty alternative text, so screen readers, which hear the column heading, do not
 * hear it twice.
 */
const stackedTable = {
  // Cards, not columns, on phones: words from people wrap anywhere there, as on the rest of the page.
  frame:
    "max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:wrap-anywhere",
  table: "max-sm:block",
  header: "max-sm:sr-only",
  body: "max-sm:grid max-sm:gap-3",
  row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3",
  /** A cell whose value speaks for itself (the title, the actions): the full width of the card. */
  cell: "max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-0 max-sm:py-1",
} as const;

/** A cell's props that show `label` (its column's heading) before its value on phones. */
function stackedCell(label: string) {
  return {
    "data-label": label,
    className: `${stackedTable.cell} max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)_/_""]`,
  };
}

/** One column of a stacked table: its heading and how a row's value is drawn. */
export type StackedColumn<T> = { heading: string; render: (item: T) => ReactNode };

/**
 * A table whose rows become stacked cards on phones (under 640 px): the first cell (the row's title)
 * and the last (its actions) take the card's width, the columns between show their heading before the
 * value. From 640 px it is an ordinary table.
 */
export function StackedTable<T>({
  caption,
  items,
  rowKey,
  title,
  columns,
  actions,
}: {
  caption: string;
  items: readonly T[];
  rowKey: (item: T) => string | number;
  title: StackedColumn<T>;
  columns: readonly StackedColumn<T>[];
  actions: (item: T) => ReactNode;
}) {
  return (
    <Table frameClassName={cn("bg-white", stackedTable.frame)} className={stackedTable.table}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader className={stackedTable.header}>
        <TableHeadings headings={[title.heading, ...columns.map((column) => column.heading), "Actions"]} />
      </TableHeader>
      <TableBody className={stackedTable.body}>
        {items.map((item) => (
          <TableRow key={rowKey(item)} className={stackedTable.row}>
            {/* The row's title (a person's words) wraps anywhere; its 12rem keep it readable beside the others. */}
            <TableCell
              className={cn(
                "min-w-48 font-medium text-slate-900 wrap-anywhere",
                stackedTable.cell,
                "max-sm:min-w-0",
              )}
            >
              {title.render(item)}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.heading} {...stackedCell(column.heading)}>
                {column.render(item)}
              </TableCell>
            ))}
            <TableCell className={cn(stackedTable.cell, "max-sm:pt-2")}>{actions(item)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
