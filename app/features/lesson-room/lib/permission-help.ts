/**
 * Why a camera or microphone could not be started, in words, and where to click to allow one the browser
 * refused, for the browser in use (its user agent): the check before entering and the room's own notice
 * after a failed start say the same.
 */

export type BrowserFamily =
  | "chrome"
  | "chrome-android"
  | "edge"
  | "firefox"
  | "safari"
  | "safari-ios"
  | "ios-app"
  | "other";

/** The browser a user agent names; every iPhone and iPad browser is Safari underneath, with its own settings. */
export function browserFamily(userAgent: string): BrowserFamily {
  if (/iPhone|iPad|iPod/.test(userAgent))
    return /CriOS|FxiOS|EdgiOS/.test(userAgent) ? "ios-app" : "safari-ios";
  if (/Edg(e|A)?\//.test(userAgent)) return "edge";
  if (/Firefox\//.test(userAgent)) return "firefox";
  if (/Android/.test(userAgent) && /Chrome\//.test(userAgent)) return "chrome-android";
  if (/Chrome\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Safari\//.test(userAgent)) return "safari";
  return "other";
}

/** Where to allow the camera and microphone for this site, then reload: the browser's own steps. */
export const PERMISSION_HELP: Record<BrowserFamily, string> = {
  chrome:
    "In Chrome, click the camera icon or the site settings icon at the left of the address bar, allow the camera and the microphone for this site, then reload the page.",
  "chrome-android":
    "In Chrome, tap the site settings icon at the left of the address bar, then Permissions, turn on Camera and Microphone, then reload the page.",
  edge: "In Edge, click the lock icon at the left of the address bar, then Permissions for this site, set Camera and Microphone to Allow, then reload the page.",
  firefox:
    "In Firefox, click the crossed-out camera or microphone icon at the left of the address bar, clear the Blocked permission with its ×, then reload the page and choose Allow.",
  safari:
    "In Safari, open the Safari menu, choose Settings for This Website, set Camera and Microphone to Allow, then reload the page.",
  "safari-ios":
    "In Safari, tap the aA icon in the address bar, then Website Settings, set Camera and Microphone to Allow, then reload the page.",
  "ios-app":
    "Open the Settings app, find this browser in the list, turn on Camera and Microphone, then come back and reload the page.",
  other:
    "Allow the camera and the microphone for this site in the browser's settings (usually from the icon at the left of the address bar), then reload the page.",
};

/** The computer itself blocks the browser (Chromium's "Permission denied by system"), whatever the site allows. */
export const SYSTEM_BLOCK_HELP =
  "The computer's own settings keep this browser from the camera or microphone. On a Mac: System Settings, Privacy & Security, Camera and Microphone, and turn this browser on. On Windows: Settings, Privacy & security, Camera and Microphone, and let apps use them. Then restart the browser.";

export type DeviceProblem = { title: string; help: string };

/** What a getUserMedia failure means and what to do about it (its errors are named, not worded). */
export function deviceProblem(failure: unknown, userAgent: string): DeviceProblem {
  const name = failure instanceof Error || failure instanceof DOMException ? failure.name : "";
  const message = failure instanceof Error || failure instanceof DOMException ? failure.message : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    if (/system/i.test(message)) return { title: "Blocked by the computer", help: SYSTEM_BLOCK_HELP };
    return {
      title: "The browser was not allowed to use the camera or microphone",
      help: PERMISSION_HELP[browserFamily(userAgent)],
    };
  }
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return {
      title: "No camera or microphone was found",
      help: "Plug one in and try again, or go on without it.",
    };
  return {
    title: "The camera or microphone could not be started",
    help: "Check that no other program (another call, say) is using it, then reload the page.",
  };
}
