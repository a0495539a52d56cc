/**
 * The recording job end to end on the real app (docs/decisions/054 "The job"): a lesson held in the room
 * (the fake media server recording into a folder, Janus's real raw files copied in from the fixtures)
 * ends, and the worker, running as on every server, converts it with the real converter (janus-pp-rec,
 * ffmpeg), stores it and publishes the recorded lesson by itself; a corrupt recording is retried with
 * back-off, then shown failed with its reason, and Try again works; a session never gets two recorded
 * lessons.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overdueRecordingSchema } from "#shared/schemas/recorded-lessons.ts";
import { ROOM_RECORDING_MAX_ATTEMPTS } from "#shared/schemas/room-recordings.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons } from "../../db/schema.ts";
import { mailsTo } from "../../test/api-helpers.ts";
import { createFakeMediaServer } from "../../test/fake-media-server.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { makeSession, ticketOf } from "../lesson-room/lesson-room.test-support.ts";
import { recordingJobFixtures, until } from "./recording-job.test-support.ts";
import { copyRecordingFixture, type RecordingFixtureName } from "./recording-test-support.ts";

const recordingsDir = mkdtempSync(path.join(tmpdir(), "recording-job-"));
const media = createFakeMediaServer({ recordingsDir });
const RETRY_BASE_MS = 200;
const t = setupTestApp(
  { roomRecordings: { pollMs: 50, leaseMs: 5_000, retryBaseMs: RETRY_BASE_MS, delayMs: 0 } },
  media,
);

let tutor: SignedInUser;
let admin: SignedInUser;
let absentFamily: SignedInUser;
let presentFamily: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  admin = await t.asRole("admin");
  absentFamily = await t.asRole("parent", { fullName: "Amira's Family" });
  presentFamily = await t.asRole("parent", { fullName: "Ben's Family" });
  // The worker runs in this app as on every server.
  t.app.deps.recordingWorker.start();
});
afterAll(async () => {
  await rm(recordingsDir, { recursive: true, force: true });
});

const fixtures = recordingJobFixtures(t, media);
const { jobOf, lessonsOf, keepParts } = fixtures;
const people = () => ({ tutor, absentFamily, presentFamily });
const heldLesson = (fixture: RecordingFixtureName, title: string) =>
  fixtures.heldLesson(people(), fixture, title);
const endLesson = (sessionId: number) => fixtures.endLesson(tutor, sessionId);

const overdueList = async () => {
  const response = await admin.inject({ method: "GET", url: "/api/admin/recordings/overdue" });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(overdueRecordingSchema).parse(response.json());
};

describe("the recording job", () => {
  it("publishes the lesson's recording by itself after End Lesson, and the absent child's family gets the catch-up e-mail once", async () => {
    const { session, rawFolder } = await heldLesson("tutor-and-child", "Forces and Motion");
    await endLesson(session.id);

    const [lesson] = await until(async () => {
      const rows = await lessonsOf(session.id);
      return rows.length > 0 && rows;
    }, "the recorded lesson");
    const job = await until(async () => {
      const row = await jobOf(session.id);
      return row.status === "published" && row;
    }, "the job to end");
    expect(lesson).toMatchObject({
      title: "Forces and Motion",
      subject: "Physics",
      tutorId: tutor.user.id,
      sessionId: session.id,
      duration: 1,
      videoUrl: `/api/files/${job.videoKey}`,
      thumbnail: `/api/files/${job.thumbnailKey}`,
    });
    expect(job).toMatchObject({
      recordedLessonId: lesson!.id,
      attempts: 1,
      lockedUntil: null,
      lastError: null,
    });
    expect(job.finishedAt).toBeInstanceOf(Date);

    // The video and its thumbnail are in file storage, served to signed-in accounts.
    const storage = t.app.deps.storage;
    expect(await storage.stat(job.videoKey)).toMatchObject({ contentType: "video/mp4" });
    expect(await storage.stat(job.thumbnailKey)).toMatchObject({ contentType: "image/jpeg" });
    expect((await storage.stat(job.videoKey))!.size).toBeGreaterThan(10_000);
    const video = await presentFamily.inject({ method: "GET", url: lesson!.videoUrl! });
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/mp4");
    expect(video.rawPayload.subarray(4, 8).toString()).toBe("ftyp");

    // Published: the raw files go (the worker deletes them just after publishing); the catch-up e-mail
    // went to Amira's family only, once.
    await until(async () => !existsSync(rawFolder), "the raw files to go");
    expect(existsSync(rawFolder)).toBe(false);
    const catchUp = await until(async () => {
      const mails = await mailsTo(t, absentFamily.user.email, "catch-up-recording");
      return mails.length > 0 && mails;
    }, "the catch-up e-mail");
    expect(catchUp).toHaveLength(1);
    expect(catchUp[0]!.text).toContain("Amira missed Forces and Motion");
    expect(await mailsTo(t, presentFamily.user.email, "catch-up-recording")).toHaveLength(0);

    // A slow server finishing the same job later (its lease ran out) publishes nothing more.
    const stale = { ...job, status: "pending" as const, attempts: 1 };
    const outcome = await t.app.deps.services.roomRecordings.publish(stale, {
      videoUrl: lesson!.videoUrl!,
      thumbnail: lesson!.thumbnail!,
      durationSeconds: 12,
    });
    expect(outcome).toBe("not-pending");
    expect(await lessonsOf(session.id)).toHaveLength(1);
    expect(await mailsTo(t, absentFamily.user.email, "catch-up-recording")).toHaveLength(1);
    expect((await overdueList()).some((row) => row.sessionId === session.id)).toBe(false);
  });

  it("retries a failing conversion with back-off, then shows it failed with its reason; Try again converts it", async () => {
    const { session, rawFolder, host, childFeedIds } = await heldLesson("corrupt", "Electric Circuits");
    const started = performance.now();
    await endLesson(session.id);

    const failed = await until(
      async () => {
        const row = await jobOf(session.id);
        return row.status === "failed" && row;
      },
      "the job to fail",
      90_000,
    );
    // Three waits of 1, 5 and 30 times the base came between the four tries.
    expect(performance.now() - started).toBeGreaterThanOrEqual(RETRY_BASE_MS * 36);
    expect(failed.attempts).toBe(ROOM_RECORDING_MAX_ATTEMPTS);
    expect(failed.lastError).toBeTruthy();
    expect(failed.lastError).not.toContain("\n");
    expect(failed.lastError!.length).toBeLessThanOrEqual(300);
    expect(await lessonsOf(session.id)).toHaveLength(0);
    // The raw files are kept for Try again.
    expect(existsSync(rawFolder)).toBe(true);

    const row = (await overdueList()).find((item) => item.sessionId === session.id);
    expect(row?.roomRecording).toMatchObject({
      status: "failed",
      converting: false,
      attempts: ROOM_RECORDING_MAX_ATTEMPTS,
      reason: failed.lastError,
    });

    // The files are put right (here: the good recording under the same ids), and an admin tries again.
    await rm(rawFolder, { recursive: true, force: true });
    const good = await copyRecordingFixture("tutor-and-child", rawFolder, {
      janusRoomId: host.room,
      hostFeedId: host.feedId,
      childFeedIds,
    });
    await keepParts(session.id, good.hostParts);
    const retried = await admin.inject({
      method: "POST",
      url: `/api/admin/room-recordings/${session.id}/retry`,
    });
    expect(retried.statusCode, retried.body).toBe(204);
    const published = await until(async () => {
      const job = await jobOf(session.id);
      return job.status === "published" && job;
    }, "the retried job to publish");
    expect(published.attempts).toBe(1);
    expect(await lessonsOf(session.id)).toHaveLength(1);
    expect((await overdueList()).some((item) => item.sessionId === session.id)).toBe(false);
  });

  it("fails at once when nothing of the tutor was recorded", async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -10, title: "Waves" });
    const host = await ticketOf(tutor, session.id);
    await mkdir(media.recordingFolder(host.room)!, { recursive: true });
    await endLesson(session.id);
    const failed = await until(async () => {
      const row = await jobOf(session.id);
      return row.status === "failed" && row;
    }, "the job to fail");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/nothing/i);
    expect(await lessonsOf(session.id)).toHaveLength(0);
  });

  it("keeps a recording uploaded by hand and ends the job without a second one", async () => {
    const { session, rawFolder } = await heldLesson("tutor-and-child", "Magnetism");
    const [byHand] = await t.db
      .insert(recordedLessons)
      .values({
        title: "Magnetism (uploaded)",
        subject: "Physics",
        tutorId: tutor.user.id,
        sessionId: session.id,
        videoUrl: "https://video.example.org/magnetism",
      })
      .returning();
    await endLesson(session.id);
    // The worker ends the job, then deletes the raw files: wait for both.
    const job = await until(async () => {
      const row = await jobOf(session.id);
      return row.status === "published" && !existsSync(rawFolder) && row;
    }, "the job to end and its raw files to go");
    expect(job.recordedLessonId).toBe(byHand!.id);
    expect(await lessonsOf(session.id)).toEqual([byHand]);
    expect(existsSync(rawFolder)).toBe(false);
  });
});
