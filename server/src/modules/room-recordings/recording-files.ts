/**
 * A room's raw recording files as Janus's VideoRoom writes them (docs/decisions/054): one `.mjr` file per
 * recorded publish and per stream, named `<part>-<audio|video>-<mindex>.mjr`, where the part's name is the
 * one the product chose (`videoroom-<room>-user-<feed>-<µs>`, Janus's own naming) and kept (decision 060).
 * Each starts with `MJR00002`, a 16-bit length and a JSON header: `t` the kind ("a"/"v"), `c` the codec,
 * `d` the stream's description (the room's client describes each video as "camera" or "screen"), `s` when
 * the file was made and `u` when its first packet came (µs since the epoch). The header is read here, not
 * with `janus-pp-rec -j`, which crashes on a file cut short.
 */
import { open, readdir } from "node:fs/promises";
import path from "node:path";

const NAME = /^videoroom-(\d+)-user-(\d+)-(\d+)-(audio|video)-(\d+)\.mjr$/;
const MAGIC = "MJR00002";
/** Far more than any header Janus writes; a longer one is taken as damage. */
const MAX_HEADER = 4_096;

export type RawName = {
  room: number;
  feedId: number;
  createdUs: number;
  kind: "audio" | "video";
  mindex: number;
};

/** What a raw file's name says, or null for any other file. */
export function parseRawName(name: string): RawName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return {
    room: Number(match[1]),
    feedId: Number(match[2]),
    createdUs: Number(match[3]),
    kind: match[4] as "audio" | "video",
    mindex: Number(match[5]),
  };
}

export type RawHeader = {
  kind: "audio" | "video";
  codec: string;
  /** "camera" or "screen" for the room's videos; null when the publisher gave none. */
  description: string | null;
  /** When the first packet was written (µs since the epoch): the converted file's time 0. */
  startedUs: number;
  /** Whether any packet follows the header (a publish that never sent media leaves none). */
  hasPackets: boolean;
};

/** Reads and checks a raw file's header; throws an Error naming the file when it is not one. */
export async function readRawHeader(file: string): Promise<RawHeader> {
  const damaged = (why: string) => new Error(`The raw recording ${path.basename(file)} is damaged (${why}).`);
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(10 + MAX_HEADER + 4);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < 10 || head.toString("latin1", 0, 8) !== MAGIC) throw damaged("not a Janus recording");
    const length = head.readUInt16BE(8);
    if (length === 0 || length > MAX_HEADER || 10 + length > bytesRead)
      throw damaged("its header is cut short");
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(head.toString("utf8", 10, 10 + length)) as Record<string, unknown>;
    } catch {
      throw damaged("its header is not readable");
    }
    const kind = json.t === "a" ? "audio" : json.t === "v" ? "video" : null;
    const started = Number(json.u ?? json.s);
    if (!kind || typeof json.c !== "string" || !Number.isFinite(started) || started <= 0)
      throw damaged("its header lacks the kind, codec or start time");
    return {
      kind,
      codec: json.c,
      description: typeof json.d === "string" ? json.d : null,
      startedUs: started,
      hasPackets:
        bytesRead >= 10 + length + 4 && head.toString("latin1", 10 + length, 14 + length) === "MEET",
    };
  } finally {
    await handle.close();
  }
}

/** One of the tutor's recorded files: the part it belongs to, its stream and its header. */
export type RawFile = {
  path: string;
  /** The recorded part's file name (without `-<audio|video>-<mindex>.mjr`). */
  part: string;
  kind: "audio" | "video";
  mindex: number;
  header: RawHeader;
};

/** A recorded part's file: `<part>-<audio|video>-<mindex>.mjr`. */
const PART_FILE = /^(.+)-(audio|video)-(\d+)\.mjr$/;

/**
 * The tutor's files of a lesson: those of the recorded parts the product asked the media server for, on
 * the tutor's own session and handle (docs/decisions/060). Any other file in the folder, whatever its name,
 * is never opened.
 */
export async function recordingSources(request: {
  rawFolder: string;
  hostParts: readonly string[];
}): Promise<RawFile[]> {
  let names: string[];
  try {
    names = await readdir(request.rawFolder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const parts = new Set(request.hostParts);
  const host: RawFile[] = [];
  for (const name of names.sort()) {
    const match = PART_FILE.exec(name);
    if (!match || !parts.has(match[1]!)) continue;
    const kind = match[2] as "audio" | "video";
    const file = path.join(request.rawFolder, name);
    const header = await readRawHeader(file);
    if (header.kind !== kind)
      throw new Error(`The raw recording ${name} is damaged (its kind differs from its name).`);
    if (!header.hasPackets) continue;
    host.push({ path: file, part: match[1]!, kind, mindex: Number(match[3]), header });
  }
  return host;
}

/** Whether a tutor's video file is the shared screen: its description says so (none: the camera). */
export function isScreen(file: RawFile): boolean {
  return file.header.description === "screen";
}
