import { DataTable, TableCell, TableRow } from "#app/components/ui/table.tsx";
import { CSV_PREVIEW_ROWS } from "#shared/schemas/catalog.ts";
import type { ParsedEmployee } from "../lib/parse-employees-csv.ts";

/** `rowNumbers[i]`: the spreadsheet row of `employees[i]` in the file (header row 1, see the parser). */
export type ParsedCsv = {
  fileName: string;
  employees: ParsedEmployee[];
  rowNumbers: number[];
  skipped: number;
};

/** What a chosen CSV file holds: how many employees, and the first rows. */
export function CsvPreviewTable({ parsed }: { parsed: ParsedCsv }) {
  const rows = parsed.employees.slice(0, CSV_PREVIEW_ROWS);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700" role="status">
        {parsed.fileName}: {parsed.employees.length}{" "}
        {parsed.employees.length === 1 ? "employee" : "employees"} found
        {parsed.skipped > 0
          ? `, ${parsed.skipped} incomplete ${parsed.skipped === 1 ? "row" : "rows"} skipped`
          : ""}
        .
      </p>
      <DataTable
        caption={<>CSV preview (first {CSV_PREVIEW_ROWS} rows)</>}
        headings={["Full Name", "Email", "Department", "Job Title"]}
      >
        {rows.map((employee, index) => (
          <TableRow key={`${index}-${employee.email}`}>
            <TableCell>{employee.fullName}</TableCell>
            <TableCell>{employee.email}</TableCell>
            <TableCell>{employee.department}</TableCell>
            <TableCell>{employee.jobTitle}</TableCell>
          </TableRow>
        ))}
      </DataTable>
      {parsed.employees.length > CSV_PREVIEW_ROWS ? (
        <p className="text-sm text-slate-600">
          Showing the first {CSV_PREVIEW_ROWS} of {parsed.employees.length} rows.
        </p>
      ) : null}
    </div>
  );
}
