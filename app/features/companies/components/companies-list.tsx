import type { ReactNode } from "react";
import { EditableCardList } from "#app/components/editable-card-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { Company } from "#shared/schemas/companies.ts";
import { useCompanies } from "../api/get-companies.ts";
import { STATUS_LABELS, STATUS_TONES } from "../lib/company-status.ts";
import { placesLine } from "../lib/places-line.ts";
import { EditCompanyDialog } from "./edit-company-dialog.tsx";

/**
 * The client companies as cards, each with its Edit dialog [1§2]; `actions` draws more controls on a card
 * (the screen that composes this list decides which).
 */
export function CompaniesList({ actions }: { actions?: (company: Company) => ReactNode } = {}) {
  return (
    <EditableCardList
      query={useCompanies()}
      items="companies"
      card={(company) => ({
        title: company.name,
        badge: (
          <Badge tone={STATUS_TONES[company.status]} className="shrink-0">
            {STATUS_LABELS[company.status]}
          </Badge>
        ),
        description: (
          <>
            {company.contactName} · {company.contactEmail}
          </>
        ),
        details: (
          <>
            <p>
              Employees: {company.employeeCount}
              {company.expectedEmployees ? ` of ${company.expectedEmployees} expected` : null}
            </p>
            <p>{placesLine(company.places)}</p>
            {company.contactPhone ? <p>Phone: {company.contactPhone}</p> : null}
            <p>Added: {formatDate(company.createdAt)}</p>
            {company.subscriptionEndDate ? (
              <p>Subscription ends: {formatDate(company.subscriptionEndDate)}</p>
            ) : null}
            {company.notes ? <p className="text-slate-600">{company.notes}</p> : null}
          </>
        ),
        editText: "Edit",
        editLabel: `Edit ${company.name}`,
        actions: actions?.(company),
      })}
      editor={(company, close) => <EditCompanyDialog key={company.id} company={company} onClose={close} />}
    />
  );
}
