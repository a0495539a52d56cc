import { useMediaQuery } from "#app/lib/use-media-query.ts";
import { useThreads } from "../api/get-threads.ts";
import type { MessagesViewer } from "../lib/thread-names.ts";
import { SafeguardingNotice } from "./safeguarding-notice.tsx";
import { ThreadList } from "./thread-list.tsx";
import { ThreadView } from "./thread-view.tsx";

const EMPTY_TEXT: Record<MessagesViewer, string> = {
  parent: "No messages yet. Use Contact Tutor to write to one of your children's teachers.",
  tutor: "No messages yet. Families' messages to you will appear here.",
  admin: "No conversations yet.",
};

/**
 * The conversations and the open one: side by side on wide screens; on phones the list, then the
 * conversation in its place with a way back. The selection lives with the caller (the URL on /messages).
 */
export function MessagesScreen({
  viewer,
  selectedId,
  onSelect,
}: {
  viewer: MessagesViewer;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  const wide = useMediaQuery("(min-width: 768px)");
  const threads = useThreads();
  const list = (
    <ThreadList
      threads={threads.data}
      loading={threads.isPending}
      viewer={viewer}
      selectedId={selectedId}
      onSelect={onSelect}
      emptyText={EMPTY_TEXT[viewer]}
    />
  );
  return (
    <div className="grid gap-4">
      <SafeguardingNotice />
      {wide ? (
        <div className="grid grid-cols-[minmax(0,20rem)_minmax(0,1fr)] gap-6">
          <div>{list}</div>
          <div className="min-w-0">
            {selectedId !== null ? (
              <ThreadView key={selectedId} threadId={selectedId} viewer={viewer} />
            ) : threads.data?.length ? (
              <p className="py-6 text-slate-600">Choose a conversation to read it.</p>
            ) : null}
          </div>
        </div>
      ) : selectedId !== null ? (
        <ThreadView key={selectedId} threadId={selectedId} viewer={viewer} onBack={() => onSelect(null)} />
      ) : (
        list
      )}
    </div>
  );
}
