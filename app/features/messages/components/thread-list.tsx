import { Badge } from "#app/components/ui/badge.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SkeletonList } from "#app/components/ui/skeleton.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { cn } from "#app/lib/utils.ts";
import type { ThreadSummary } from "#shared/schemas/messages.ts";
import { type MessagesViewer, threadTitle } from "../lib/thread-names.ts";

/** The account's conversations, unread first; choosing one opens it beside the list (or in its place on phones). */
export function ThreadList({
  threads,
  loading,
  viewer,
  selectedId,
  onSelect,
  emptyText,
}: {
  threads: ThreadSummary[] | undefined;
  loading: boolean;
  viewer: MessagesViewer;
  selectedId: number | null;
  onSelect: (id: number) => void;
  emptyText: string;
}) {
  if (loading) return <SkeletonList label="Loading conversations" count={3} className="h-16" />;
  if (!threads?.length) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="grid gap-2" aria-label="Conversations">
      {threads.map((thread) => {
        const title = threadTitle(thread, viewer);
        const selected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <button
              type="button"
              onClick={() => onSelect(thread.id)}
              aria-current={selected ? "true" : undefined}
              className={cn(
                "grid w-full gap-1 rounded-md border border-slate-200 bg-white p-3 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700",
                selected && "border-brand-600 bg-brand-50",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                {/* line-clamp, not truncate: a long name must not set the list's width (decision 047). */}
                <span
                  className={cn(
                    "line-clamp-1 min-w-0 text-slate-900",
                    thread.unreadCount > 0 && "font-semibold",
                  )}
                >
                  {title}
                </span>
                {thread.unreadCount > 0 ? <Badge tone="info">{thread.unreadCount} unread</Badge> : null}
              </span>
              <span className="line-clamp-1 min-w-0 text-sm text-slate-600">{thread.lastMessagePreview}</span>
              <span className="text-xs text-slate-600">{formatDateTime(thread.lastMessageAt)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
