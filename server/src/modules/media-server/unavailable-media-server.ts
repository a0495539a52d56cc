import type { MediaServerStatus } from "#shared/schemas/lesson-room.ts";
import type { MediaServer } from "./media-server.port.ts";

/** How an admin turns the room on, shown on the admin dashboard while there is no media server. */
export const HOW_TO_ENABLE_MEDIA_SERVER =
  'Install Debian\'s package "janus" (apt-get install janus) and restart: the app runs its own media server. Or point JANUS_HTTP_URL and the other JANUS_ settings at a Janus run elsewhere (see the README).';

class MediaServerUnavailableError extends Error {}

/**
 * The media server when there is none (DECISIONS.md: "Without any media server the room is unavailable:
 * the session pages keep the streaming link, the room page says so, and the admin dashboard shows how to
 * enable it"). Every room call refuses; the lesson-room service checks `available` first.
 */
export function unavailableMediaServer(
  reason: string,
  mode: "off" | "own" | "external" = "off",
): MediaServer {
  const refuse = async () => {
    throw new MediaServerUnavailableError(reason);
  };
  const status: MediaServerStatus = {
    available: false,
    mode,
    reason,
    howToEnable: HOW_TO_ENABLE_MEDIA_SERVER,
  };
  return {
    available: false,
    status: () => status,
    browserUrl: "",
    iceServersFor: () => [],
    ensureRoom: refuse,
    destroyRoom: refuse,
    recordingFolder: () => null,
    allowToken: refuse,
    disallowToken: refuse,
    kick: refuse,
    participantsOf: refuse,
    moderate: refuse,
    destroySession: refuse,
    sessionToken: () => {
      throw new MediaServerUnavailableError(reason);
    },
    roomToken: () => {
      throw new MediaServerUnavailableError(reason);
    },
    eventsAuthorised: () => false,
    start: async () => {},
    stop: async () => {},
    onRestart: () => {},
  };
}
