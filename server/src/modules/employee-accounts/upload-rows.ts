/**
 * The CSV upload's rows checked before any account is made (DECISIONS.md): the rows that may become
 * accounts, and a per-row error for each of the others.
 */
import { EMAIL_MESSAGE } from "#shared/schemas/auth.ts";
import {
  type BulkUploadResponse,
  bulkEmployeeRowSchema,
  type bulkUploadBodySchema,
} from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";
import { DUPLICATE_EMAIL_IN_FILE } from "./employee-accounts.errors.ts";

/** A valid row of the upload. `row` is 1-based: row 1 is the first employee (the first data row). */
export type UploadRow = {
  row: number;
  fullName: string;
  email: string;
  department: string | null;
  jobTitle: string | null;
};

/** The rows that may become accounts, and the per-row errors of the others. */
export function checkRows(employees: z.output<typeof bulkUploadBodySchema>["employees"]) {
  const errors: BulkUploadResponse["errors"] = [];
  const seen = new Set<string>();
  const valid: UploadRow[] = [];
  employees.forEach((employee, index) => {
    // Row numbers are 1-based data rows: row 1 is the first employee (the CSV header is not counted).
    const row = index + 1;
    const email = employee.email.trim();
    const checked = bulkEmployeeRowSchema.safeParse({ ...employee, email });
    if (!checked.success) {
      // The e-mail's message first (the column people get wrong most), then the others.
      const issues = checked.error.issues;
      const issue = issues.find((i) => i.path[0] === "email") ?? issues[0];
      errors.push({ row, email, error: issue?.message ?? EMAIL_MESSAGE });
      return;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) {
      errors.push({ row, email, error: DUPLICATE_EMAIL_IN_FILE });
      return;
    }
    seen.add(key);
    const { fullName, department, jobTitle } = employee;
    valid.push({ row, fullName, email, department, jobTitle });
  });
  return { valid, errors };
}
