import { ChevronDown, MicOff, UserX, VideoOff } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomParticipant } from "#shared/schemas/lesson-room.ts";
import type { ModerationAction } from "../api/moderate-participant.ts";
import { participantName } from "../lib/room-layout.ts";
import { ConfirmButton } from "./confirm-button.tsx";

/**
 * The host's actions on one child: Mute microphone, Stop camera, and Remove (asked first: a removed child
 * cannot come back to this lesson). A disclosure button opens them, named for the child.
 */
export function ParticipantMenu({
  participant,
  onAction,
}: {
  participant: RoomParticipant;
  onAction: (action: ModerationAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  const name = participantName(participant);
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={actionsId}
        onClick={() => setOpen(!open)}
        className="justify-between"
      >
        Actions<span className="sr-only"> for {name}</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      {open ? (
        <fieldset id={actionsId} className="flex flex-wrap gap-2">
          <legend className="sr-only">Actions for {name}</legend>
          <Button
            variant="outline"
            size="sm"
            icon={MicOff}
            disabled={!participant.microphoneOn}
            onClick={() => onAction("mute")}
          >
            Mute microphone
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={VideoOff}
            disabled={!participant.cameraOn}
            onClick={() => onAction("stop-camera")}
          >
            Stop camera
          </Button>
          <ConfirmButton
            variant="destructive"
            size="sm"
            icon={UserX}
            title={`Remove ${name} from the lesson?`}
            description="A child you remove cannot come back to this lesson."
            confirmLabel="Remove"
            onConfirm={() => onAction("remove")}
          >
            Remove
          </ConfirmButton>
        </fieldset>
      ) : null}
    </div>
  );
}
