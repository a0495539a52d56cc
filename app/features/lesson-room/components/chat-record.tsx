import { format } from "date-fns";
import { Badge } from "#app/components/ui/badge.tsx";
import type { RoomChatRecord } from "#shared/schemas/room-recordings.ts";

const ROLE_WORDS = { host: "tutor", participant: "child", observer: "observer" } as const;

/**
 * A lesson's chat as the room kept it (docs/decisions/054), for its tutor and admins after the lesson: every
 * message with who sent it and when; a hidden one is marked and keeps its text for audit; an erased
 * family's messages read "Message removed".
 */
export function ChatRecord({ messages, label }: { messages: RoomChatRecord[]; label: string }) {
  if (messages.length === 0)
    return <p className="text-sm text-slate-600">No messages were sent in the chat.</p>;
  return (
    <ol aria-label={label} className="grid gap-2 text-sm">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`grid gap-1 rounded-md px-3 py-2 ${message.hidden ? "border border-amber-300 bg-amber-50" : "bg-slate-50"}`}
        >
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
            <span className="font-medium text-slate-900">{message.name}</span>
            <span>({ROLE_WORDS[message.role]})</span>
            <time dateTime={message.sentAt}>{format(new Date(message.sentAt), "d MMM yyyy, HH:mm")}</time>
            {message.hidden ? (
              <Badge tone="warning">
                Hidden
                {message.hiddenAt ? ` at ${format(new Date(message.hiddenAt), "HH:mm")}` : ""}
              </Badge>
            ) : null}
          </span>
          <span className="whitespace-pre-wrap break-words">{message.body}</span>
        </li>
      ))}
    </ol>
  );
}
