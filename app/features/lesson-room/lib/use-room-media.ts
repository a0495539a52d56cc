import { useEffect, useReducer, useRef, useState } from "react";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import { connectRoom } from "./janus-client.ts";
import { initialReconnectState, reconnectReducer } from "./reconnect.ts";
import type { LocalMedia, RoomConnection } from "./room-connection.ts";

type RoomMediaOptions = {
  ticket: RoomTicket;
  /** The room's token (the ticket's, or the state's once the host admitted the child); null while waiting. */
  roomToken: string | null;
  /** Whether to be in the room's media at all: false while waiting, once removed, ended or left. */
  active: boolean;
  /** What this person sends. */
  media: LocalMedia;
  /** The tutor's feed in the room, once known. */
  hostFeedId: number | null;
  /** Asks for a new ticket after a drop; resolves false when none came (the next try waits longer). */
  renewTicket: () => Promise<boolean>;
  /** The camera, microphone or screen could not be started (no device, permission refused): nothing is sent. */
  onMediaFailed: (error: unknown) => void;
  /** The screen share was stopped from the browser's own control. */
  onScreenEnded: () => void;
};

/** A device that fails is the person's to fix, not a lost connection: it never starts a reconnection. */
const send = (to: RoomConnection, wanted: LocalMedia, onFailed: (error: unknown) => void) =>
  to.setMedia(wanted).catch(onFailed);

/**
 * The room's media for the screen: connects with the ticket once there is a room token, keeps what is
 * sent in step with `media`, and after a drop waits (reconnect.ts), asks for a new ticket and joins again.
 */
export function useRoomMedia(options: RoomMediaOptions) {
  const { ticket, roomToken, active, media } = options;
  const [reconnect, dispatch] = useReducer(reconnectReducer, initialReconnectState);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<ReadonlyMap<number, MediaStream>>(new Map());
  const [picture, setPicture] = useState<string | null>(null);
  const connection = useRef<RoomConnection | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const hasToken = roomToken !== null;

  useEffect(() => {
    if (!active || !hasToken) return;
    let cancelled = false;
    let opened: RoomConnection | null = null;
    const start = async () => {
      try {
        opened = await connectRoom(ticket, {
          onLocalStream: (stream) => !cancelled && setLocal(stream),
          onRemoteStreams: (streams) => !cancelled && setRemote(streams),
          onDropped: () => !cancelled && dispatch({ type: "dropped" }),
          onScreenEnded: () => !cancelled && latest.current.onScreenEnded(),
          isHostFeed: (feed) => feed === latest.current.hostFeedId,
          onPicture: (lowered) => !cancelled && setPicture(lowered),
        });
        if (cancelled) return opened.close();
        await opened.join(latest.current.roomToken ?? "");
        if (cancelled) return;
        connection.current = opened;
        dispatch({ type: "connected" });
      } catch {
        if (!cancelled) dispatch({ type: "dropped" });
        return;
      }
      await send(opened, latest.current.media, (error) => latest.current.onMediaFailed(error));
    };
    void start();
    return () => {
      cancelled = true;
      connection.current = null;
      opened?.close();
      setRemote(new Map());
      setLocal(null);
      setPicture(null);
    };
  }, [ticket, active, hasToken]);

  // Send what is on whenever it changes (a connection being made sends it once joined).
  const { microphone, camera, screen } = media;
  useEffect(() => {
    if (connection.current)
      void send(connection.current, { microphone, camera, screen }, (error) =>
        latest.current.onMediaFailed(error),
      );
  }, [microphone, camera, screen]);

  useEffect(() => {
    if (reconnect.phase !== "waiting") return;
    const timer = setTimeout(async () => {
      dispatch({ type: "retry" });
      // A new ticket re-runs the connection above; without one, the try failed.
      if (!(await latest.current.renewTicket())) dispatch({ type: "dropped" });
    }, reconnect.delayMs);
    return () => clearTimeout(timer);
  }, [reconnect]);

  return { local, remote, reconnect, picture };
}
