/**
 * The recording job's rules (docs/decisions/054 "The job"): a lesson that ends in the room queues its job
 * once; a converted recording is published as the session's recorded lesson in one transaction with the
 * job's end, only while the job is still pending, so a session never gets two recorded lessons, however
 * many servers finish a conversion; a session that already has a recording (uploaded by hand) keeps it and
 * the job ends with it; a failed job is tried again by an admin.
 */
import { RECORDED_LESSON_ERROR_CODES } from "#shared/schemas/recorded-lessons.ts";
import type { Transaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { RecordedLessonsRepository } from "../recorded-lessons/recorded-lessons.repository.ts";
import type { RecordedLessonsService } from "../recorded-lessons/recorded-lessons.service.ts";
import { roomRecordingNotFailed, roomRecordingNotFound } from "./room-recordings.errors.ts";
import type { ClaimedRecording, RoomRecordingsRepository } from "./room-recordings.repository.ts";

/** The repositories a publication writes, bound to one transaction. */
export type RoomRecordingWrites = {
  roomRecordings: RoomRecordingsRepository;
  recordedLessons: Pick<RecordedLessonsRepository, "create">;
};

export type RoomRecordingsServiceDeps = {
  jobs: RoomRecordingsRepository;
  transaction: Transaction<RoomRecordingWrites>;
  /** The lesson held in the session's room (lesson-room's read), null when nobody entered it. */
  lessonOf: (sessionId: number) => Promise<{ janusRoomId: number } | null>;
  /** Where this app reads a room's raw files (`MediaServer.recordingFolder`), null when rooms are not recorded. */
  recordingFolder: (room: number) => string | null;
  /** The recorded lesson that already names a session (uploaded by hand), null when none. */
  recordingOf: (sessionId: number) => Promise<number | null>;
  /** The recorded lessons' publication of a room recording (its values, the insert, the catch-up e-mail). */
  publishRoomRecording: RecordedLessonsService["publishRoomRecording"];
  /** A new file storage key (`newFileKey`). */
  newKey: () => string;
  /** How long after the end the first try is due: the media server closes the files as the room goes. */
  delayMs: number;
};

/** A finished conversion, stored: the files' addresses and the video's measured length. */
export type StoredRecording = { videoUrl: string; thumbnail: string; durationSeconds: number };

/** How a publication ended: published now, kept the recording uploaded by hand, or the job was not pending. */
export type PublishOutcome = "published" | "recorded-by-hand" | "not-pending";

const isSessionTaken = (error: unknown) =>
  error instanceof AppError && error.code === RECORDED_LESSON_ERROR_CODES.sessionTaken;

export function createRoomRecordingsService(deps: RoomRecordingsServiceDeps) {
  const { jobs, transaction } = deps;

  /** Ends a pending job with the recording that already names its session; false when there is none. */
  async function settleIfRecorded(sessionId: number) {
    const recordingId = await deps.recordingOf(sessionId);
    if (recordingId === null) return false;
    await jobs.markPublished(sessionId, recordingId);
    return true;
  }

  return {
    /**
     * The lesson ended (End Lesson, or its room's hours passed): queues its recording's job when the room
     * was recorded, due `delayMs` later, once per session (a second end changes nothing).
     */
    async queue(sessionId: number) {
      const lesson = await deps.lessonOf(sessionId);
      const rawFolder = lesson ? deps.recordingFolder(lesson.janusRoomId) : null;
      if (!lesson || rawFolder === null) return false;
      return jobs.queue({
        sessionId,
        janusRoomId: lesson.janusRoomId,
        rawFolder,
        videoKey: deps.newKey(),
        thumbnailKey: deps.newKey(),
        delayMs: deps.delayMs,
      });
    },

    /** `Try again` (admins): a failed job due now with fresh tries; 404 without a job, 409 unless failed. */
    async retry(sessionId: number) {
      const outcome = await jobs.retry(sessionId);
      if (outcome === "missing") throw roomRecordingNotFound();
      if (outcome === "not-failed") throw roomRecordingNotFailed();
    },

    /**
     * Before converting: a session that already has a recording (uploaded by hand) keeps it, and its job
     * ends as published with that recording, without converting. True when the job ended so.
     */
    settleIfRecorded: (job: ClaimedRecording) => settleIfRecorded(job.sessionId),

    /**
     * Publishes a stored conversion as the session's recorded lesson: the lesson's insert and the job's end
     * are one transaction that runs only while the job is pending (its row locked), so a second server
     * finishing the same job (its lease ran out) publishes nothing; the unique session of recorded lessons
     * is the last guard, against a recording uploaded by hand meanwhile, which then stands.
     */
    async publish(job: ClaimedRecording, stored: StoredRecording): Promise<PublishOutcome> {
      const { sessionId } = job;
      try {
        const lesson = await deps.publishRoomRecording({ sessionId, ...stored }, (values) =>
          transaction(async ({ roomRecordings, recordedLessons }) => {
            if (!(await roomRecordings.lockPending(sessionId))) return null;
            const created = await recordedLessons.create(values);
            await roomRecordings.markPublished(sessionId, created.id);
            return created;
          }),
        );
        return lesson ? "published" : "not-pending";
      } catch (error) {
        if (!isSessionTaken(error)) throw error;
        return (await settleIfRecorded(sessionId)) ? "recorded-by-hand" : "not-pending";
      }
    },
  };
}

export type RoomRecordingsService = ReturnType<typeof createRoomRecordingsService>;
