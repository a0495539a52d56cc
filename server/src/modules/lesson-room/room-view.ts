/**
 * What one person is shown of a room (DECISIONS.md "The lesson room"): the host sees everyone,
 * waiting children included, and every raised hand in the order raised; a child or the observer sees the
 * people in the room and, of the hands, only a child's own; a hidden chat message keeps its text for the
 * host and admins only. A child who is not in the room (waiting, removed, gone) sees nothing of it.
 */
import type { RoomChatMessage, RoomParticipant, RoomState, RoomStatus } from "#shared/schemas/lesson-room.ts";
import type { RoomChatRow, RoomLessonRow, RoomParticipantRow } from "./room-state.repository.ts";

export function toRoomParticipant(row: RoomParticipantRow, showHand: boolean): RoomParticipant {
  return {
    id: row.id,
    displayName: row.displayName,
    role: row.role,
    state: row.state,
    feedId: row.connected ? row.feedId : null,
    connected: row.connected,
    handRaisedAt: showHand ? (row.handRaisedAt?.toISOString() ?? null) : null,
    microphoneOn: row.microphoneOn,
    cameraOn: row.cameraOn,
    micOffByHost: row.micOffByHost,
    cameraOffByHost: row.cameraOffByHost,
  };
}

/** A chat message as a reader sees it: a hidden one's text only for the host and admins. */
export function toRoomChatMessage(row: RoomChatRow, seesHidden: boolean): RoomChatMessage {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    participantId: row.participantId,
    displayName: row.displayName,
    role: row.role,
    body: hidden && !seesHidden ? null : row.body,
    hidden,
    sentAt: row.sentAt.toISOString(),
  };
}

/** The room's status for one person: ended for everyone once the lesson ended. */
export function roomStatusOf(lesson: RoomLessonRow, me: RoomParticipantRow): RoomStatus {
  if (lesson.endedAt) return "ended";
  if (me.state === "removed") return "removed";
  return me.state === "admitted" ? "admitted" : "waiting";
}

export function roomStateFor(input: {
  lesson: RoomLessonRow;
  me: RoomParticipantRow;
  /** The viewer is an admin (an observer, or an admin reading as one). */
  viewerIsAdmin: boolean;
  participants: RoomParticipantRow[];
  chat: RoomChatRow[];
  roomToken: string | null;
}): RoomState {
  const { lesson, me, participants, chat } = input;
  const status = roomStatusOf(lesson, me);
  const isHost = me.role === "host";
  const base = { version: lesson.version, status, me: toRoomParticipant(me, true) };
  // Only the people in the room see into it; a lesson that ended still shows its chat to them.
  const inside = me.state === "admitted";
  if (!inside) return { ...base, roomToken: null, participants: [], hands: [], chat: [] };
  const seen = isHost ? participants : participants.filter((row) => row.state === "admitted");
  const raised = participants
    .filter((row) => row.state === "admitted" && row.handRaisedAt !== null)
    .filter((row) => isHost || row.id === me.id)
    .sort((a, b) => a.handRaisedAt!.getTime() - b.handRaisedAt!.getTime() || a.id - b.id);
  return {
    ...base,
    roomToken: status === "admitted" ? input.roomToken : null,
    participants: seen.map((row) => toRoomParticipant(row, isHost || row.id === me.id)),
    hands: raised.map((row) => row.id),
    chat: chat.map((row) => toRoomChatMessage(row, isHost || input.viewerIsAdmin)),
  };
}
