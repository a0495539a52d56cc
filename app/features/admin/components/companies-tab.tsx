import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import type { Company } from "#shared/schemas/companies.ts";
import { useCompanies } from "../api/get-companies.ts";
import { formatDate } from "../lib/format-date.ts";
import { AddCompanyDialog } from "./add-company-dialog.tsx";
import { STATUS_LABELS } from "./company-form-fields.tsx";
import { EditCompanyDialog } from "./edit-company-dialog.tsx";
import { EnquiriesList } from "./enquiries-list.tsx";
import { GenerateAccountsDialog } from "./generate-accounts-dialog.tsx";
import { QueryState } from "./query-state.tsx";

/** [1§2]: active green, inactive grey, pending yellow. */
const STATUS_CLASSES: Record<Company["status"], string> = {
  active: "bg-green-100 text-green-800 border-green-300",
  inactive: "bg-slate-100 text-slate-700 border-slate-300",
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
};

/** Company Management [1§2]: company cards, add, edit, bulk generation, and enquiries. */
export function CompaniesTab() {
  const companies = useCompanies();
  const [editing, setEditing] = useState<Company | null>(null);
  return (
    <section className="grid gap-6" aria-labelledby="companies-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="companies-heading" className="text-2xl font-semibold text-slate-900">
            Company Management
          </h2>
          <p className="text-slate-600">Client companies and their employee accounts.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <GenerateAccountsDialog />
          <AddCompanyDialog />
        </div>
      </div>
      <QueryState
        isPending={companies.isPending}
        error={companies.error}
        loadingLabel="Loading companies"
        onRetry={() => void companies.refetch()}
      >
        {companies.data?.length === 0 ? (
          <p className="py-6 text-center text-slate-600">No companies yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Companies">
            {companies.data?.map((company) => (
              <li key={company.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <div className="flex items-start justify-between gap-2">
                      <CardTitle className="min-w-0">{company.name}</CardTitle>
                      <span
                        className={cn(
                          "shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
                          STATUS_CLASSES[company.status],
                        )}
                      >
                        {STATUS_LABELS[company.status]}
                      </span>
                    </div>
                    <CardDescription>
                      {company.contactName} · {company.contactEmail}
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="grid flex-1 content-start gap-1 text-sm text-slate-700">
                    <p>
                      Employees: {company.employeeCount}
                      {company.expectedEmployees ? ` of ${company.expectedEmployees} expected` : null}
                    </p>
                    {company.contactPhone ? <p>Phone: {company.contactPhone}</p> : null}
                    <p>Added: {formatDate(company.createdAt)}</p>
                    {company.subscriptionEndDate ? (
                      <p>Subscription ends: {formatDate(company.subscriptionEndDate)}</p>
                    ) : null}
                    {company.notes ? <p className="text-slate-600">{company.notes}</p> : null}
                  </CardContent>
                  <CardFooter>
                    <Button
                      variant="outline"
                      className="w-full"
                      aria-label={`Edit ${company.name}`}
                      onClick={() => setEditing(company)}
                    >
                      Edit
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EnquiriesList />
      {editing ? (
        <EditCompanyDialog key={editing.id} company={editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
