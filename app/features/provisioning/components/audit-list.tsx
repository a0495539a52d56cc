import { useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { AuditEvent } from "#shared/schemas/employer.ts";
import { useAuditPage } from "../api/scim-tokens.ts";

/** The audit list's page size (the server's `AUDIT_PAGE_SIZE`). */
const PAGE_SIZE = 50;

/** Who acted, as a reader names them. */
const ACTOR_KINDS: Record<AuditEvent["actorKind"], string> = {
  admin: "Admin",
  hr: "HR manager",
  scim: "HR system (SCIM)",
  system: "System",
};

/** What happened, in words; an action without words here shows its code. */
const ACTIONS: Record<string, string> = {
  "employee.created": "Employee added",
  "employee.updated": "Employee updated",
  "employee.leaving": "Leaving date set",
  "employee.left": "Access ended",
  "employee.leaving-undone": "Leaving date undone",
  "scim-token.created": "SCIM token created",
  "scim-token.revoked": "SCIM token revoked",
};

/**
 * The company's audit list: every change its HR managers, the platform's admins or its HR
 * system made to its employees and employer settings, newest first, a page at a time.
 */
export function AuditList({ companyId }: { companyId?: number }) {
  const [page, setPage] = useState(1);
  const audit = useAuditPage(companyId, page);
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section aria-labelledby="audit-list-title" className="grid gap-2">
      <h3 id="audit-list-title" className="font-semibold text-slate-900">
        Audit list
      </h3>
      <QueryState query={audit} loadingLabel="Loading the audit list">
        {audit.data?.events.length === 0 ? (
          <EmptyState>No changes recorded yet.</EmptyState>
        ) : (
          <ul className="grid gap-2" aria-label="Audit list">
            {audit.data?.events.map((event) => (
              <li key={event.id} className="grid gap-0.5 rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-950">
                  {ACTIONS[event.action] ?? event.action}
                  {event.targetLabel ? ` · ${event.targetLabel}` : null}
                </p>
                <p className="text-slate-600">
                  {formatDateTime(event.at)} · {ACTOR_KINDS[event.actorKind]}: {event.actorLabel}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {pages > 1 ? (
        <nav aria-label="Audit list pages" className="flex flex-wrap items-center gap-2 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
