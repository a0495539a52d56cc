/**
 * The recording workers of several servers on one database (docs/decisions/054 "The job"), here several
 * workers in one app on the real converter: two racing for one job convert it once; a slow server whose
 * lease ran out and finishes after another took the job over adds no second recorded lesson; stopping a
 * server aborts its conversion and gives the job back. (Separate app processes: the cluster test.)
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeMediaServer } from "../../test/fake-media-server.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import type { RecordingConverter } from "./recording-converter.port.ts";
import { createRecordingConverter } from "./recording-converter.ts";
import { recordingJobFixtures, until } from "./recording-job.test-support.ts";
import { createRecordingWorker, type RecordingWorkerDeps } from "./recording-worker.ts";

const recordingsDir = mkdtempSync(path.join(tmpdir(), "recording-workers-"));
const workRoot = mkdtempSync(path.join(tmpdir(), "recording-work-"));
const media = createFakeMediaServer({ recordingsDir });
// The app's own worker is not started: each test runs the workers it names. Jobs are due at once.
const t = setupTestApp({ roomRecordings: { delayMs: 0 } }, media);
const fixtures = recordingJobFixtures(t, media);
const { jobOf, lessonsOf } = fixtures;

let people: { tutor: SignedInUser; absentFamily: SignedInUser; presentFamily: SignedInUser };
beforeAll(async () => {
  people = {
    tutor: await t.asRole("tutor"),
    absentFamily: await t.asRole("parent"),
    presentFamily: await t.asRole("parent"),
  };
});
afterAll(async () => {
  await rm(recordingsDir, { recursive: true, force: true });
  await rm(workRoot, { recursive: true, force: true });
});

const silentLog = { info() {}, warn() {}, error() {} };

/** A worker as a server builds one (container-recordings.ts), over this app's database and storage. */
function worker(overrides: Partial<RecordingWorkerDeps> = {}) {
  const { repositories, services, storage } = t.app.deps;
  return createRecordingWorker({
    jobs: repositories.roomRecordings,
    recordings: services.roomRecordings,
    converter: createRecordingConverter(),
    inputsOf: async (sessionId) => {
      const lesson = await repositories.roomPresence.lessonOf(sessionId);
      return repositories.roomPresence.recordingInputs(sessionId, lesson?.endedAt ?? new Date());
    },
    partsOf: repositories.recordingParts.fileNamesOf,
    tutorOf: async (sessionId) =>
      (await repositories.recordingPromise.findSessionToRecord(sessionId))?.tutorId ?? null,
    storage,
    pollMs: 50,
    leaseMs: 5_000,
    retryBaseMs: 200,
    workRoot,
    log: silentLog,
    ...overrides,
  });
}

describe("recording workers on one database", () => {
  it("two racing for one job convert it once", async () => {
    const { session } = await fixtures.heldLesson(people, "tutor-and-child", "Racing");
    await fixtures.endLesson(people.tutor, session.id);
    const [first, second] = [worker(), worker()];
    await Promise.all([first.runOnce(), second.runOnce()]);

    const job = await jobOf(session.id);
    expect(job).toMatchObject({ status: "published", attempts: 1 });
    const lessons = await lessonsOf(session.id);
    expect(lessons).toHaveLength(1);
    expect(job.recordedLessonId).toBe(lessons[0]!.id);
  });

  it("a slow server whose lease ran out finishes after another took the job over, and adds no second lesson", async () => {
    const { session } = await fixtures.heldLesson(people, "tutor-and-child", "Slow finisher");
    await fixtures.endLesson(people.tutor, session.id);
    const real = createRecordingConverter();
    let slowConverted = false;
    // The slow server: its lease renewals never reach the database, and it takes long after converting.
    const slowConverter: RecordingConverter = {
      async convert(request) {
        const result = await real.convert(request);
        slowConverted = true;
        await until(async () => (await jobOf(session.id)).attempts >= 2, "the takeover", 60_000);
        return result;
      },
    };
    const slow = worker({
      converter: slowConverter,
      leaseMs: 400,
      jobs: { ...t.app.deps.repositories.roomRecordings, renewLease: async () => true },
    });
    const slowRun = slow.runOnce();
    await until(async () => (await jobOf(session.id)).attempts === 1, "the slow server's claim");
    const other = worker();
    await until(
      async () => {
        await other.runOnce();
        return (await jobOf(session.id)).status === "published";
      },
      "the other server to publish",
      90_000,
    );
    await slowRun;

    expect(slowConverted).toBe(true);
    const job = await jobOf(session.id);
    expect(job).toMatchObject({ status: "published", attempts: 2 });
    const lessons = await lessonsOf(session.id);
    expect(lessons).toHaveLength(1);
    expect(job.recordedLessonId).toBe(lessons[0]!.id);
  });

  it("stopping a server aborts its conversion and gives the job back at once", async () => {
    const { session, rawFolder } = await fixtures.heldLesson(people, "long", "Stopped");
    await fixtures.endLesson(people.tutor, session.id);
    const stopping = worker();
    const run = stopping.runOnce();
    await until(async () => (await jobOf(session.id)).lockedUntil !== null, "the claim");
    // The conversion is under way (the long recording takes the converter tens of seconds).
    await until(async () => readdirSync(workRoot).length > 0, "the work folder");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    await stopping.stop();
    await run;

    expect(performance.now() - started).toBeLessThan(10_000);
    const job = await jobOf(session.id);
    expect(job).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, lastError: null });
    expect(job.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await lessonsOf(session.id)).toHaveLength(0);
    // The work folder went; the raw files stay for the next server.
    expect(readdirSync(workRoot)).toEqual([]);
    expect(readdirSync(rawFolder).length).toBeGreaterThan(0);
  });
});
