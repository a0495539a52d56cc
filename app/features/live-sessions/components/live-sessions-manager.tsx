import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { ListToolbar } from "#app/components/list-toolbar.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SkeletonList } from "#app/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { useDeleteLiveSession } from "../api/delete-live-session.ts";
import { usePortalLiveSessions } from "../api/get-portal-live-sessions.ts";
import {
  filterSessions,
  type LiveSessionTab,
  sessionsForTab,
  subjectOptions,
} from "../lib/live-session-views.ts";
import { LazyLiveSessionFormDialog, LazyStreamingLinkDialog } from "./lazy-live-session-dialogs.tsx";
import { LiveSessionsList } from "./live-sessions-list.tsx";

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

  const confirmDelete = (session: LiveSession) =>
    deleteAfterConfirm(remove, session.id, `Delete "${session.title}"? This cannot be undone.`, {
      title: "Session deleted",
      description: `"${session.title}" has been deleted.`,
    });

  return (
    <div className="grid gap-6">
      <ListToolbar
        filtersClassName="sm:grid-cols-[minmax(0,20rem)_minmax(0,14rem)]"
        search={{
          label: "Search live sessions",
          placeholder: "Search sessions...",
          value: search,
          onChange: setSearch,
        }}
        subject={{ value: subject, onChange: setSubject, options: subjectOptions(all) }}
      >
        <div className="flex flex-wrap gap-2">
          <LazyStreamingLinkDialog />
          <Button onClick={() => setEditing({ session: null })}>
            <CalendarPlus aria-hidden="true" />
            Schedule Session
          </Button>
        </div>
      </ListToolbar>

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
            <QueryState
              query={sessions}
              loadingLabel="Loading live sessions"
              loading={<SkeletonList label="Loading live sessions" />}
            >
              <LiveSessionsList
                sessions={sessionsForTab(filtered, item.value)}
                empty={filtering ? NO_MATCH : item.empty}
                showTutor={showTutor}
                onEdit={(session) => setEditing({ session })}
                onDelete={confirmDelete}
                deletingId={remove.isPending ? (remove.variables ?? null) : null}
              />
            </QueryState>
          </TabsContent>
        ))}
      </Tabs>

      {editing ? (
        <LazyLiveSessionFormDialog
          key={editing.session?.id ?? "new"}
          session={editing.session}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
