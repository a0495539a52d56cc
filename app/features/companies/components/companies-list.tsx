import { useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { Company } from "#shared/schemas/companies.ts";
import { useCompanies } from "../api/get-companies.ts";
import { STATUS_LABELS, STATUS_TONES } from "../lib/company-status.ts";
import { EditCompanyDialog } from "./edit-company-dialog.tsx";

/** The client companies as cards, each with its Edit dialog [1§2]. */
export function CompaniesList() {
  const companies = useCompanies();
  const [editing, setEditing] = useState<Company | null>(null);
  return (
    <>
      <QueryState query={companies} loadingLabel="Loading companies">
        {companies.data?.length === 0 ? (
          <EmptyState>No companies yet.</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Companies">
            {companies.data?.map((company) => (
              <li key={company.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <div className="flex items-start justify-between gap-2">
                      <CardTitle className="min-w-0">{company.name}</CardTitle>
                      <Badge tone={STATUS_TONES[company.status]} className="shrink-0">
                        {STATUS_LABELS[company.status]}
                      </Badge>
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
      {editing ? (
        <EditCompanyDialog key={editing.id} company={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
