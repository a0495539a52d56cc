import { format } from "date-fns";
import { EyeOff, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/input.tsx";
import { errorMessage } from "#app/lib/api-client.ts";

import { ROOM_CHAT_MAX, type RoomChatMessage, roomChatBodySchema } from "#shared/schemas/lesson-room.ts";
import { participantName } from "../lib/room-layout.ts";

/** What a child sees of a message the host hid. */
export const HIDDEN_CHAT_TEXT = "This message was hidden by the tutor.";

/**
 * The room chat (DECISIONS.md): everyone in the room reads it, no private messages. New messages are read
 * out politely; the host (and an observing admin) can hide one, which stays in the log as hidden.
 */
export function RoomChat({
  messages,
  canHide,
  onSend,
  onHide,
}: {
  messages: RoomChatMessage[];
  canHide: boolean;
  onSend: (text: string) => Promise<unknown>;
  onHide: (messageId: number) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = roomChatBodySchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setSending(true);
    try {
      await onSend(parsed.data.text);
      setText("");
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="room-chat-heading" className="grid gap-2">
      <h2 id="room-chat-heading" className="text-base font-semibold">
        Chat
      </h2>
      <ol
        aria-live="polite"
        aria-label="Chat messages"
        className="grid max-h-80 gap-2 overflow-y-auto text-sm"
      >
        {messages.length === 0 ? <li className="text-slate-600">No messages yet.</li> : null}
        {messages.map((message) => {
          const author = participantName(message);
          return (
            <li key={message.id} className="grid gap-0.5 rounded-md bg-slate-50 px-2 py-1">
              <span className="flex items-center justify-between gap-2 text-xs text-slate-600">
                <span>
                  <span className="font-medium text-slate-900">{author}</span> ·{" "}
                  <time dateTime={message.sentAt}>{format(new Date(message.sentAt), "HH:mm")}</time>
                </span>
                {canHide && !message.hidden ? (
                  <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => onHide(message.id)}>
                    <EyeOff aria-hidden="true" />
                    Hide<span className="sr-only"> the message from {author}</span>
                  </Button>
                ) : null}
              </span>
              {message.hidden && message.body === null ? (
                <em className="text-slate-600">{HIDDEN_CHAT_TEXT}</em>
              ) : (
                <span className="whitespace-pre-wrap break-words">
                  {message.body}
                  {message.hidden ? <em className="text-slate-600"> (hidden from the children)</em> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} noValidate className="grid gap-2">
        <label htmlFor="room-chat-text" className="text-sm font-medium">
          Message to everyone
        </label>
        <Textarea
          id="room-chat-text"
          rows={2}
          value={text}
          maxLength={ROOM_CHAT_MAX}
          aria-invalid={error !== null}
          aria-describedby={error ? "room-chat-error" : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id="room-chat-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" icon={Send} disabled={sending}>
          Send
        </Button>
      </form>
    </section>
  );
}
