import { ListSection } from "#app/components/list-section.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { formatDate, formatDateTime } from "#app/lib/format-date.ts";
import type { HrManager } from "#shared/schemas/employer.ts";
import { useHrManagers } from "../api/hr-managers.ts";
import { LazyInviteHrManagerDialog } from "./invite-hr-manager-trigger.tsx";

const STATUS: Record<HrManager["status"], { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  invited: { label: "Invited", tone: "info" },
  expired: { label: "Invitation expired", tone: "neutral" },
};

/** A company's HR managers (accounts and invitations not yet used) and the admin's Invite HR Manager. */
export function HrManagersCard({ companyId, companyName }: { companyId: number; companyName: string }) {
  const managers = useHrManagers(companyId);
  // An account and an invitation may share an id (two tables): the list keys invitations below zero.
  const rows = managers.data?.map((manager) => ({
    ...manager,
    id: manager.status === "active" ? manager.id : -manager.id,
  }));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="hr-managers-title" className="text-xl font-semibold text-slate-900">
          HR Managers
        </h2>
        <LazyInviteHrManagerDialog companyId={companyId} companyName={companyName} />
      </div>
      <ListSection
        id="hr-managers-heading"
        title="People who manage this company's benefit"
        level={3}
        query={{ ...managers, data: rows }}
        loadingLabel="Loading HR managers"
        empty="No HR managers yet."
        listLabel="HR managers"
        row={(manager) => (
          <div className="grid min-w-0 gap-0.5">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-950">
              {manager.fullName} · {manager.email}
              <Badge tone={STATUS[manager.status].tone}>{STATUS[manager.status].label}</Badge>
            </p>
            <p className="text-slate-600">
              {manager.status === "active" ? "Since" : "Invited"} {formatDate(manager.since)}
              {manager.expiresAt && manager.status === "invited"
                ? ` · link valid until ${formatDateTime(manager.expiresAt)}`
                : null}
            </p>
          </div>
        )}
      />
    </div>
  );
}
