import { CalendarPlus, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input, NativeSelect } from "#app/components/ui/input.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { useDeleteLiveSession } from "../api/delete-live-session.ts";
import { usePortalLiveSessions } from "../api/get-portal-live-sessions.ts";
import {
  filterSessions,
  type LiveSessionTab,
  sessionsForTab,
  subjectOptions,
} from "../lib/live-session-views.ts";
import { LiveSessionFormDialog } from "./live-session-form-dialog.tsx";
import { LiveSessionsList } from "./live-sessions-list.tsx";
import { StreamingLinkDialog } from "./streaming-link-dialog.tsx";

const TABS: { value: LiveSessionTab; label: string; empty: string }[] = [
  {
    value: "upcoming",
    label: "Upcoming Sessions",
    empty: "No upcoming live sessions. Schedule one and it will appear here.",
  },
  {
    value: "past",
    label: "Past Sessions",
    empty: "No past live sessions yet. Completed and cancelled sessions appear here.",
  },
];
const NO_MATCH = "No sessions match your search criteria.";

/** The form dialog's state: closed, scheduling a new session, or editing one. */
type Editing = { session: LiveSession | null } | null;

/**
 * The Live Sessions page's body [2§2.8]: search, subject filter, Schedule Session, the streaming-link
 * dialog, and the Upcoming / Past tabs [2§4] with each session's Edit and Delete.
 */
export function LiveSessionsManager({ showTutor }: { showTutor: boolean }) {
  const sessions = usePortalLiveSessions();
  const remove = useDeleteLiveSession();
  const [search, setSearch] = useState("");
  const [subject, setSubject] = useState("");
  const [tab, setTab] = useState<LiveSessionTab>("upcoming");
  const [editing, setEditing] = useState<Editing>(null);

  const all = sessions.data ?? [];
  const filtered = filterSessions(all, { search, subject });
  const filtering = search.trim() !== "" || subject !== "";

  const confirmDelete = (session: LiveSession) => {
    if (!window.confirm(`Delete "${session.title}"? This cannot be undone.`)) return;
    remove.mutate(session.id, {
      onSuccess: () =>
        toast({ title: "Session deleted", description: `"${session.title}" has been deleted.` }),
      onError: (error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
    });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_minmax(0,14rem)]">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search live sessions"
              placeholder="Search sessions..."
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <NativeSelect
            aria-label="Filter by subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          >
            <option value="">All Subjects</option>
            {subjectOptions(all).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <StreamingLinkDialog />
          <Button onClick={() => setEditing({ session: null })}>
            <CalendarPlus aria-hidden="true" />
            Schedule Session
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as LiveSessionTab)}>
        <TabsList aria-label="Live sessions">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((item) => (
          <TabsContent key={item.value} value={item.value} className="mt-4">
            {sessions.isPending ? (
              <div className="grid gap-3">
                <Spinner label="Loading live sessions" className="sr-only" />
                {[0, 1, 2].map((key) => (
                  <Skeleton key={key} className="h-28" />
                ))}
              </div>
            ) : sessions.error ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4">
                <p role="alert" className="text-sm text-red-800">
                  {errorMessage(sessions.error)}
                </p>
                <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <LiveSessionsList
                sessions={sessionsForTab(filtered, item.value)}
                empty={filtering ? NO_MATCH : item.empty}
                showTutor={showTutor}
                onEdit={(session) => setEditing({ session })}
                onDelete={confirmDelete}
                deletingId={remove.isPending ? (remove.variables ?? null) : null}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      {editing ? (
        <LiveSessionFormDialog
          key={editing.session?.id ?? "new"}
          session={editing.session}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
