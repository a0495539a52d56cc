import { hashKey, skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { RoomState } from "#shared/schemas/lesson-room.ts";
import { reconnectDelay } from "../lib/reconnect.ts";
import { roomKeys, roomPath } from "./room-keys.ts";

/**
 * `GET …/room/state?since=`: the room as this person sees it. The server answers at once when its version
 * is above `since`, else on the next change or after at most 25 seconds with the same version.
 */
export function getRoomState(sessionId: number, since?: number, participantId?: number) {
  const query = new URLSearchParams();
  if (participantId !== undefined) query.set("participant", String(participantId));
  if (since !== undefined) query.set("since", String(since));
  const search = query.size > 0 ? `?${query}` : "";
  return api.get<RoomState>(`${roomPath(sessionId)}/state${search}`);
}

/** An unchanged answer that came back sooner than this is followed by a pause, so a hurried server is not asked in a loop. */
export const ROOM_STATE_IDLE_PAUSE_MS = 1000;

/**
 * The room's state kept current by one long-poll loop (in the query cache, so mutations mark it stale).
 * A network failure or a server error is retried with the reconnection waits and reported as
 * `reconnecting`; a refusal (403, 404, 409…) ends the loop with `error`. The loop stops once the person is
 * removed or the lesson ended, and while `enabled` is false.
 */
export function useRoomState(sessionId: number, enabled: boolean, participantId?: number) {
  const queryClient = useQueryClient();
  const { data } = useQuery<RoomState>({ queryKey: roomKeys.state(sessionId), queryFn: skipToken });
  const [error, setError] = useState<ApiError | null>(null);
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    setError(null);
    const key = roomKeys.state(sessionId);
    let stopped = false;
    let wake = () => {};
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.action.type === "invalidate" &&
        event.query.queryHash === hashKey(key)
      )
        wake();
    });
    const loop = async () => {
      let failures = 0;
      while (!stopped) {
        const since = queryClient.getQueryData<RoomState>(key)?.version;
        const askedAt = Date.now();
        try {
          const state = await getRoomState(sessionId, since, participantId);
          if (stopped) return;
          failures = 0;
          setReconnecting(false);
          queryClient.setQueryData(key, state);
          if (state.status === "removed" || state.status === "ended") return;
          if (state.version === since && Date.now() - askedAt < ROOM_STATE_IDLE_PAUSE_MS)
            await pause(ROOM_STATE_IDLE_PAUSE_MS);
        } catch (caught) {
          if (stopped) return;
          if (caught instanceof ApiError && caught.status < 500 && caught.status !== 429) {
            // A login session that ended sends the person to sign in, as the query client does for its queries.
            if (caught.status === 401) queryClient.setQueryData(currentUserQueryKey, null);
            setError(caught);
            return;
          }
          failures += 1;
          setReconnecting(true);
          await pause(reconnectDelay(failures));
        }
      }
    };
    void loop();
    return () => {
      stopped = true;
      wake();
      unsubscribe();
    };
  }, [enabled, sessionId, participantId, queryClient]);

  return { state: data, error, reconnecting };
}
