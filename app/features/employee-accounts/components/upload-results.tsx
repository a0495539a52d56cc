import { DataTable, TableCell, TableRow } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/utils.ts";
import type { BulkUploadResponse } from "#shared/schemas/employee-accounts.ts";
import { CredentialsList } from "./credentials-list.tsx";

/** The answer to an upload, with the file rows of the employees it was about. */
export type UploadOutcome = { response: BulkUploadResponse; rowNumbers: readonly number[] };

/**
 * The server numbers an error's row among the employees sent (1 = the first one sent); the admin sees
 * the row of the uploaded file instead, as a spreadsheet shows it, so the row can be found and fixed.
 */
const fileRow = (sentRow: number, rowNumbers: readonly number[]) => rowNumbers[sentRow - 1] ?? sentRow;

/** Upload Results: created, failed and processed counts, the failed rows, and the new credentials. */
export function UploadResults({ outcome }: { outcome: UploadOutcome }) {
  const { response: result, rowNumbers } = outcome;
  const failed = result.errors.length;
  return (
    <section
      aria-labelledby="upload-results-heading"
      className="grid gap-4 rounded-md border border-slate-200 p-4"
    >
      <h3 id="upload-results-heading" className="text-lg font-semibold">
        Upload Results
      </h3>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-md bg-green-50 p-3">
          <dt className="text-sm text-green-900">Created</dt>
          <dd className="text-2xl font-bold text-green-900">{result.successCount}</dd>
        </div>
        <div className={cn("rounded-md p-3", failed > 0 ? "bg-red-50" : "bg-slate-50")}>
          <dt className={cn("text-sm", failed > 0 ? "text-red-900" : "text-slate-700")}>Failed</dt>
          <dd className={cn("text-2xl font-bold", failed > 0 ? "text-red-900" : "text-slate-700")}>
            {failed}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Processed</dt>
          <dd className="text-2xl font-bold text-slate-900">{result.totalProcessed}</dd>
        </div>
      </dl>
      {failed > 0 ? (
        <DataTable
          frameClassName="max-h-64 border-red-200"
          caption="Rows that failed"
          headings={["Row", "Email", "Error"]}
          headerClassName="bg-red-50 text-red-900"
        >
          {result.errors.map((error) => (
            <TableRow key={`${error.row}-${error.email}`} className="border-red-100">
              <TableCell>{fileRow(error.row, rowNumbers)}</TableCell>
              <TableCell>{error.email}</TableCell>
              <TableCell>{error.error}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : null}
      <CredentialsList credentials={result.credentials} fileName="employee-credentials" />
    </section>
  );
}
