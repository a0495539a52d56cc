/**
 * The recording job's worker (docs/decisions/054 "The job"), run by every app server like the mail queue
 * (decision 032): every `pollMs` it claims one due job at a time, converts the room's raw files in a
 * private work folder under a lease it renews while converting, stores the video and its thumbnail under
 * the job's fixed keys and publishes the recorded lesson. A failed try is due again after a back-off, and
 * fails for good after `ROOM_RECORDING_MAX_ATTEMPTS` tries (at once when nothing was recorded), keeping
 * its reason and the raw files (Try again needs them); a published job's raw files are deleted. Stopping
 * the server aborts a conversion under way and gives its job back.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { ROOM_RECORDING_MAX_ATTEMPTS, ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import type { FileStorage } from "../files/files.storage.ts";
import { type ConvertRequest, NothingRecorded, type RecordingConverter } from "./recording-converter.port.ts";
import type { ClaimedRecording, RoomRecordingsRepository } from "./room-recordings.repository.ts";
import type { RoomRecordingsService } from "./room-recordings.service.ts";

/** The back-off after each failed try, as multiples of `retryBaseMs` (the last try fails for good). */
export const ROOM_RECORDING_BACKOFF = [1, 5, 30] as const;
/** A failure's reason as kept for the admin: its first line, at most this long. */
const REASON_MAX = 300;

export type RecordingInputs = Pick<ConvertRequest, "hostStays">;

export type RecordingWorkerDeps = {
  jobs: Pick<RoomRecordingsRepository, "claimDue" | "renewLease" | "release" | "markAttemptFailed">;
  recordings: Pick<RoomRecordingsService, "settleIfRecorded" | "publish">;
  converter: RecordingConverter;
  /** The lesson's host stays (lesson-room's read). */
  inputsOf: (sessionId: number) => Promise<RecordingInputs>;
  /** The tutor's recorded parts of the lesson, by file name (docs/decisions/060). */
  partsOf: (sessionId: number) => Promise<string[]>;
  /** The session's tutor, kept as the stored files' uploader; null when the session is gone. */
  tutorOf: (sessionId: number) => Promise<number | null>;
  storage: Pick<FileStorage, "saveFile">;
  /** How often an idle worker looks for a due job (ROOM_RECORDING_POLL_MS). */
  pollMs: number;
  /** How long a claim holds a job unless renewed (ROOM_RECORDING_LEASE_MS): a dead server's job is free after it. */
  leaseMs: number;
  /** The first retry's wait (ROOM_RECORDING_RETRY_BASE_MS); later ones are `ROOM_RECORDING_BACKOFF` multiples. */
  retryBaseMs: number;
  /** Where private work folders are made (default the system's temporary folder). */
  workRoot?: string;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
};

/** The wait before the next try after try `attempts` failed, or null when it was the last. */
export function retryDelay(attempts: number, retryBaseMs: number): number | null {
  if (attempts >= ROOM_RECORDING_MAX_ATTEMPTS) return null;
  const step = ROOM_RECORDING_BACKOFF[Math.min(attempts, ROOM_RECORDING_BACKOFF.length) - 1] ?? 1;
  return retryBaseMs * step;
}

/** A failure's short reason: the converter's message, its first line, capped. */
export function reasonOf(error: unknown): string {
  if (error instanceof NothingRecorded) return error.message || ROOM_RECORDING_MESSAGES.nothingRecorded;
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split("\n", 1)[0]!.trim() || "The conversion failed.";
  return firstLine.length > REASON_MAX ? `${firstLine.slice(0, REASON_MAX - 1)}…` : firstLine;
}

export function createRecordingWorker(deps: RecordingWorkerDeps) {
  const { jobs, recordings, log } = deps;
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** The conversion under way, aborted when the server stops. */
  let current: AbortController | null = null;

  /** Converts, stores and publishes one claimed job; throws the try's failure. */
  async function convertAndPublish(job: ClaimedRecording, signal: AbortSignal) {
    if (await recordings.settleIfRecorded(job)) {
      log.info({ sessionId: job.sessionId }, "room recording: the session already has a recording");
      await rm(job.rawFolder, { recursive: true, force: true });
      return;
    }
    const inputs = await deps.inputsOf(job.sessionId);
    const hostParts = await deps.partsOf(job.sessionId);
    const tutorId = await deps.tutorOf(job.sessionId);
    if (hostParts.length === 0 || tutorId === null)
      throw new NothingRecorded(ROOM_RECORDING_MESSAGES.nothingRecorded);
    const workFolder = await mkdtemp(
      path.join(deps.workRoot ?? tmpdir(), `room-recording-${job.sessionId}-`),
    );
    try {
      const converted = await deps.converter.convert({
        rawFolder: job.rawFolder,
        hostParts,
        hostStays: inputs.hostStays,
        workFolder,
        signal,
      });
      signal.throwIfAborted();
      const video = await deps.storage.saveFile(
        converted.videoPath,
        { contentType: "video/mp4", originalName: `lesson-${job.sessionId}.mp4`, uploadedBy: tutorId },
        job.videoKey,
      );
      const thumbnail = await deps.storage.saveFile(
        converted.thumbnailPath,
        { contentType: "image/jpeg", originalName: `lesson-${job.sessionId}.jpg`, uploadedBy: tutorId },
        job.thumbnailKey,
      );
      signal.throwIfAborted();
      const outcome = await recordings.publish(job, {
        videoUrl: video.fileUrl,
        thumbnail: thumbnail.fileUrl,
        durationSeconds: converted.durationSeconds,
      });
      log.info({ sessionId: job.sessionId, outcome }, "room recording: conversion finished");
      // Published by this server or another: the raw files have served (a job not pending keeps them only
      // when it failed, and a failed job is never published).
      if (outcome !== "not-pending") await rm(job.rawFolder, { recursive: true, force: true });
    } finally {
      await rm(workFolder, { recursive: true, force: true });
    }
  }

  /** One claimed job: its lease renewed while it runs, its failure recorded, given back when stopping. */
  async function runJob(job: ClaimedRecording) {
    const controller = new AbortController();
    current = controller;
    log.info({ sessionId: job.sessionId, attempts: job.attempts }, "room recording: converting");
    const renew = setInterval(
      () =>
        void jobs.renewLease(job.sessionId, job.attempts, deps.leaseMs).then(
          (ours) => {
            // Taken over (this server's lease ran out) or ended: the other holder finishes it.
            if (!ours) controller.abort(new Error("the job's lease was lost"));
          },
          (error: unknown) => log.warn({ err: error }, "room recording: could not renew the lease"),
        ),
      Math.max(50, Math.floor(deps.leaseMs / 3)),
    );
    try {
      await convertAndPublish(job, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) {
        if (stopping) await jobs.release(job.sessionId, job.attempts);
        log.warn({ sessionId: job.sessionId }, "room recording: conversion stopped");
        return;
      }
      const reason = reasonOf(error);
      const retryInMs = error instanceof NothingRecorded ? null : retryDelay(job.attempts, deps.retryBaseMs);
      await jobs.markAttemptFailed(job.sessionId, job.attempts, reason, retryInMs);
      const facts = { sessionId: job.sessionId, attempts: job.attempts, retryInMs, reason };
      // Nothing recorded is the lesson's fact, not the server's fault: a warning, without a stack.
      if (error instanceof NothingRecorded) log.warn(facts, "room recording: nothing was recorded");
      else
        log.error(
          { err: error, ...facts },
          retryInMs === null ? "room recording: failed for good" : "room recording: try failed",
        );
    } finally {
      clearInterval(renew);
      current = null;
    }
  }

  /** Claims and runs due jobs one at a time until none is due (or the worker stops). */
  async function drain() {
    while (!stopping) {
      const job = await jobs.claimDue(deps.leaseMs);
      if (!job) return;
      await runJob(job);
    }
  }

  /** One look for due jobs (joined by a call while one runs). */
  function runOnce() {
    running ??= drain()
      .catch((error: unknown) => log.error({ err: error }, "room recording: the worker's pass failed"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule() {
    if (!started || stopping) return;
    timer = setTimeout(() => void runOnce().then(schedule), deps.pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      schedule();
    },
    /** Stops looking, aborts a conversion under way and gives its job back (awaited). */
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      current?.abort(new Error("the server is stopping"));
      await running;
    },
  };
}

export type RecordingWorker = ReturnType<typeof createRecordingWorker>;
