/**
 * Janus's signed tokens (token_auth_secret, and VideoRoom rooms with `signed_tokens`): the data is
 * `<unix expiry>,<realm or plugin>,<descriptor>…` and the token is `data + ":" + base64(HMAC-SHA1(secret,
 * data))`. Janus itself checks the signature, the expiry and the descriptors, so a forged, edited, expired
 * or other room's token is refused by the media server, not only by the app (docs/decisions/053).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const VIDEOROOM_PLUGIN = "janus.plugin.videoroom";

/** A descriptor is one comma-separated item: Janus compares them exactly, so none may hold `,` or `:`. */
function checkDescriptor(descriptor: string): void {
  if (descriptor.length === 0 || /[,:\s]/.test(descriptor)) {
    throw new Error(
      `A Janus token descriptor cannot be empty or hold a comma, colon or space: "${descriptor}"`,
    );
  }
}

/**
 * Signs `descriptors` (the first is the realm: `janus` for the core, or a plugin name) valid until
 * `expiresAt` (Janus reads whole seconds). Refuses a token naming more than one room: Janus accepts such a
 * token for each room it names.
 */
export function signJanusToken(secret: string, expiresAt: Date, descriptors: readonly string[]): string {
  if (secret.length === 0) throw new Error("A Janus token needs a secret.");
  if (descriptors.length === 0) throw new Error("A Janus token needs at least its realm.");
  for (const descriptor of descriptors) checkDescriptor(descriptor);
  if (descriptors.filter((descriptor) => descriptor.startsWith("room=")).length > 1) {
    throw new Error("A Janus room token names exactly one room.");
  }
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expiry) || expiry <= 0) throw new Error("A Janus token needs a valid expiry.");
  const data = [String(expiry), ...descriptors].join(",");
  return `${data}:${createHmac("sha1", secret).update(data).digest("base64")}`;
}

/** The core token a browser opens its media-server session with: reaches only the VideoRoom plugin. */
export function janusSessionToken(secret: string, uid: string, expiresAt: Date): string {
  return signJanusToken(secret, expiresAt, ["janus", VIDEOROOM_PLUGIN, `uid=${uid}`]);
}

/** The VideoRoom token for one room (`signed_tokens` rooms check it on every join). */
export function janusRoomToken(secret: string, room: number, uid: string, expiresAt: Date): string {
  if (!Number.isSafeInteger(room) || room <= 0) throw new Error(`Not a Janus room id: ${room}`);
  return signJanusToken(secret, expiresAt, [VIDEOROOM_PLUGIN, `room=${room}`, `uid=${uid}`]);
}

export type ReadJanusToken = {
  expiresAt: Date;
  descriptors: string[];
  uid: string | null;
  room: number | null;
};

/**
 * Reads a token the app signed (e.g. the room token in Janus's `joined` event): null when its signature
 * is not ours. The expiry is returned, not checked: an event about a token is true after it expired.
 */
export function readJanusToken(secret: string, token: string): ReadJanusToken | null {
  const colon = token.lastIndexOf(":");
  if (colon <= 0) return null;
  const data = token.slice(0, colon);
  const given = Buffer.from(token.slice(colon + 1), "base64");
  const expected = createHmac("sha1", secret).update(data).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [expiry, ...descriptors] = data.split(",");
  const seconds = Number(expiry);
  if (!Number.isSafeInteger(seconds) || descriptors.length === 0) return null;
  const value = (name: string) => {
    const found = descriptors.filter((descriptor) => descriptor.startsWith(`${name}=`));
    return found.length === 1 ? found[0]!.slice(name.length + 1) : null;
  };
  const room = value("room");
  return {
    expiresAt: new Date(seconds * 1000),
    descriptors,
    uid: value("uid"),
    room: room !== null && /^\d+$/.test(room) ? Number(room) : null,
  };
}
