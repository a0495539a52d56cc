/**
 * The camera and microphone this browser chose for the room (the check before entering): kept for the tab
 * in sessionStorage, read by the media connection each time it starts a device. Null means the browser's
 * default device.
 */
export type DeviceChoice = { cameraId: string | null; microphoneId: string | null };

const KEY = "lesson-room-devices";
const NONE: DeviceChoice = { cameraId: null, microphoneId: null };

export function chosenDevices(): DeviceChoice {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<DeviceChoice> | null;
    return {
      cameraId: typeof kept?.cameraId === "string" ? kept.cameraId : null,
      microphoneId: typeof kept?.microphoneId === "string" ? kept.microphoneId : null,
    };
  } catch {
    return NONE;
  }
}

export function chooseDevices(choice: DeviceChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (a private window's quota): the choice lasts only until the page reloads.
  }
}
