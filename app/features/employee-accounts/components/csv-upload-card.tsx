import { Download, FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { DropZone } from "#app/components/ui/drop-zone.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { brand } from "#app/config/brand.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { adminScope, type CompanyChoice, fixedScope } from "#app/lib/company-scope.ts";
import { downloadCsv, downloadText } from "#app/lib/download.ts";
import { paths } from "#shared/config/paths.ts";
import { toCsv } from "#shared/csv.ts";
import { SELECT_COMPANY_FIRST } from "#shared/schemas/companies.ts";
import { BULK_UPLOAD_MAX_ROWS, BULK_UPLOAD_TOO_MANY_ROWS } from "#shared/schemas/employee-accounts.ts";
import { useBulkUploadEmployees } from "../api/bulk-upload-employees.ts";
import { EMPLOYEE_TEMPLATE_COLUMNS } from "../lib/credentials-csv.ts";
import { isCsvFileName, parseEmployeesCsvFile } from "../lib/parse-employees-csv.ts";
import { welcomeEmailTemplate } from "../lib/welcome-email-template.ts";
import { CsvPreviewTable, type ParsedCsv } from "./csv-preview-table.tsx";
import { type UploadOutcome, UploadResults } from "./upload-results.tsx";

const NO_ROWS_MESSAGE = "Please upload and preview a CSV file first.";

function downloadEmployeeTemplate() {
  downloadCsv(
    "employee-template.csv",
    toCsv(EMPLOYEE_TEMPLATE_COLUMNS, [["Jane Smith", "jane.smith@example.com", "Finance", "Analyst"]]),
  );
}

function downloadWelcomeTemplate() {
  const signInUrl = new URL(paths.auth, window.location.origin).toString();
  downloadText(
    "welcome-email-template.html",
    welcomeEmailTemplate({ brandName: brand.name, signInUrl }),
    "text/html",
  );
}

/**
 * CSV Upload [1§2], [1§5]: choose or drop a file, preview, submit, results with credentials. The admin's
 * tab chooses the company and the role; the employer's screen (`scope` employer) makes family accounts of
 * its own company, so it draws neither.
 */
export function CsvUploadCard(choice: CompanyChoice) {
  const fixed = fixedScope(choice);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [parsing, setParsing] = useState(false);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState("");
  const [role, setRole] = useState<"student" | "tutor">("student");
  const [sendEmails, setSendEmails] = useState(false);
  const [result, setResult] = useState<UploadOutcome | null>(null);
  const upload = useBulkUploadEmployees();

  async function readFile(file: File | undefined) {
    if (!file) return;
    setResult(null);
    setSubmitError(null);
    if (!isCsvFileName(file.name)) {
      toast({ title: "Invalid File Type", description: "Please upload a CSV file.", variant: "destructive" });
      return;
    }
    setParsing(true);
    setParseError(null);
    setParsed(null);
    const outcome = await parseEmployeesCsvFile(file);
    setParsing(false);
    if (outcome.ok)
      setParsed({
        fileName: file.name,
        employees: outcome.employees,
        rowNumbers: outcome.rowNumbers,
        skipped: outcome.skipped,
      });
    else setParseError(outcome.message);
  }

  function submit() {
    setSubmitError(null);
    if (!parsed || parsed.employees.length === 0) {
      setSubmitError(NO_ROWS_MESSAGE);
      return;
    }
    if (parsed.employees.length > BULK_UPLOAD_MAX_ROWS) {
      setSubmitError(BULK_UPLOAD_TOO_MANY_ROWS);
      return;
    }
    const scope = fixed ?? (companyId ? adminScope(Number(companyId)) : null);
    if (!scope) {
      setSubmitError(SELECT_COMPANY_FIRST);
      return;
    }
    const { rowNumbers } = parsed;
    upload.mutate(
      {
        scope,
        body: {
          employees: parsed.employees,
          role,
          // Every account gets a generated temporary password (the CSV carries none), changed at first
          // sign-in; there is nothing to turn off, so the form offers no switch for it.
          generatePasswords: true,
          sendEmails,
        },
      },
      {
        onSuccess: (response) => {
          setResult({ response, rowNumbers });
          const failed = response.errors.length;
          if (failed === 0) {
            toast({
              title: "Upload Successful",
              description: `${response.successCount} ${response.successCount === 1 ? "account" : "accounts"} created.`,
            });
          } else if (response.successCount > 0) {
            toast({
              title: "Upload Completed with Errors",
              description: `${response.successCount} created, ${failed} failed.`,
            });
          } else {
            toast({
              title: "Upload Failed",
              description: `${failed} ${failed === 1 ? "row" : "rows"} failed.`,
              variant: "destructive",
            });
          }
        },
        onError: (error) =>
          toast({ title: "Upload Failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-tight">CSV Upload</h2>
          <CardDescription>
            Create accounts for many employees at once from a CSV file with the columns fullName and email
            (department and jobTitle optional).
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={downloadEmployeeTemplate}>
            <Download aria-hidden="true" />
            Download Template
          </Button>
          <Button variant="outline" size="sm" onClick={downloadWelcomeTemplate}>
            <FileText aria-hidden="true" />
            Download Email Template
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DropZone onFiles={(files) => void readFile(files[0])} className="gap-3 rounded-lg p-8">
          <Upload className="size-8 text-slate-500" aria-hidden="true" />
          <p className="text-slate-700">Drop a CSV file here, or choose one.</p>
          <label htmlFor={inputId} className="sr-only">
            CSV file
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            Choose CSV File
          </Button>
        </DropZone>

        {parsing ? <Spinner label="Reading the CSV file" /> : null}
        {parseError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {parseError}
          </p>
        ) : null}
        {parsed ? <CsvPreviewTable parsed={parsed} /> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          {choice.scope ? null : (
            <Field id="csv-companyId" label="Company">
              <choice.CompanySelect
                value={companyId}
                onChange={(event) => setCompanyId(event.target.value)}
              />
            </Field>
          )}
          {fixed?.kind === "employer" ? null : (
            <Field id="csv-role" label="Role">
              <NativeSelect
                value={role}
                onChange={(event) => setRole(event.target.value === "tutor" ? "tutor" : "student")}
              >
                <option value="student">Parent / Student</option>
                <option value="tutor">Tutor</option>
              </NativeSelect>
            </Field>
          )}
          <div className="grid content-center gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={sendEmails}
                onChange={(event) => setSendEmails(event.target.checked)}
              />
              Send welcome e-mails
            </label>
            <p className="text-xs text-slate-600">
              Every account gets a temporary password, changed at first sign-in.
            </p>
          </div>
        </div>

        {submitError ? (
          <p role="alert" className="text-sm text-red-700">
            {submitError}
          </p>
        ) : null}
        <div>
          <Button onClick={submit} disabled={upload.isPending || parsing}>
            {upload.isPending ? "Uploading..." : "Upload Employees"}
          </Button>
        </div>

        {result ? <UploadResults outcome={result} /> : null}
      </CardContent>
    </Card>
  );
}
