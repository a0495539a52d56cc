/**
 * The lesson room's browser journeys (decision 053): their own port, folder and results, apart
 * from the main end-to-end suite, so both can run on one machine.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS } from "../../support/constants.ts";

export const ROOM_PORT = Number(process.env.ROOM_E2E_PORT ?? 5145);
export const ROOM_SMTP_PORT = ROOM_PORT + 1;
export const ROOM_BASE_URL = `http://127.0.0.1:${ROOM_PORT}`;
export const ROOM_DIR = path.resolve(import.meta.dirname, `../../../.tmp/e2e-room-${ROOM_PORT}`);
export const ROOM_MAIL_LOG = path.join(ROOM_DIR, "mail.jsonl");
/** Where the web server writes its throwaway database's URL, for the specs to read and adjust rows. */
export const ROOM_DATABASE_URL_FILE = path.join(ROOM_DIR, "database-url");

/**
 * A small known picture for the fake camera: a few frames of moving bars (Y4M, 4:2:0), written
 * once, 320×240 unless told. Small frames keep four to thirteen pages' encoding within this machine's two
 * cores; a tutor's camera large enough for its three qualities is 640×480.
 */
export function fakeCameraFile(width = 320, height = 240) {
  const file = path.resolve(import.meta.dirname, `../../../.tmp/room-fake-camera-${width}x${height}.y4m`);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const frames = 30;
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`)];
  for (let frame = 0; frame < frames; frame++) {
    const luma = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) luma[y * width + x] = ((x + frame * 8) >> 5) % 2 ? 200 : 60;
    }
    const chroma = Buffer.alloc((width / 2) * (height / 2), 128 + frame);
    parts.push(Buffer.from("FRAME\n"), luma, chroma, Buffer.alloc(chroma.length, 128));
  }
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** Chromium for the room: the suite's arguments plus a fake camera and microphone allowed without asking. */
export const roomChromiumArgs = (camera = { width: 320, height: 240 }) => [
  ...CHROMIUM_ARGS,
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  `--use-file-for-fake-video-capture=${fakeCameraFile(camera.width, camera.height)}`,
];

/** A 390 px phone's screen, touch and all, for a room page. */
export const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
