/**
 * The tutor's recorded parts of a lesson (docs/decisions/060): kept by the app's socket when it asks the
 * media server to record one of the tutor's publishes, read by the recording job to know which files in
 * the room's folder are the lesson's.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { roomRecordingParts } from "./room-recordings.table.ts";

export type NewRecordingPart = {
  sessionId: number;
  fileName: string;
  janusSessionId: number;
  handleId: number;
};

export function createRecordingPartsRepository(db: Database) {
  return {
    async add(part: NewRecordingPart): Promise<void> {
      await db.insert(roomRecordingParts).values(part);
    },
    /** The file names of a lesson's parts, in the order they were started. */
    async fileNamesOf(sessionId: number): Promise<string[]> {
      const rows = await db
        .select({ fileName: roomRecordingParts.fileName })
        .from(roomRecordingParts)
        .where(eq(roomRecordingParts.sessionId, sessionId))
        .orderBy(asc(roomRecordingParts.startedAt), asc(roomRecordingParts.id));
      return rows.map((row) => row.fileName);
    },
  };
}

export type RecordingPartsRepository = ReturnType<typeof createRecordingPartsRepository>;
