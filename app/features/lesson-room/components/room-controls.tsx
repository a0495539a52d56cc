import { Hand, LogOut, Mic, MicOff, MonitorUp, PhoneOff, Users, Video, VideoOff } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomRole } from "#shared/schemas/lesson-room.ts";
import type { LocalMedia } from "../lib/room-connection.ts";
import { ConfirmButton } from "./confirm-button.tsx";

/** The control bar's buttons: at least 44 px high, the label under the icon on a phone. */
const barButton = "h-auto min-h-11 flex-col gap-0.5 px-3 py-1 text-xs sm:flex-row sm:gap-2 sm:text-sm";

/** A switch of the control bar: a real button whose name says what it controls and whether it is on. */
function Toggle({
  on,
  label,
  icon,
  onToggle,
  disabled = false,
}: {
  on: boolean;
  label: string;
  icon: ReactNode;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant={on ? "default" : "outline"}
      aria-pressed={on}
      disabled={disabled}
      onClick={onToggle}
      className={barButton}
    >
      {icon}
      {label}
      <span className="sr-only">{on ? " is on" : " is off"}</span>
    </Button>
  );
}

/**
 * The room's controls: Microphone and Camera (not for an observer, who never sends), Share screen (the
 * host), Raise hand (children), the people-and-chat sheet on a phone, Leave, and End Lesson (the host,
 * asked first). On a phone it is a bar fixed at the bottom of the screen.
 */
export function RoomControls({
  role,
  media,
  onMediaChange,
  handRaised,
  onHandChange,
  onLeave,
  onEnd,
  panelsButton,
}: {
  role: RoomRole;
  media: LocalMedia;
  onMediaChange: (media: LocalMedia) => void;
  handRaised: boolean;
  onHandChange: (raised: boolean) => void;
  onLeave: () => void;
  onEnd: () => void;
  /** The button opening people and chat, on a phone. */
  panelsButton?: ReactNode;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Lesson controls"
      className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-center gap-2 border-t border-slate-200 bg-white p-2 lg:static lg:rounded-lg lg:border"
    >
      {role === "observer" ? null : (
        <>
          <Toggle
            on={media.microphone}
            label="Microphone"
            icon={media.microphone ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
            onToggle={() => onMediaChange({ ...media, microphone: !media.microphone })}
          />
          <Toggle
            on={media.camera}
            label="Camera"
            icon={media.camera ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
            onToggle={() => onMediaChange({ ...media, camera: !media.camera })}
          />
        </>
      )}
      {role === "host" ? (
        <Toggle
          on={media.screen}
          label="Share screen"
          icon={<MonitorUp aria-hidden="true" />}
          onToggle={() => onMediaChange({ ...media, screen: !media.screen })}
        />
      ) : null}
      {role === "participant" ? (
        <Toggle
          on={handRaised}
          label="Raise hand"
          icon={<Hand aria-hidden="true" />}
          onToggle={() => onHandChange(!handRaised)}
        />
      ) : null}
      {panelsButton}
      <Button variant="outline" className={barButton} onClick={onLeave}>
        <LogOut aria-hidden="true" />
        Leave
      </Button>
      {role === "host" ? (
        <ConfirmButton
          variant="destructive"
          className={barButton}
          title="End the lesson for everyone?"
          description="The room closes for all the children and cannot be opened again for this session."
          confirmLabel="End Lesson"
          onConfirm={onEnd}
        >
          <PhoneOff aria-hidden="true" />
          End Lesson
        </ConfirmButton>
      ) : null}
    </div>
  );
}

/** The phone's button opening people and chat as a sheet. */
export function PanelsButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button variant="outline" className={barButton} onClick={onOpen}>
      <Users aria-hidden="true" />
      People and chat
    </Button>
  );
}
