/**
 * How a recording's link plays [2§9]: a YouTube link (watch, shorts, live, embed or youtu.be) is embedded
 * through the privacy-enhanced host, which sets no cookies until the viewer presses play; a file stored
 * on this site (`/api/files/<key>`, as the lesson room publishes its recordings, decision 054) and any
 * other https link play in the browser's own player. Only those play: anything else (plain http, which
 * the browser would block on an https page, `javascript:`, a malformed address) is not played at all.
 */
import { isUploadedFileUrl } from "#shared/schemas/file-addresses.ts";

export type VideoSource = { kind: "embed"; src: string } | { kind: "file"; src: string };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const PATH_ID = /^\/(?:shorts|embed|live|v)\/([^/]+)\/?$/;
const START = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

const isYouTubeHost = (host: string) => host === "youtu.be" || YOUTUBE_HOSTS.has(host);

/** The 11-character video id of a YouTube link, or null when it is not one (or the id is malformed). */
export function youTubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).replace(/\/$/, "");
  else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === "/watch" ? url.searchParams.get("v") : (PATH_ID.exec(url.pathname)?.[1] ?? null);
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** A start time (`t=90`, `t=1m30s`, `start=90`) in whole seconds, or null. */
function startSeconds(url: URL): number | null {
  const value = url.searchParams.get("t") ?? url.searchParams.get("start");
  const match = value ? START.exec(value) : null;
  if (!match || !value) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/** How to play a recording's link, or null when it cannot be played here. */
export function videoSource(videoUrl: string | null | undefined): VideoSource | null {
  if (!videoUrl) return null;
  // The site's own file is served in ranges to signed-in accounts: the player seeks without a download.
  if (isUploadedFileUrl(videoUrl.trim())) return { kind: "file", src: videoUrl.trim() };
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  const id = youTubeVideoId(url);
  if (id) {
    const start = startSeconds(url);
    return {
      kind: "embed",
      src: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}`,
    };
  }
  // A YouTube page that is not one video (a channel, a playlist) cannot play in a <video>.
  if (isYouTubeHost(url.hostname.toLowerCase())) return null;
  return { kind: "file", src: url.href };
}

/**
 * A recording's thumbnail as the player's poster: a file stored here or an https picture; nothing else
 * (the page's policy would block plain http, and a malformed address shows nothing).
 */
export function posterSource(thumbnail: string | null | undefined): string | undefined {
  const trimmed = thumbnail?.trim();
  if (!trimmed) return undefined;
  if (isUploadedFileUrl(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}
