import { useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { RosterEntry } from "#shared/schemas/bookings.ts";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";
import { useRoster } from "../api/get-roster.ts";
import { useSaveAttendance } from "../api/save-attendance.ts";
import { AttendanceBadge } from "./attendance-badge.tsx";

type Marks = Record<number, boolean | undefined>;

function Register({ session, roster }: { session: ScheduledSession; roster: RosterEntry[] }) {
  const [marks, setMarks] = useState<Marks>(() =>
    Object.fromEntries(roster.map((entry) => [entry.studentId, entry.present ?? undefined])),
  );
  const save = useSaveAttendance(session.id);
  const marked = roster.filter((entry) => marks[entry.studentId] !== undefined);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        attendance: marked.map((entry) => ({ studentId: entry.studentId, present: marks[entry.studentId]! })),
      },
      {
        onSuccess: () =>
          toast({ title: "Register saved", description: `${marked.length} of ${roster.length} marked.` }),
        onError: (error) =>
          toast({
            title: "Could not save the register",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Register">
      <ul className="grid gap-3">
        {roster.map((entry) => (
          <li key={entry.studentId} className="rounded-md border border-slate-200 p-3">
            <fieldset className="flex flex-wrap items-center justify-between gap-3">
              <legend className="float-left font-medium text-slate-900">
                {entry.studentLabel}
                <span className="block text-sm font-normal text-slate-600">
                  {entry.grade} · {entry.familyName}
                </span>
              </legend>
              <span className="flex gap-4">
                {([true, false] as const).map((present) => (
                  <label key={String(present)} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`present-${entry.studentId}`}
                      checked={marks[entry.studentId] === present}
                      onChange={() => setMarks((current) => ({ ...current, [entry.studentId]: present }))}
                      className="size-4 accent-brand-700"
                    />
                    {present ? "Present" : "Absent"}
                  </label>
                ))}
              </span>
            </fieldset>
          </li>
        ))}
      </ul>
      <Button type="submit" className="justify-self-start" disabled={save.isPending || marked.length === 0}>
        Save Register
      </Button>
    </form>
  );
}

function RosterList({ roster }: { roster: RosterEntry[] }) {
  return (
    <ul className="grid gap-2">
      {roster.map((entry) => (
        <li
          key={entry.studentId}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
        >
          <span>
            <span className="font-medium text-slate-900">{entry.studentLabel}</span>
            <span className="block text-sm text-slate-600">
              {entry.grade} · {entry.familyName}
            </span>
          </span>
          {entry.present === null ? null : <AttendanceBadge present={entry.present} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A session's roster for its tutor or an admin, and once it has started its register: present or absent
 * for each child, saved in one call (DECISIONS.md "Group bookings and attendance").
 */
export function SessionRegister({ session, now = new Date() }: { session: ScheduledSession; now?: Date }) {
  const query = useRoster(session.id);
  const started = Date.parse(session.scheduledFor) <= now.getTime();
  const takesRegister = started && session.status !== "cancelled";
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{takesRegister ? "Register" : "Roster"}</h2>
        {session.studentId === null ? (
          <p className="text-sm text-slate-600">
            {session.bookedCount ?? 0} of {session.capacity} seats booked
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState query={query} loadingLabel="Loading the roster">
          {query.data && query.data.length === 0 ? (
            <EmptyState>No children are booked into this session yet.</EmptyState>
          ) : query.data ? (
            takesRegister ? (
              <Register session={session} roster={query.data} />
            ) : (
              <>
                <RosterList roster={query.data} />
                {session.status === "cancelled" ? null : (
                  <p className="text-sm text-slate-600">The register opens when the session starts.</p>
                )}
              </>
            )
          ) : null}
        </QueryState>
      </CardContent>
    </Card>
  );
}
