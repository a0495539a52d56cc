/**
 * What the recording journey (e2e/room/recording.spec.ts) and `npm run bench -- recording` share: a fake
 * camera of one known colour per person (one Chromium each, with its own capture file), the published
 * recorded lesson looked for through the API, the tutor's stays in the room, and the video measured with
 * ffprobe and sampled with ffmpeg (docs/decisions/054 "Measures").
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import type { JoinLogEntry, RoomLessonRecord } from "#shared/schemas/room-recordings.ts";
import {
  roomLessons,
  roomParticipants,
  roomPresence,
} from "../../../server/src/modules/lesson-room/lesson-room.table.ts";
import { roomRecordingParts } from "../../../server/src/modules/room-recordings/room-recordings.table.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../support/constants.ts";
import { ROOM_DIR } from "./constants.ts";
import { roomDatabase } from "./room-data.ts";

const TMP = path.resolve(import.meta.dirname, "../../../.tmp");

/** The colours the fake cameras show: the tutor's must fill the recording, the child's never appear in it. */
export const CAMERA_COLOURS = { tutor: "blue", child: "red" } as const;
export type CameraColour = (typeof CAMERA_COLOURS)[keyof typeof CAMERA_COLOURS];

/** A 320×240 Y4M clip of one plain colour (2 s at 15 fps, looped by Chromium), made once with ffmpeg. */
export function colourCameraFile(colour: CameraColour) {
  const file = path.join(TMP, `room-fake-camera-${colour}-320x240.y4m`);
  if (existsSync(file)) return file;
  mkdirSync(TMP, { recursive: true });
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", `color=c=${colour}:s=320x240:r=15`],
    ...["-frames:v", "30", "-pix_fmt", "yuv420p", file],
  ]);
  return file;
}

/** A Chromium of its own whose fake camera shows `colour` (the capture file is per browser, not per page). */
export function launchWithCamera(colour: CameraColour): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${colourCameraFile(colour)}`,
    ],
  });
}

/** The session's recorded lesson in the tutor's own list (`GET /api/recorded-lessons`), or null. */
export async function findRecordedLesson(tutor: BrowserContext, sessionId: number) {
  const response = await tutor.request.get("/api/recorded-lessons");
  if (!response.ok()) throw new Error(`GET /api/recorded-lessons answered ${response.status()}`);
  const lessons = (await response.json()) as RecordedLesson[];
  return lessons.find((lesson) => lesson.sessionId === sessionId) ?? null;
}

/** Polls the tutor's list every `intervalMs` until the session's recorded lesson is published, or throws. */
export async function waitForRecordedLesson(
  tutor: BrowserContext,
  sessionId: number,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lesson = await findRecordedLesson(tutor, sessionId);
    if (lesson) return lesson;
    if (Date.now() > deadline) {
      throw new Error(`no recorded lesson of session ${sessionId} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export type Stay = { from: Date; to: Date };

/**
 * The tutor's time in the room: the host's stays as the join log of the admin's safeguarding record
 * (`GET /api/admin/room-lessons/{sessionId}`) lists them — the stretches the converter is given.
 */
export async function hostStaysFromRecord(admin: BrowserContext, sessionId: number) {
  const response = await admin.request.get(`/api/admin/room-lessons/${sessionId}`);
  if (!response.ok())
    throw new Error(`GET /api/admin/room-lessons/${sessionId} answered ${response.status()}`);
  const record = (await response.json()) as RoomLessonRecord;
  return closedStays(record.joinLog.filter((entry) => entry.role === "host"));
}

/** The same stays read from the room's presence rows (what the join log is made of). */
export async function hostStaysFromPresence(sessionId: number) {
  const db = await roomDatabase();
  const rows = await db
    .select({ enteredAt: roomPresence.enteredAt, leftAt: roomPresence.leftAt })
    .from(roomPresence)
    .innerJoin(roomParticipants, eq(roomParticipants.id, roomPresence.participantId))
    .where(and(eq(roomParticipants.sessionId, sessionId), eq(roomParticipants.role, "host")))
    .orderBy(asc(roomPresence.enteredAt));
  return rows.map((row) => {
    if (!row.leftAt) throw new Error("the tutor is still in the room");
    return { from: row.enteredAt, to: row.leftAt };
  });
}

function closedStays(entries: Pick<JoinLogEntry, "enteredAt" | "leftAt">[]): Stay[] {
  return entries
    .map((entry) => {
      if (!entry.leftAt) throw new Error("the tutor is still in the room");
      return { from: new Date(entry.enteredAt), to: new Date(entry.leftAt) };
    })
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

export const staysSeconds = (stays: Stay[]) =>
  stays.reduce((sum, stay) => sum + (stay.to.getTime() - stay.from.getTime()) / 1000, 0);

/** A media file's duration in seconds as ffprobe reports it (the container's). */
export function ffprobeDuration(file: string) {
  const out = execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", file],
    { encoding: "utf8" },
  );
  const seconds = Number(out.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe gave no duration for ${file}: ${out}`);
  return seconds;
}

/** The streams of a media file (`video`, `audio`) as ffprobe lists them. */
export function ffprobeStreams(file: string) {
  const out = execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "stream=codec_type", "-of", "default=nw=1:nk=1", file],
    { encoding: "utf8" },
  );
  return out.trim().split("\n").filter(Boolean);
}

export type Rgb = { r: number; g: number; b: number };

/** The mean colour of each frame sampled at `fps` (ffmpeg scales each frame to one pixel by area). */
export function meanColours(file: string, fps = 2): Rgb[] {
  const raw = execFileSync(
    "ffmpeg",
    [
      ...["-v", "error", "-i", file, "-an", "-vf", `fps=${fps},scale=1:1:flags=area`],
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const colours: Rgb[] = [];
  for (let at = 0; at + 2 < raw.length; at += 3) {
    colours.push({ r: raw[at]!, g: raw[at + 1]!, b: raw[at + 2]! });
  }
  return colours;
}

/** Whether a mean colour is clearly the camera's `colour` (its channel high, the other two well below). */
export function looksLike({ r, g, b }: Rgb, colour: CameraColour) {
  const [main, others] = colour === "blue" ? [b, [r, g]] : [r, [g, b]];
  return main > 110 && others.every((other) => main - other > 60);
}

/**
 * The room's raw folder as the media server left it so far (DATA_DIR/room-recordings/<room>), the tutor's
 * recorded parts the app kept, and the child's feed id (the lesson's one child).
 */
export async function rawFilesOf(sessionId: number) {
  const db = await roomDatabase();
  const [lesson] = await db.select().from(roomLessons).where(eq(roomLessons.sessionId, sessionId));
  if (!lesson) throw new Error(`session ${sessionId} has no room`);
  const parts = await db
    .select({ fileName: roomRecordingParts.fileName })
    .from(roomRecordingParts)
    .where(eq(roomRecordingParts.sessionId, sessionId));
  const [child] = await db
    .select({ feedId: roomParticipants.feedId })
    .from(roomParticipants)
    .where(and(eq(roomParticipants.sessionId, sessionId), eq(roomParticipants.role, "participant")));
  const folder = path.join(ROOM_DIR, "data", "room-recordings", String(lesson.janusRoomId));
  return {
    folder,
    files: existsSync(folder) ? readdirSync(folder) : [],
    parts: parts.map((part) => part.fileName),
    childFeedId: child?.feedId ?? null,
  };
}
