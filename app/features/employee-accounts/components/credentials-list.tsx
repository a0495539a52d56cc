import { Download } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { DataTable, TableCell, TableRow } from "#app/components/ui/table.tsx";
import type { Credential } from "#shared/schemas/employee-accounts.ts";
import { downloadCredentials } from "../lib/credentials-csv.ts";

const SHOWN = 50;

/**
 * Generated credentials with a CSV download (fullName, username, password, email). `headingLevel` follows
 * the heading above: 4 under a card's title, 3 under a dialog's.
 */
export function CredentialsList({
  credentials,
  fileName,
  headingLevel = 4,
}: {
  credentials: Credential[];
  fileName: string;
  headingLevel?: 3 | 4;
}) {
  if (credentials.length === 0) return null;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-slate-900">Credentials ({credentials.length})</Heading>
        <Button variant="outline" size="sm" onClick={() => downloadCredentials(credentials, fileName)}>
          <Download aria-hidden="true" />
          Download Credentials
        </Button>
      </div>
      <DataTable
        frameClassName="max-h-64"
        caption="Generated credentials"
        headings={["Full Name", "Username", "Password", "Email"]}
      >
        {credentials.slice(0, SHOWN).map((credential) => (
          <TableRow key={credential.username}>
            <TableCell>{credential.fullName}</TableCell>
            <TableCell className="font-mono">{credential.username}</TableCell>
            <TableCell className="font-mono">{credential.password}</TableCell>
            <TableCell>{credential.email}</TableCell>
          </TableRow>
        ))}
      </DataTable>
      {credentials.length > SHOWN ? (
        <p className="text-sm text-slate-600">
          Showing the first {SHOWN}; the download holds all {credentials.length}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * Credentials a dialog shows once (bulk generation, new temporary passwords): the summary, which takes the
 * focus because the form or button that had it is gone, the list with its download, and Done.
 */
export function CredentialsShownOnce({
  summary,
  credentials,
  fileName,
  focusRef,
  onDone,
}: {
  summary: ReactNode;
  credentials: Credential[];
  fileName: string;
  focusRef: Ref<HTMLParagraphElement>;
  onDone: () => void;
}) {
  return (
    <>
      <p
        ref={focusRef}
        tabIndex={-1}
        role="status"
        className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900 outline-none"
      >
        {summary}
      </p>
      <CredentialsList credentials={credentials} fileName={fileName} headingLevel={3} />
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
