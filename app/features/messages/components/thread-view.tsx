import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, EyeOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SkeletonList } from "#app/components/ui/skeleton.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { cn } from "#app/lib/utils.ts";
import { HIDDEN_MESSAGE_TEXT } from "#shared/schemas/message-words.ts";
import type { Message } from "#shared/schemas/messages.ts";
import { useThread } from "../api/get-thread.ts";
import { useHideMessage } from "../api/hide-message.ts";
import { messageKeys } from "../api/message-keys.ts";
import { type MessagesViewer, senderLabel, threadTitle } from "../lib/thread-names.ts";
import { LazyMessageComposer } from "./lazy-message-composer.tsx";

/** An admin confirms hiding a message: its family and tutor then read a notice in its place. */
function HideMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const hide = useHideMessage();
  return (
    <ConfirmDialog
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-md"
      title="Hide this message?"
      description={`The family and the teacher will read "${HIDDEN_MESSAGE_TEXT}" in its place. The message is kept, and admins can still read it.`}
      confirmText="Hide Message"
      pendingText="Hiding..."
      pending={hide.isPending}
      onConfirm={() =>
        message
          ? hide.mutate(message.id, {
              onSuccess: () => {
                toast({ title: "Message hidden" });
                onClose();
              },
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: "Error",
                  description:
                    error instanceof ApiError ? error.serverMessage : "The message was not hidden.",
                }),
            })
          : undefined
      }
    />
  );
}

function MessageBubble({
  message,
  viewer,
  onHide,
}: {
  message: Message;
  viewer: MessagesViewer;
  onHide: (message: Message) => void;
}) {
  const muted = message.removed || (message.hidden && viewer !== "admin");
  return (
    <li className={cn("flex", message.mine ? "justify-end" : "justify-start")}>
      <article
        aria-label={`${senderLabel(message)}, ${formatDateTime(message.createdAt)}`}
        className={cn(
          "grid max-w-[85%] min-w-0 gap-1 rounded-lg border p-3",
          message.mine ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white",
          message.hidden && viewer === "admin" && "border-red-200 bg-red-50",
        )}
      >
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{senderLabel(message)}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.hidden && viewer === "admin" ? <Badge tone="danger">Hidden</Badge> : null}
        </p>
        {/* Plain text: React escapes it, line breaks are kept, links stay text. */}
        <p className={cn("whitespace-pre-wrap text-slate-900", muted && "text-slate-600 italic")}>
          {message.body}
        </p>
        {message.hidden && viewer === "admin" && message.hiddenAt ? (
          <p className="text-xs text-red-800">
            Hidden by {message.hiddenByName ?? "a former admin"} on {formatDateTime(message.hiddenAt)}
          </p>
        ) : null}
        {viewer === "admin" && !message.hidden && !message.removed ? (
          <div>
            <Button variant="outline" size="sm" onClick={() => onHide(message)}>
              <EyeOff aria-hidden="true" />
              Hide<span className="sr-only"> message from {senderLabel(message)}</span>
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** One conversation: its messages (oldest first, newest in view), and the reply box for its family and tutor. */
export function ThreadView({
  threadId,
  viewer,
  onBack,
}: {
  threadId: number;
  viewer: MessagesViewer;
  /** Back to the list, on screens too narrow to show both. */
  onBack?: () => void;
}) {
  const { data: thread, isPending, isError, dataUpdatedAt } = useThread(threadId);
  const queryClient = useQueryClient();
  const hadUnread = (thread?.unreadCount ?? 0) > 0;
  // Opening the thread read its new messages: the list's and the sidebar's counts follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each fresh answer
  useEffect(() => {
    if (hadUnread) void queryClient.invalidateQueries({ queryKey: messageKeys.all, refetchType: "active" });
  }, [dataUpdatedAt, hadUnread]);
  const [hiding, setHiding] = useState<Message | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = thread?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would call as the cleanup.
    void end.current?.scrollIntoView?.({ block: "nearest" });
  }, [count]);

  const back = onBack ? (
    <Button variant="ghost" size="sm" onClick={onBack} className="justify-self-start">
      <ArrowLeft aria-hidden="true" />
      All conversations
    </Button>
  ) : null;
  if (isPending) return <SkeletonList label="Loading the conversation" count={3} className="h-16" />;
  if (isError || !thread)
    return (
      <div className="grid gap-3">
        {back}
        <EmptyState>This conversation could not be found.</EmptyState>
      </div>
    );
  return (
    <section aria-labelledby={`thread-${thread.id}-title`} className="grid min-w-0 gap-4">
      {back}
      <h2 id={`thread-${thread.id}-title`} className="text-xl font-semibold text-slate-900">
        {threadTitle(thread, viewer)}
      </h2>
      <ol className="grid gap-3" aria-label="Messages">
        {thread.messages.map((message) => (
          <MessageBubble key={message.id} message={message} viewer={viewer} onHide={setHiding} />
        ))}
      </ol>
      <div ref={end} />
      {thread.canReply ? (
        <LazyMessageComposer threadId={thread.id} />
      ) : viewer === "admin" ? (
        <p className="text-sm text-slate-600">Admins read every conversation but do not write in them.</p>
      ) : (
        <p className="text-sm text-slate-600">
          This conversation is closed: the other account no longer exists.
        </p>
      )}
      <HideMessageDialog message={hiding} onClose={() => setHiding(null)} />
    </section>
  );
}
