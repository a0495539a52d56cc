import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A table in a bordered frame that scrolls when it is wider or taller than its room. Words wrap whole
 * (`wrap-normal`): the page's `wrap-anywhere` (app.css) would otherwise let columns shrink to a letter
 * ("Subjec/t"). The frame takes its room's width whatever the table holds (`contain: inline-size`), so a
 * long word in a cell scrolls the frame, never the page (decision 047).
 */
export function Table({
  className,
  frameClassName,
  ...props
}: React.ComponentProps<"table"> & { frameClassName?: string }) {
  return (
    <div
      className={cn(
        "overflow-auto rounded-md border border-slate-200 wrap-normal [contain:inline-size]",
        frameClassName,
      )}
    >
      <table className={cn("w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("sr-only", className)} {...props} />;
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("bg-slate-50 text-slate-700", className)} {...props} />;
}

export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-t border-slate-100", className)} {...props} />;
}

/** A column heading. */
export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("px-3 py-2", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-2", className)} {...props} />;
}

/** A header row of column headings. */
export function TableHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <tr>
      {headings.map((heading) => (
        <TableHead key={heading}>{heading}</TableHead>
      ))}
    </tr>
  );
}

/**
 * A table drawn whole: its caption (for screen readers), a header row of `headings`, and the rows the
 * children give.
 */
export function DataTable({
  caption,
  headings,
  frameClassName,
  headerClassName,
  children,
}: {
  caption: React.ReactNode;
  headings: readonly string[];
  frameClassName?: string;
  headerClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Table frameClassName={frameClassName}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader className={headerClassName}>
        <TableHeadings headings={headings} />
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
