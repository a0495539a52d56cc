/**
 * What the room screen knows of its media connection, apart from janus.js (lib/janus-client.ts), so the
 * screen and its tests need not load the library.
 */
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";

/** What this person sends: the microphone, the camera and (the host) the screen. */
export type LocalMedia = { microphone: boolean; camera: boolean; screen: boolean };

export const NO_MEDIA: LocalMedia = { microphone: false, camera: false, screen: false };

export type RoomConnectionEvents = {
  /** This person's own camera and screen as they are sent (for the own tile), null when none is. */
  onLocalStream: (stream: MediaStream | null) => void;
  /** Every other publisher's media, by feed id (the participants' `feedId`). */
  onRemoteStreams: (streams: ReadonlyMap<number, MediaStream>) => void;
  /** The connection was lost (network, media server restart, kicked): the caller reconnects. */
  onDropped: (reason: string) => void;
  /** The person stopped sharing the screen from the browser's own control. */
  onScreenEnded: () => void;
  /** Whether a feed is the tutor's (sent in several qualities, the page picks one). */
  isHostFeed: (feed: number) => boolean;
  /** What the page says of the picture it receives: null when it takes all the tutor sends. */
  onPicture: (lowered: string | null) => void;
};

export type RoomConnection = {
  /** Joins the room with its token; resolves once the media server answered `joined`. */
  join: (roomToken: string) => Promise<void>;
  /** Sends what is on; the changes are applied one after another. */
  setMedia: (media: LocalMedia) => Promise<void>;
  close: () => void;
};

export type ConnectRoom = (ticket: RoomTicket, events: RoomConnectionEvents) => Promise<RoomConnection>;

/**
 * The media server's WebSocket address: the ticket gives a path on this origin (the app's proxy,
 * `/api/media-server/ws`) or a full address of a media server run elsewhere, used as it is.
 */
export function mediaServerAddress(url: string, page: { protocol: string; host: string }): string {
  if (!url.startsWith("/")) return url;
  return `${page.protocol === "https:" ? "wss:" : "ws:"}//${page.host}${url}`;
}
