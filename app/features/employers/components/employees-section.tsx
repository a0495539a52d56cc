import { ChevronLeft, ChevronRight, Undo2, UserMinus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect } from "#app/components/ui/input.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import type { EmployeeRow } from "#shared/schemas/employer.ts";
import { EMPLOYEE_STATUSES } from "#shared/schemas/employer-paths.ts";
import { type EmployeeStatus, useEmployees } from "../api/get-employees.ts";
import { useUndoLeaver } from "../api/leavers.ts";
import {
  canChooseAsLeaver,
  canUndoLeaving,
  type EmployeeState,
  employeeState,
  londonToday,
  pageCount,
} from "../lib/employee-status.ts";
import { LeaversDialog } from "./leavers-dialog.tsx";

const STATE: Record<EmployeeState, { label: string; tone: BadgeTone }> = {
  registered: { label: "Registered", tone: "neutral" },
  activated: { label: "Activated", tone: "success" },
  leaving: { label: "Leaving", tone: "warning" },
  left: { label: "Left", tone: "danger" },
};

/**
 * A company's employees (its family accounts, never their children or bookings) with search, a status
 * filter and pages; leavers are chosen with the boxes and given a date, and a date still ahead is undone
 * from its row. The same list serves the employer's screen and the admin's company page (`scope`).
 */
export function EmployeesSection({ scope }: { scope: CompanyScope }) {
  const today = londonToday();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<EmployeeStatus | "">("");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlyMap<number, EmployeeRow>>(() => new Map());
  const [marking, setMarking] = useState(false);
  const [undoing, setUndoing] = useState<EmployeeRow | null>(null);
  const query = { search: useDebouncedValue(search), status, page };
  const employees = useEmployees(scope, query);
  const undo = useUndoLeaver();
  const data = employees.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  const toggle = (row: EmployeeRow, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const confirmUndo = (row: EmployeeRow) =>
    undo.mutate(
      { scope, userId: row.id },
      {
        onSuccess: () => {
          setUndoing(null);
          toast({ title: "Leaving date undone", description: `${row.fullName} keeps their access.` });
        },
        onError: (error) =>
          toast({ title: "Could not undo", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <section aria-labelledby="employees-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="employees-heading" className="text-xl font-semibold text-slate-900">
          Employees
        </h2>
        <Button variant="outline" disabled={chosen.size === 0} onClick={() => setMarking(true)}>
          <UserMinus aria-hidden="true" />
          {chosen.size === 0 ? "Mark as Leaving" : `Mark ${chosen.size} as Leaving`}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchInput
          aria-label="Search employees"
          placeholder="Search by name or e-mail"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={(value) => {
            setStatus(EMPLOYEE_STATUSES.find((known) => known === value) ?? "");
            setPage(1);
          }}
          placeholder="All statuses"
          values={EMPLOYEE_STATUSES}
          optionLabel={(value) => STATE[value].label}
        />
      </div>
      <QueryState query={employees} loadingLabel="Loading employees">
        {data && data.employees.length === 0 ? (
          <p className="text-sm text-slate-700">No employees match.</p>
        ) : data ? (
          <StackedTable
            caption="Employees"
            items={data.employees}
            rowKey={(row) => row.id}
            title={{
              heading: "Name",
              render: (row) => (
                <label className="flex items-center gap-2 font-medium text-slate-900">
                  <input
                    type="checkbox"
                    className="size-4"
                    disabled={!canChooseAsLeaver(row, today)}
                    checked={chosen.has(row.id)}
                    onChange={(event) => toggle(row, event.target.checked)}
                    aria-label={`Choose ${row.fullName}`}
                  />
                  {row.fullName}
                </label>
              ),
            }}
            columns={[
              { heading: "E-mail", render: (row) => row.email },
              { heading: "Registered", render: (row) => formatDate(row.registeredAt) },
              { heading: "Activated", render: (row) => (row.activated ? "Yes" : "No") },
              {
                heading: "Status",
                render: (row) => {
                  const state = employeeState(row, today);
                  return (
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={STATE[state].tone}>{STATE[state].label}</Badge>
                      {row.leftAt ? <span>{formatDate(row.leftAt)}</span> : null}
                    </span>
                  );
                },
              },
            ]}
            actions={(row) =>
              canUndoLeaving(row, today) ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Undo leaving date of ${row.fullName}`}
                  onClick={() => setUndoing(row)}
                >
                  <Undo2 aria-hidden="true" />
                  Undo
                </Button>
              ) : null
            }
          />
        ) : null}
      </QueryState>
      {data ? (
        <nav
          aria-label="Employee pages"
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p aria-live="polite">
            {data.total} {data.total === 1 ? "employee" : "employees"} · page {data.page} of {pages}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
      {marking ? (
        <LeaversDialog
          scope={scope}
          employees={[...chosen.values()]}
          open={marking}
          onOpenChange={setMarking}
          onMarked={() => setChosen(new Map())}
        />
      ) : null}
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => (open ? undefined : setUndoing(null))}
        title={`Undo the leaving date of ${undoing?.fullName ?? ""}?`}
        description="They keep their access, bookings and place as before."
        confirmText="Undo Leaving Date"
        pendingText="Undoing..."
        pending={undo.isPending}
        onConfirm={() => (undoing ? confirmUndo(undoing) : undefined)}
      />
    </section>
  );
}
