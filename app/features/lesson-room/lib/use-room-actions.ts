import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useAdmitChildren } from "../api/admit-children.ts";
import { useEndLesson } from "../api/end-lesson.ts";
import { useHideChatMessage } from "../api/hide-chat-message.ts";
import { useLeaveRoom } from "../api/leave-room.ts";
import { type ModerationAction, useModerateParticipant } from "../api/moderate-participant.ts";
import { usePostChatMessage } from "../api/post-chat-message.ts";
import { useSetHand } from "../api/raise-hand.ts";
import { useSetMyMedia } from "../api/set-my-media.ts";

/** A failed room call says the server's message in a toast; the room's state stays as the server has it. */
const onError = (error: unknown) =>
  toast({ variant: "destructive", title: "Error", description: errorMessage(error) });

/**
 * Every call the room screen makes, each reporting its failure the same way; the person's own calls name
 * the ticket's participant (`participantId`).
 */
export function useRoomActions(sessionId: number, participantId?: number) {
  const admit = useAdmitChildren(sessionId);
  const moderate = useModerateParticipant(sessionId);
  const hand = useSetHand(sessionId, participantId);
  const myMedia = useSetMyMedia(sessionId, participantId);
  const chat = usePostChatMessage(sessionId, participantId);
  const hide = useHideChatMessage(sessionId);
  const leave = useLeaveRoom(sessionId, participantId);
  const end = useEndLesson(sessionId);
  return {
    admit: (body: { participantIds: number[] } | { all: true }) => admit.mutate(body, { onError }),
    moderate: (participantId: number, action: ModerationAction) =>
      moderate.mutate({ participantId, action }, { onError }),
    setHand: (raised: boolean) => hand.mutate(raised, { onError }),
    setMyMedia: (body: { microphone?: boolean; camera?: boolean }) => myMedia.mutate(body, { onError }),
    /** Rejects with the server's refusal, which the chat form shows under the field. */
    sendChat: (text: string) => chat.mutateAsync({ text }),
    hideChat: (messageId: number) => hide.mutate(messageId, { onError }),
    leave: (onLeft: () => void) => leave.mutate(undefined, { onError, onSettled: onLeft }),
    end: () => end.mutate(undefined, { onError }),
  };
}
