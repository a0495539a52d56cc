import { api } from "#app/lib/api-client.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** What the host may do to one person: `POST …/room/participants/{participantId}/{action}`. */
export const MODERATION_ACTIONS = ["remove", "mute", "stop-camera", "lower-hand"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderateParticipant = (sessionId: number, participantId: number, action: ModerationAction) =>
  api.post<void>(`${roomPath(sessionId)}/participants/${participantId}/${action}`);

export const useModerateParticipant = (sessionId: number) =>
  useRoomMutation(
    sessionId,
    ({ participantId, action }: { participantId: number; action: ModerationAction }) =>
      moderateParticipant(sessionId, participantId, action),
  );
