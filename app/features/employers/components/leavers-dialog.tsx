import { type FormEvent, useState } from "react";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import type { EmployeeRow } from "#shared/schemas/employer.ts";
import { useMarkLeavers } from "../api/leavers.ts";
import { leavingDateProblem, londonToday } from "../lib/employee-status.ts";

/**
 * Leavers: the chosen employees and the date their access ends (today or later), confirmed. From that
 * date they cannot sign in, later bookings are cancelled and their places are free; a date still ahead
 * can be undone from the list.
 */
export function LeaversDialog({
  scope,
  employees,
  open,
  onOpenChange,
  onMarked,
}: {
  scope: CompanyScope;
  employees: readonly Pick<EmployeeRow, "id" | "fullName">[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMarked: () => void;
}) {
  const today = londonToday();
  const [leftAt, setLeftAt] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useMarkLeavers();
  const close = () => {
    onOpenChange(false);
    setProblem(null);
    setLeftAt(today);
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = leavingDateProblem(leftAt, today);
    setProblem(found);
    if (found) return;
    mark.mutate(
      { scope, body: { userIds: employees.map((employee) => employee.id), leftAt } },
      {
        onSuccess: (result) => {
          toast({
            title: "Leavers saved",
            description: `${result.leavers.length} ${result.leavers.length === 1 ? "employee" : "employees"} leaving on ${leftAt}.`,
          });
          onMarked();
          close();
        },
        onError: (error) => {
          setProblem(errorMessage(error));
          toast({
            title: "Could not save leavers",
            description: errorMessage(error),
            variant: "destructive",
          });
        },
      },
    );
  }
  const names = employees.map((employee) => employee.fullName);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      onCancel={close}
      title={`Mark ${names.length === 1 ? names[0] : `${names.length} employees`} as leaving`}
      description="From this date they can no longer sign in, their later bookings are cancelled and their places are free again. They get one e-mail saying when access ends. A date still ahead can be undone."
      onSubmit={submit}
      pending={mark.isPending}
      submitLabel="Confirm Leavers"
      pendingLabel="Saving..."
    >
      {names.length > 1 ? (
        <ul
          aria-label="Chosen employees"
          className="grid max-h-40 gap-1 overflow-auto text-sm text-slate-800"
        >
          {employees.map((employee) => (
            <li key={employee.id}>{employee.fullName}</li>
          ))}
        </ul>
      ) : null}
      <Field
        id="leavers-left-at"
        label="Access ends on"
        error={problem ?? undefined}
        hint="Today or a later date."
      >
        <Input
          type="date"
          min={today}
          required
          value={leftAt}
          onChange={(event) => setLeftAt(event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
