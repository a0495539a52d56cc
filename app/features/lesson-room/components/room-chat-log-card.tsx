import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { ROOM_OPENS_BEFORE_MINUTES } from "#shared/schemas/lesson-room-words.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useRoomChatLog } from "../api/get-room-chat-log.ts";
import { ChatRecord } from "./chat-record.tsx";

const MINUTE = 60_000;

/**
 * The lesson's chat as the room kept it, on the tutor's session page (docs/decisions/054): where the tutor
 * looks after a lesson, with the messages it hid marked. Asked for once the room could have opened; a
 * session never held in the room (404) shows nothing.
 */
export function RoomChatLogCard({
  session,
  now = new Date(),
}: {
  session: Pick<PortalSession, "id" | "scheduledFor" | "status">;
  now?: Date;
}) {
  const opened =
    Date.parse(session.scheduledFor) - ROOM_OPENS_BEFORE_MINUTES * MINUTE <= now.getTime() &&
    session.status !== "cancelled";
  const query = useRoomChatLog(session.id, opened);
  if (!opened || (query.error instanceof ApiError && query.error.status === 404)) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Lesson Chat</h2>
        <p className="text-sm text-slate-600">
          The lesson room's chat, kept with the session. Messages you hid are marked and keep their text.
        </p>
      </CardHeader>
      <CardContent>
        <QueryState query={query} loadingLabel="Loading the lesson's chat">
          {query.data ? <ChatRecord messages={query.data.messages} label="Lesson chat messages" /> : null}
        </QueryState>
      </CardContent>
    </Card>
  );
}
