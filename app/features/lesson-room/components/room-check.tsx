import { MonitorCheck, Wifi, WifiOff } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/input.tsx";
import { type IceServer, networkWords } from "../lib/network-check.ts";
import { deviceProblem } from "../lib/permission-help.ts";
import { type DeviceOption, useDevicePreview, useMicrophoneLevel } from "../lib/use-device-preview.ts";
import { type NetworkCheckState, useNetworkCheck } from "../lib/use-network-check.ts";

/** The camera's picture as only this person sees it: mirrored, silent. */
function PreviewVideo({ track }: { track: MediaStreamTrack }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = new MediaStream([track]);
  }, [track]);
  return (
    <video
      ref={video}
      aria-label="Your camera's picture"
      autoPlay
      playsInline
      muted
      className="aspect-video w-full -scale-x-100 rounded-md bg-slate-900 object-cover"
    />
  );
}

function LevelMeter({ level, id }: { level: number; id: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Microphone level
      </label>
      <meter id={id} min={0} max={100} value={level} className="h-3 w-full">
        {level}%
      </meter>
    </div>
  );
}

function DeviceSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: DeviceOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <Field id={id} label={label}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function NetworkResult({
  state,
  servers,
  onAgain,
}: {
  state: NetworkCheckState;
  servers: readonly IceServer[];
  onAgain: () => void;
}) {
  const words = networkWords(state, servers);
  const Icon = state === "direct" || state === "relay" || state === "checking" ? Wifi : WifiOff;
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3">
      <p role="status" className="flex items-start gap-2 font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {words.result}
      </p>
      {words.advice ? <p className="text-sm text-slate-700">{words.advice}</p> : null}
      {state === "relay" || state === "none" ? (
        <div>
          <Button variant="outline" size="sm" onClick={onAgain}>
            Check the network again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The check before entering (DECISIONS.md "Before entering, a check"), the same for every role: the
 * camera's picture, the microphone's level, the camera and microphone to choose (kept for the room's
 * media), a refusal explained for this browser, and whether this network reaches the lesson with the
 * ticket's own relay. It changes which device the room uses, never whether it is on; everything it opened
 * is stopped when it goes away.
 */
export function RoomCheck({ iceServers, note }: { iceServers: readonly IceServer[]; note: string }) {
  const id = useId();
  const preview = useDevicePreview();
  const level = useMicrophoneLevel(preview.stream);
  const network = useNetworkCheck(iceServers);
  const camera = preview.stream?.getVideoTracks()[0] ?? null;
  const problem = preview.failure ? deviceProblem(preview.failure, navigator.userAgent) : null;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          {camera ? (
            <PreviewVideo track={camera} />
          ) : (
            <div className="flex aspect-video w-full items-center justify-center rounded-md bg-slate-800 p-4 text-center text-sm text-white">
              {preview.starting ? "Starting the camera…" : "No camera picture"}
            </div>
          )}
          <LevelMeter level={level} id={`${id}-level`} />
        </div>
        <div className="grid content-start gap-3">
          <DeviceSelect
            id={`${id}-camera`}
            label="Camera"
            options={preview.cameras}
            value={preview.cameraId}
            onChange={(cameraId) => preview.choose({ cameraId })}
          />
          <DeviceSelect
            id={`${id}-microphone`}
            label="Microphone"
            options={preview.microphones}
            value={preview.microphoneId}
            onChange={(microphoneId) => preview.choose({ microphoneId })}
          />
          {problem || !preview.supported ? (
            <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-medium">
                {problem?.title ?? "This browser cannot use a camera or microphone here."}
              </p>
              {problem ? <p>{problem.help}</p> : null}
              <p>You can still enter the lesson without a camera or microphone.</p>
            </div>
          ) : null}
          <p className="text-sm text-slate-600">{note}</p>
        </div>
      </div>
      <NetworkResult state={network.state} servers={iceServers} onAgain={network.again} />
    </div>
  );
}

/** The check in the waiting room, while the tutor has not let the child in yet. */
export function RoomCheckPanel({ iceServers }: { iceServers: readonly IceServer[] }) {
  const heading = useId();
  return (
    <section
      aria-labelledby={heading}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={heading} className="text-base font-semibold">
        While you wait: your camera, microphone and network
      </h2>
      <RoomCheck
        iceServers={iceServers}
        note="Only you see this picture. You enter the lesson with your microphone and camera off; turn them on there when you need them."
      />
    </section>
  );
}

/** The same check from inside the room (the host enters without waiting), in a dialog. */
export function RoomCheckDialog({ iceServers }: { iceServers: readonly IceServer[] }) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      className="max-w-2xl"
      trigger={
        <Button variant="outline" size="sm" icon={MonitorCheck}>
          Check camera and microphone
        </Button>
      }
      title="Check camera and microphone"
      description="Your camera's picture, your microphone's level, which ones the lesson uses, and whether this network reaches the lesson."
    >
      <RoomCheck
        iceServers={iceServers}
        note="Only you see this picture. A camera or microphone chosen here is used the next time you turn it on."
      />
      <DialogFooter>
        <Button onClick={() => setOpen(false)}>Done</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
