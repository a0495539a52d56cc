/**
 * What a page sends, as janus.js's tracks: the microphone and camera chosen before entering (device-choice.ts),
 * the tutor's camera and screen in several qualities (picture-quality.ts) and children's camera small.
 */
import type { JanusJS } from "janus-gateway";
import { chosenDevices } from "./device-choice.ts";
import type { LocalMedia } from "./room-connection.ts";

/** A child's camera: enough for a class's tiles, and what one core can forward for a dozen people. */
const CAMERA = { width: { ideal: 320 }, height: { ideal: 240 } };
/** The tutor's camera, sent in three sizes (picture-quality.ts): each page takes the one it can. */
const HOST_CAMERA = { width: { ideal: 1280 }, height: { ideal: 720 } };
/** An encoding with its scalability mode (in the browsers, not yet in TypeScript's DOM types). */
type Layer = RTCRtpEncodingParameters & { scalabilityMode: string };
/**
 * The tutor's three qualities, highest first (the media server's substreams 2, 1 and 0), each with two frame
 * rates. The browser leaves out the smallest when the camera is too small for it (under 960×540).
 */
const LAYERS: Layer[] = [
  { rid: "h", active: true, maxBitrate: 800_000, scaleResolutionDownBy: 1, scalabilityMode: "L1T2" },
  { rid: "m", active: true, maxBitrate: 250_000, scaleResolutionDownBy: 2, scalabilityMode: "L1T2" },
  { rid: "l", active: true, maxBitrate: 80_000, scaleResolutionDownBy: 4, scalabilityMode: "L1T2" },
];

export function tracksToSend(media: LocalMedia, host: boolean): JanusJS.TrackOption[] {
  const tracks: JanusJS.TrackOption[] = [];
  const devices = chosenDevices();
  const qualities = host ? { simulcast: true, sendEncodings: LAYERS } : {};
  if (media.microphone)
    tracks.push({
      type: "audio",
      capture: devices.microphoneId ? { deviceId: { ideal: devices.microphoneId } } : true,
      recv: false,
    });
  if (media.camera)
    tracks.push({
      type: "video",
      capture: {
        ...(host ? HOST_CAMERA : CAMERA),
        ...(devices.cameraId ? { deviceId: { ideal: devices.cameraId } } : {}),
      },
      recv: false,
      ...qualities,
    });
  if (media.screen) tracks.push({ type: "screen", capture: true, recv: false, ...qualities });
  return tracks;
}
