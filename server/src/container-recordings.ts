/**
 * The room recordings' part of the container (decision 052, docs/decisions/054 "The job"): the job's
 * service, which the lesson room's end calls to queue a recording and the overdue list reads, and the
 * worker every server runs (server.ts starts it; the container's `close` stops it, giving back a job under
 * way). `createContainer` calls it once, after the recorded lessons' service it publishes through.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Repositories } from "./container-repositories.ts";
import type { AppConfig } from "./context.ts";
import type { Transaction } from "./db/transaction.ts";
import { type FileStorage, newFileKey } from "./modules/files/files.storage.ts";
import type { MediaServer } from "./modules/media-server/media-server.port.ts";
import type { RecordedLessonsService } from "./modules/recorded-lessons/recorded-lessons.service.ts";
import type { RecordingConverter } from "./modules/room-recordings/recording-converter.port.ts";
import { createRecordingWorker } from "./modules/room-recordings/recording-worker.ts";
import { createRoomRecordingsService } from "./modules/room-recordings/room-recordings.service.ts";

/** The job's timings when the configuration leaves them out (docs/decisions/054). */
export const ROOM_RECORDING_DEFAULTS = {
  pollMs: 5_000,
  leaseMs: 120_000,
  retryBaseMs: 60_000,
  delayMs: 5_000,
} as const;

export type RecordingPartsOptions = {
  config: AppConfig;
  log: FastifyBaseLogger;
  repositories: Repositories;
  transaction: Transaction<Repositories>;
  media: MediaServer;
  storage: FileStorage;
  recordedLessons: RecordedLessonsService;
  converter: RecordingConverter;
};

export function createRecordingParts({
  config,
  log,
  repositories,
  transaction,
  media,
  storage,
  recordedLessons,
  converter,
}: RecordingPartsOptions) {
  const timings = { ...ROOM_RECORDING_DEFAULTS, ...config.roomRecordings };
  const jobs = repositories.roomRecordings;
  const sessionOf = repositories.recordingPromise.findSessionToRecord;
  const roomRecordings = createRoomRecordingsService({
    jobs,
    transaction,
    lessonOf: repositories.roomPresence.lessonOf,
    recordingFolder: (room) => media.recordingFolder(room),
    recordingOf: async (sessionId) => (await sessionOf(sessionId))?.recordingId ?? null,
    publishRoomRecording: recordedLessons.publishRoomRecording,
    newKey: newFileKey,
    delayMs: timings.delayMs,
  });
  const worker = createRecordingWorker({
    jobs,
    recordings: roomRecordings,
    converter,
    inputsOf: async (sessionId) => {
      const lesson = await repositories.roomPresence.lessonOf(sessionId);
      return repositories.roomPresence.recordingInputs(sessionId, lesson?.endedAt ?? new Date());
    },
    partsOf: repositories.recordingParts.fileNamesOf,
    tutorOf: async (sessionId) => (await sessionOf(sessionId))?.tutorId ?? null,
    storage,
    pollMs: timings.pollMs,
    leaseMs: timings.leaseMs,
    retryBaseMs: timings.retryBaseMs,
    log,
  });
  return { services: { roomRecordings }, worker };
}
