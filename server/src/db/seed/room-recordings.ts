import { randomBytes, randomInt } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import type { Database } from "../client.ts";
import { roomRecordings, scheduledSessions } from "../schema.ts";

/** A file storage key as `newFileKey` makes them. */
const fileKey = () => randomBytes(18).toString("base64url");

/**
 * The overdue "GCSE Maths: Quadratic Graphs" was recorded by the lesson room and its conversion failed
 * (docs/decisions/054), so an admin sees on a fresh install a failed room recording with its reason and
 * Try again in Overdue Recordings. No tutor's stay or raw file of it is kept, so a try fails at once again,
 * with the same reason.
 */
export async function seedRoomRecordings(tx: Database) {
  const [quadratics] = await tx
    .select({ id: scheduledSessions.id, scheduledFor: scheduledSessions.scheduledFor })
    .from(scheduledSessions)
    .where(eq(scheduledSessions.title, "GCSE Maths: Quadratic Graphs"))
    .limit(1);
  if (!quadratics) return;
  const janusRoomId = randomInt(1, 2 ** 47) * 2 + randomInt(0, 2);
  const ended = new Date(quadratics.scheduledFor.getTime() + 60 * 60_000);
  await tx.insert(roomRecordings).values({
    sessionId: quadratics.id,
    janusRoomId,
    rawFolder: path.join(tmpdir(), "tuition-demo-room-recordings", String(janusRoomId)),
    status: "failed",
    attempts: 1,
    nextAttemptAt: new Date(ended.getTime() + 10_000),
    lastError: ROOM_RECORDING_MESSAGES.nothingRecorded,
    videoKey: fileKey(),
    thumbnailKey: fileKey(),
    queuedAt: new Date(ended.getTime() + 5_000),
    finishedAt: new Date(ended.getTime() + 10_000),
  });
}
