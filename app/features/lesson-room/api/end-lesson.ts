import { api } from "#app/lib/api-client.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/end` (the host): closes the room for everyone; later tickets answer "This lesson has ended." */
export const endLesson = (sessionId: number) => api.post<void>(`${roomPath(sessionId)}/end`);

export const useEndLesson = (sessionId: number) => useRoomMutation(sessionId, () => endLesson(sessionId));
