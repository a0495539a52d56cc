import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { Credential } from "#shared/schemas/employee-accounts.ts";
import { downloadCredentials } from "../lib/credentials-csv.ts";

const SHOWN = 50;

/** Generated credentials with a CSV download (fullName, username, password, email). */
export function CredentialsList({ credentials, fileName }: { credentials: Credential[]; fileName: string }) {
  if (credentials.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">Credentials ({credentials.length})</h4>
        <Button variant="outline" size="sm" onClick={() => downloadCredentials(credentials, fileName)}>
          <Download aria-hidden="true" />
          Download Credentials
        </Button>
      </div>
      <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Generated credentials</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Full Name
              </th>
              <th scope="col" className="px-3 py-2">
                Username
              </th>
              <th scope="col" className="px-3 py-2">
                Password
              </th>
              <th scope="col" className="px-3 py-2">
                Email
              </th>
            </tr>
          </thead>
          <tbody>
            {credentials.slice(0, SHOWN).map((credential) => (
              <tr key={credential.username} className="border-t border-slate-100">
                <td className="px-3 py-2">{credential.fullName}</td>
                <td className="px-3 py-2 font-mono">{credential.username}</td>
                <td className="px-3 py-2 font-mono">{credential.password}</td>
                <td className="px-3 py-2">{credential.email}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {credentials.length > SHOWN ? (
        <p className="text-sm text-slate-600">
          Showing the first {SHOWN}; the download holds all {credentials.length}.
        </p>
      ) : null}
    </div>
  );
}
