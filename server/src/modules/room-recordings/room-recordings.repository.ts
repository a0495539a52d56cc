/**
 * The recording job's queue (docs/decisions/054 "The job"): one `room_recordings` row per session held in
 * the room. Every time comparison uses the database's `now()`, so the servers' clocks never decide who
 * holds a job. A claim is one conditional UPDATE over the due row it locks (`FOR UPDATE SKIP LOCKED`): two
 * servers never take the same job, and a job whose lease ran out (its server died) is due again. The
 * claim's `attempts` is the holder's token: a write of a holder whose lease was taken over changes nothing.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { RoomRecordingJob } from "#shared/schemas/room-recordings.ts";
import type { Database } from "../../db/client.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { roomRecordings } from "./room-recordings.table.ts";

const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

export type RoomRecordingRow = typeof roomRecordings.$inferSelect;
/** A job this server claimed: `attempts` counts this try and identifies the claim. */
export type ClaimedRecording = RoomRecordingRow;

export type QueueRecording = {
  sessionId: number;
  janusRoomId: number;
  rawFolder: string;
  videoKey: string;
  thumbnailKey: string;
  /** How long after now the first try is due (the media server closes the files as the room goes). */
  delayMs: number;
};

/** A row's state as the admin's overdue list shows it (`roomRecordingJobSchema`). */
export function jobStateOf(row: RoomRecordingRow & { converting: boolean }): RoomRecordingJob {
  return {
    status: row.status,
    converting: row.status === "pending" && row.converting,
    attempts: row.attempts,
    reason: row.lastError,
    queuedAt: row.queuedAt.toISOString(),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  };
}

export function createRoomRecordingsRepository(db: Database) {
  /** The held job (`sessionId` claimed as try `attempts`, still pending). */
  const held = (sessionId: number, attempts: number) =>
    and(
      eq(roomRecordings.sessionId, sessionId),
      eq(roomRecordings.attempts, attempts),
      eq(roomRecordings.status, "pending"),
    );
  /** Whether a server's lease on the row runs now. */
  const leased = sql<boolean>`coalesce(${roomRecordings.lockedUntil} > now(), false)`;

  async function find(sessionId: number) {
    const rows = await db
      .select({ ...roomRecordingColumns, converting: leased })
      .from(roomRecordings)
      .where(eq(roomRecordings.sessionId, sessionId))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** Queues a session's job once: a second end of the same lesson changes nothing. True when queued now. */
    async queue(job: QueueRecording) {
      const { delayMs, ...values } = job;
      const rows = await db
        .insert(roomRecordings)
        .values({ ...values, nextAttemptAt: nowPlus(delayMs) })
        .onConflictDoNothing()
        .returning({ sessionId: roomRecordings.sessionId });
      return rows.length > 0;
    },

    /**
     * Claims the job due first, if any, for `leaseMs`: pending, due, and held by no live lease; the try is
     * counted now (`attempts + 1`), so a server that dies mid-conversion has used one of the tries.
     */
    async claimDue(leaseMs: number): Promise<ClaimedRecording | null> {
      const due = db
        .select({ sessionId: roomRecordings.sessionId })
        .from(roomRecordings)
        .where(
          and(
            eq(roomRecordings.status, "pending"),
            lte(roomRecordings.nextAttemptAt, sql`now()`),
            or(isNull(roomRecordings.lockedUntil), lt(roomRecordings.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(roomRecordings.nextAttemptAt, roomRecordings.sessionId)
        .limit(1)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(roomRecordings)
        .set({ lockedUntil: nowPlus(leaseMs), attempts: sql`${roomRecordings.attempts} + 1` })
        .where(inArray(roomRecordings.sessionId, due))
        .returning();
      return rows[0] ?? null;
    },

    /** Renews the lease of a held job; false when it is no longer this holder's (taken over, or ended). */
    async renewLease(sessionId: number, attempts: number, leaseMs: number) {
      const rows = await db
        .update(roomRecordings)
        .set({ lockedUntil: nowPlus(leaseMs) })
        .where(held(sessionId, attempts))
        .returning({ sessionId: roomRecordings.sessionId });
      return rows.length > 0;
    },

    /** Gives a held job back untried (the server is stopping): due at once, the try not counted. */
    async release(sessionId: number, attempts: number) {
      await db
        .update(roomRecordings)
        .set({ lockedUntil: null, attempts: attempts - 1, nextAttemptAt: sql`now()` })
        .where(held(sessionId, attempts));
    },

    /**
     * A try that failed: due again after `retryInMs`, or `failed` for good when it is null (the reason kept
     * for the admin). False when the job was no longer this holder's.
     */
    async markAttemptFailed(sessionId: number, attempts: number, reason: string, retryInMs: number | null) {
      const rows = await db
        .update(roomRecordings)
        .set(
          retryInMs === null
            ? { status: "failed", lastError: reason, lockedUntil: null, finishedAt: sql`now()` }
            : { lastError: reason, lockedUntil: null, nextAttemptAt: nowPlus(retryInMs) },
        )
        .where(held(sessionId, attempts))
        .returning({ sessionId: roomRecordings.sessionId });
      return rows.length > 0;
    },

    /**
     * Ends a pending job as published with the recorded lesson that holds it, whoever's try it is (a slow
     * holder whose lease was taken over may still be first). False when it was not pending any more, so
     * the caller's transaction publishes nothing.
     */
    async markPublished(sessionId: number, recordedLessonId: number) {
      const rows = await db
        .update(roomRecordings)
        .set({ status: "published", recordedLessonId, lockedUntil: null, finishedAt: sql`now()` })
        .where(and(eq(roomRecordings.sessionId, sessionId), eq(roomRecordings.status, "pending")))
        .returning({ sessionId: roomRecordings.sessionId });
      return rows.length > 0;
    },

    /** Locks a pending job's row until the transaction ends; false when it is not pending. */
    async lockPending(sessionId: number) {
      const rows = await db
        .select({ sessionId: roomRecordings.sessionId })
        .from(roomRecordings)
        .where(and(eq(roomRecordings.sessionId, sessionId), eq(roomRecordings.status, "pending")))
        .for("update");
      return rows.length > 0;
    },

    /** `Try again`: a failed job due now with fresh tries. `missing` or `not-failed` when it cannot be. */
    async retry(sessionId: number): Promise<"retried" | "missing" | "not-failed"> {
      const rows = await db
        .update(roomRecordings)
        .set({
          status: "pending",
          attempts: 0,
          nextAttemptAt: sql`now()`,
          lockedUntil: null,
          finishedAt: null,
        })
        .where(and(eq(roomRecordings.sessionId, sessionId), eq(roomRecordings.status, "failed")))
        .returning({ sessionId: roomRecordings.sessionId });
      if (rows.length > 0) return "retried";
      return (await find(sessionId)) ? "not-failed" : "missing";
    },

    /** One session's job, with whether a server's lease runs now; null when the session has none. */
    find,

    /** The jobs of these sessions, as the overdue list shows them, by session. */
    async statesOf(sessionIds: number[]): Promise<Map<number, RoomRecordingJob>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ ...roomRecordingColumns, converting: leased })
        .from(roomRecordings)
        .where(inArray(roomRecordings.sessionId, sessionIds));
      return new Map(rows.map((row) => [row.sessionId, jobStateOf(row)]));
    },

    /**
     * The sessions whose job failed for good and that have no recording yet (listed at once in the overdue
     * list, whatever their due time); one given a recording by hand since is done.
     */
    async failedSessionIds() {
      const rows = await db
        .select({ sessionId: roomRecordings.sessionId })
        .from(roomRecordings)
        .where(
          and(
            eq(roomRecordings.status, "failed"),
            sql`not exists (select 1 from ${recordedLessons} where ${recordedLessons.sessionId} = ${roomRecordings.sessionId})`,
          ),
        );
      return rows.map((row) => row.sessionId);
    },
  };
}

export type RoomRecordingsRepository = ReturnType<typeof createRoomRecordingsRepository>;

/** Every column of the job's row, for selects that add computed fields. */
const roomRecordingColumns = {
  sessionId: roomRecordings.sessionId,
  janusRoomId: roomRecordings.janusRoomId,
  rawFolder: roomRecordings.rawFolder,
  status: roomRecordings.status,
  attempts: roomRecordings.attempts,
  nextAttemptAt: roomRecordings.nextAttemptAt,
  lockedUntil: roomRecordings.lockedUntil,
  lastError: roomRecordings.lastError,
  videoKey: roomRecordings.videoKey,
  thumbnailKey: roomRecordings.thumbnailKey,
  queuedAt: roomRecordings.queuedAt,
  finishedAt: roomRecordings.finishedAt,
  recordedLessonId: roomRecordings.recordedLessonId,
};
