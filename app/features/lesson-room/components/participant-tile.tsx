import { Hand, Mic, MicOff, Video, VideoOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { IconText } from "#app/components/ui/icon-text.tsx";
import type { RoomParticipant } from "#shared/schemas/lesson-room.ts";
import { participantName } from "../lib/room-layout.ts";

/** One video element showing one track; the own tile is muted (nobody needs to hear themselves). */
function TrackVideo({
  track,
  feedId,
  muted,
  label,
}: {
  track: MediaStreamTrack | null;
  feedId: number | null;
  muted: boolean;
  label: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = track ? new MediaStream([track]) : null;
  }, [track]);
  return (
    <video
      ref={video}
      data-feed-id={feedId ?? undefined}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className="aspect-video w-full rounded-md bg-slate-900 object-cover"
    />
  );
}

/** The remote person's sound, played by an element of its own (the camera may be off). */
function StreamAudio({ stream }: { stream: MediaStream }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audio.current) audio.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live lesson's sound has no caption file; the chat carries text
  return <audio ref={audio} autoPlay />;
}

/**
 * A person's tile: the camera (and the host's shared screen), the name under it, and whether the
 * microphone and camera are on and the hand raised, each in words as well as icons.
 */
export function ParticipantTile({
  participant,
  stream,
  isMe,
  handRaised,
}: {
  participant: RoomParticipant;
  stream: MediaStream | null;
  isMe: boolean;
  handRaised: boolean;
}) {
  const name = participantName(participant);
  const videoTracks = stream?.getVideoTracks() ?? [];
  const caption = isMe ? `${name} (you)` : name;
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
      {videoTracks.length === 0 ? (
        <div
          className="flex aspect-video w-full items-center justify-center rounded-md bg-slate-800 text-3xl font-semibold text-white"
          aria-hidden="true"
        >
          {name.slice(0, 1).toUpperCase()}
        </div>
      ) : (
        videoTracks.map((track, index) => (
          <TrackVideo
            key={track.id}
            track={track}
            feedId={participant.feedId}
            muted
            label={index === 0 ? `${caption}: camera` : `${caption}: shared screen`}
          />
        ))
      )}
      {stream && !isMe && stream.getAudioTracks().length > 0 ? <StreamAudio stream={stream} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium">{caption}</span>
        <span className="flex flex-wrap items-center gap-2 text-slate-600">
          {handRaised ? <IconText icon={Hand}>Hand raised</IconText> : null}
          <IconText icon={participant.microphoneOn ? Mic : MicOff}>
            {participant.microphoneOn ? "Microphone on" : "Microphone off"}
          </IconText>
          <IconText icon={participant.cameraOn ? Video : VideoOff}>
            {participant.cameraOn ? "Camera on" : "Camera off"}
          </IconText>
        </span>
      </div>
    </li>
  );
}
