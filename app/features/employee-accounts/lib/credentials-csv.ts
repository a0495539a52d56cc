import { downloadCsv } from "#app/lib/download.ts";
import { recordsToCsv } from "#shared/csv.ts";
import type { Credential } from "#shared/schemas/employee-accounts.ts";

/** The credentials CSV [1§9]: columns fullName, username, password, email. */
const CREDENTIAL_COLUMNS = ["fullName", "username", "password", "email"] as const;

export const credentialsCsv = (credentials: readonly Credential[]) =>
  recordsToCsv<Credential>(CREDENTIAL_COLUMNS, credentials);

export function downloadCredentials(credentials: readonly Credential[], name = "credentials") {
  const stamp = new Date().toISOString().slice(0, 10);
  downloadCsv(`${name}-${stamp}.csv`, credentialsCsv(credentials));
}

/** The employee template CSV [1§5]: fullName, email, department, jobTitle. */
export const EMPLOYEE_TEMPLATE_COLUMNS = ["fullName", "email", "department", "jobTitle"] as const;
