import { useEffect, useState } from "react";
import { chooseDevices, chosenDevices, type DeviceChoice } from "./device-choice.ts";

/** A camera or microphone to choose: its id and its name (known once the browser was allowed to use it). */
export type DeviceOption = { id: string; label: string };

type Opened = { stream: MediaStream | null; failure: unknown };

const stop = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

const canCapture = () => typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Opens the chosen camera and microphone (the browser's default when none is chosen; a chosen one that has
 * gone falls back to another). A refusal covers both; a missing or busy device leaves the other one open.
 */
async function openDevices(choice: DeviceChoice): Promise<Opened> {
  const video = choice.cameraId ? { deviceId: choice.cameraId } : true;
  const audio = choice.microphoneId ? { deviceId: choice.microphoneId } : true;
  const media = navigator.mediaDevices;
  try {
    return { stream: await media.getUserMedia({ video, audio }), failure: null };
  } catch (failure) {
    if (failure instanceof Error && failure.name === "NotAllowedError") return { stream: null, failure };
    const tracks: MediaStreamTrack[] = [];
    let last: unknown = failure;
    for (const constraints of [{ video }, { audio }]) {
      try {
        tracks.push(...(await media.getUserMedia(constraints)).getTracks());
      } catch (alone) {
        last = alone;
      }
    }
    return { stream: tracks.length > 0 ? new MediaStream(tracks) : null, failure: last };
  }
}

const optionsOf = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, name: string): DeviceOption[] =>
  devices
    .filter((device) => device.kind === kind && device.deviceId !== "")
    .map((device, index) => ({ id: device.deviceId, label: device.label || `${name} ${index + 1}` }));

/**
 * The camera's picture and the microphone for the check before entering: opened on arrival and again with
 * each device chosen (kept by `chooseDevices` for the room's media), every track stopped when the check
 * goes away, so the room finds the camera free.
 */
export function useDevicePreview() {
  const [supported] = useState(canCapture);
  const [choice, setChoice] = useState(chosenDevices);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const media = navigator.mediaDevices;
    const listDevices = () =>
      media
        .enumerateDevices()
        .then((list) => !cancelled && setDevices(list))
        .catch(() => {});
    void openDevices(choice).then((result) => {
      if (cancelled) return stop(result.stream);
      stream = result.stream;
      setOpened(result);
      void listDevices();
    });
    media.addEventListener?.("devicechange", listDevices);
    return () => {
      cancelled = true;
      media.removeEventListener?.("devicechange", listDevices);
      stop(stream);
      setOpened(null);
    };
  }, [supported, choice]);

  const stream = opened?.stream ?? null;
  const inUse = (kind: "video" | "audio") =>
    (kind === "video" ? stream?.getVideoTracks() : stream?.getAudioTracks())?.[0]?.getSettings().deviceId ??
    "";
  return {
    supported,
    starting: supported && opened === null,
    stream,
    failure: opened?.failure ?? null,
    cameras: optionsOf(devices, "videoinput", "Camera"),
    microphones: optionsOf(devices, "audioinput", "Microphone"),
    cameraId: choice.cameraId ?? inUse("video"),
    microphoneId: choice.microphoneId ?? inUse("audio"),
    choose: (change: Partial<DeviceChoice>) => {
      const next = { ...choice, ...change };
      chooseDevices(next);
      setChoice(next);
    },
  };
}

/** How loud the microphone is, 0 to 100, measured ten times a second while the stream has sound, falling back slowly. */
export function useMicrophoneLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!track || typeof AudioContext === "undefined") return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A page opened without a click may start its sound suspended: the first click or key starts it.
    const resume = () => void context.resume().catch(() => {});
    window.addEventListener("pointerdown", resume, { once: true });
    window.addEventListener("keydown", resume, { once: true });
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      const heard = Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 400));
      // A meter falls back slowly, as people read one: a short sound stays visible for a moment.
      setLevel((current) => {
        const next = Math.max(heard, Math.floor(current * 0.8));
        return Math.abs(current - next) < 2 && next !== 0 ? current : next;
      });
    }, 100);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pointerdown", resume);
      window.removeEventListener("keydown", resume);
      void context.close().catch(() => {});
      setLevel(0);
    };
  }, [stream]);
  return level;
}
