import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { usePortalLiveSessions } from "#app/features/live-sessions/api/get-portal-live-sessions.ts";
import { useSessionsInRange } from "#app/features/scheduled-sessions/api/get-sessions-in-range.ts";
import { LazyScheduleSessionDialog } from "#app/features/scheduled-sessions/components/lazy-schedule-session-dialog.tsx";
import { sessionAudience } from "#app/features/scheduled-sessions/lib/session-status.ts";
import { TutorSelect } from "#app/features/tutors/components/tutor-select.tsx";
import { type CalendarView, dateOfKey, dayKey, rangeOf, shift, titleOf } from "#app/lib/calendar.ts";
import { ScheduleCalendar } from "./components/schedule-calendar.tsx";
import { eventOfLiveSession, eventOfSession, type ScheduleEvent } from "./components/schedule-events.ts";
import { SessionDetailDialog } from "./components/session-detail-dialog.tsx";

export const meta = () => [{ title: `Schedule | ${brand.name}` }];

/**
 * /schedule (DECISIONS.md "Portals"): the tutor's scheduled and live sessions by week or month, weeks
 * from Monday [2§9]. The view, the date and the open session live in the address (?view=month&date=…&session=…),
 * so the dashboard can link to one session and the browser's Back works.
 */
export default function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const user = useUser();
  // An admin schedules for any teacher; a tutor its own sessions (decision 050).
  const teacherSelect = user.data?.role === "admin" ? TutorSelect : undefined;
  const view: CalendarView = params.get("view") === "month" ? "month" : "week";
  const date = dateOfKey(params.get("date") ?? "") ?? new Date();
  const { from, to } = rangeOf(view, date);
  const sessions = useSessionsInRange(from.toISOString(), to.toISOString());
  const liveSessions = usePortalLiveSessions();

  const events: ScheduleEvent[] = [
    ...(sessions.data ?? []).map((session) => eventOfSession(session, sessionAudience(session))),
    ...(liveSessions.data ?? [])
      .map(eventOfLiveSession)
      .filter((event) => event.start >= from && event.start < to),
  ];
  const openKey = params.get("session")
    ? `session-${params.get("session")}`
    : params.get("live")
      ? `live-${params.get("live")}`
      : null;
  const openEvent = events.find((event) => event.key === openKey) ?? null;

  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace, preventScrollReset: true });
  };
  const goTo = (target: Date) => update({ date: dayKey(target), session: null, live: null });
  const unit = view === "week" ? "week" : "month";
  const combined = {
    isPending: sessions.isPending || liveSessions.isPending,
    error: sessions.error ?? liveSessions.error,
    refetch: () => Promise.all([sessions.refetch(), liveSessions.refetch()]),
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          title="Schedule"
          description="Your scheduled and live sessions, week by week or by month."
        />
        {user.data ? <LazyScheduleSessionDialog TutorSelect={teacherSelect} /> : null}
      </div>
      <Tabs
        value={view}
        onValueChange={(value) => update({ view: value === "month" ? "month" : null })}
        className="grid gap-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Calendar view">
            <TabsTrigger value="week">Week</TabsTrigger>
            <TabsTrigger value="month">Month</TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={`Previous ${unit}`}
              onClick={() => goTo(shift(view, date, -1))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => goTo(new Date())}>
              Today
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Next ${unit}`}
              onClick={() => goTo(shift(view, date, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <TabsContent value={view} className="grid gap-6">
          <h2 className="text-xl font-semibold" aria-live="polite">
            {titleOf(view, date)}
          </h2>
          <QueryState query={combined} loadingLabel="Loading your sessions">
            <ScheduleCalendar
              view={view}
              date={date}
              events={events}
              onOpen={(event) =>
                update(
                  event.kind === "live"
                    ? { live: String(event.id), session: null }
                    : { session: String(event.id), live: null },
                )
              }
            />
          </QueryState>
        </TabsContent>
      </Tabs>
      <SessionDetailDialog
        event={openEvent}
        onClose={() => update({ session: null, live: null })}
        TutorSelect={teacherSelect}
      />
    </div>
  );
}
