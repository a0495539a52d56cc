import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ROOM_MESSAGES, type RoomTicket } from "#shared/schemas/lesson-room.ts";
import { useRoomState } from "../api/get-room-state.ts";
import { deviceProblem } from "../lib/permission-help.ts";
import { type LocalMedia, NO_MEDIA } from "../lib/room-connection.ts";
import { useAnnouncement } from "../lib/use-announcement.ts";
import { useRoomActions } from "../lib/use-room-actions.ts";
import { useRoomMedia } from "../lib/use-room-media.ts";
import { RoomCheckDialog, RoomCheckPanel } from "./room-check.tsx";
import { RoomOutcome, WaitingRoom } from "./room-outcome.tsx";
import { RoomView } from "./room-view.tsx";

/** The host arrives with camera and microphone on; children (muted, camera off) and observers with nothing. */
const startingMedia = (ticket: RoomTicket): LocalMedia =>
  ticket.role === "host" ? { microphone: true, camera: true, screen: false } : NO_MEDIA;

/** Why the browser could not start a device and what to do, for the browser in use. */
function mediaFailureText(failure: unknown): string {
  const problem = deviceProblem(failure, navigator.userAgent);
  return `${problem.title}. ${problem.help}`;
}

/**
 * One ticket's stay in the room: the state long-poll decides the screen (waiting, in, removed, ended), the
 * media follows it, and what the tutor did to this person's microphone and camera is applied here too.
 */
export function RoomSession({
  ticket,
  renewTicket,
}: {
  ticket: RoomTicket;
  renewTicket: () => Promise<boolean>;
}) {
  const sessionId = ticket.sessionId;
  const [left, setLeft] = useState(false);
  const { state, error, reconnecting } = useRoomState(sessionId, !left, ticket.participantId);
  const [media, setMedia] = useState(() => startingMedia(ticket));
  const status = state?.status ?? ticket.status;
  const connection = useRoomMedia({
    ticket,
    roomToken: ticket.roomToken ?? state?.roomToken ?? null,
    active: status === "admitted" && !left,
    media,
    hostFeedId: state?.participants.find((participant) => participant.role === "host")?.feedId ?? null,
    renewTicket,
    onScreenEnded: () => setMedia((current) => ({ ...current, screen: false })),
    onMediaFailed: (failure) => {
      changeMedia(NO_MEDIA);
      toast({
        variant: "destructive",
        title: "Camera or microphone",
        description: mediaFailureText(failure),
      });
    },
  });
  const actions = useRoomActions(sessionId, ticket.participantId);
  const announcement = useAnnouncement(state);
  const connected = connection.reconnect.phase === "connected";
  // An observer never sends: it has no camera or microphone to check.
  const sends = ticket.role !== "observer";

  // The tutor muted the microphone or stopped the camera: stop sending it here too.
  const micOffByHost = state?.me.micOffByHost ?? false;
  const cameraOffByHost = state?.me.cameraOffByHost ?? false;
  useEffect(() => {
    if (micOffByHost) setMedia((current) => ({ ...current, microphone: false }));
  }, [micOffByHost]);
  useEffect(() => {
    if (cameraOffByHost) setMedia((current) => ({ ...current, camera: false }));
  }, [cameraOffByHost]);

  // Once (re)connected, the others' tiles learn what this person sends; each later change is told by changeMedia.
  const { setMyMedia } = actions;
  const tellMedia = useRef(() => {});
  tellMedia.current = () => {
    if (ticket.role !== "observer") setMyMedia({ microphone: media.microphone, camera: media.camera });
  };
  useEffect(() => {
    if (connected) tellMedia.current();
  }, [connected]);

  const changeMedia = (next: LocalMedia) => {
    setMedia(next);
    if (next.microphone !== media.microphone || next.camera !== media.camera)
      setMyMedia({ microphone: next.microphone, camera: next.camera });
  };

  const screen = () => {
    if (left)
      return (
        <RoomOutcome title="You left the lesson" message="You left the lesson room.">
          <div>
            <Button onClick={() => renewTicket().then(() => setLeft(false))}>Join again</Button>
          </div>
        </RoomOutcome>
      );
    if (error) return <RoomOutcome title="Lesson room" message={error.serverMessage} />;
    if (status === "removed")
      return <RoomOutcome title="Removed from the lesson" message={ROOM_MESSAGES.removed} />;
    if (status === "ended") return <RoomOutcome title="The lesson has ended" message={ROOM_MESSAGES.ended} />;
    if (!state) return <RoomOutcome title="Lesson room" message="Joining the lesson…" />;
    if (status === "waiting")
      return (
        <WaitingRoom
          title="Lesson room"
          message={ROOM_MESSAGES.waiting}
          leave={
            <Button variant="outline" onClick={() => actions.leave(() => setLeft(true))}>
              Leave
            </Button>
          }
          check={sends ? <RoomCheckPanel iceServers={ticket.iceServers} /> : null}
        />
      );
    return (
      <RoomView
        state={state}
        media={media}
        onMediaChange={changeMedia}
        local={connection.local}
        remote={connection.remote}
        actions={actions}
        onLeft={() => setLeft(true)}
        reconnecting={reconnecting || connection.reconnect.phase === "waiting"}
        check={sends ? <RoomCheckDialog iceServers={ticket.iceServers} /> : null}
        picture={connection.picture}
      />
    );
  };
  return (
    <>
      <p role="status" className="sr-only">
        {connection.reconnect.phase === "waiting" ? "Reconnecting…" : announcement}
      </p>
      {screen()}
    </>
  );
}
