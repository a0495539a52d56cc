import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scheduledSessions } from "../../db/schema.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { roomRecordings } from "./room-recordings.table.ts";

const t = setupTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function queuedJob(delayMs = 0) {
  const { user: tutor } = await t.createUser("tutor");
  const [session] = await t.db
    .insert(scheduledSessions)
    .values({ title: "Fractions", subject: "Maths", tutorId: tutor.id, scheduledFor: new Date() })
    .returning();
  const jobs = t.app.deps.repositories.roomRecordings;
  const queued = await jobs.queue({
    sessionId: session!.id,
    janusRoomId: 4242,
    rawFolder: "/tmp/raw",
    videoKey: "videokeyvideokeyvideokey",
    thumbnailKey: "thumbkeythumbkeythumbkey",
    delayMs,
  });
  return { jobs, sessionId: session!.id, queued };
}

/** Claims until nothing else is due: the other tests' jobs are due too, this test's is among them. */
async function claimOwn(sessionId: number, leaseMs = 60_000) {
  const jobs = t.app.deps.repositories.roomRecordings;
  for (;;) {
    const job = await jobs.claimDue(leaseMs);
    if (!job || job.sessionId === sessionId) return job;
  }
}

describe("room recordings repository", () => {
  it("queues a session's job once, due after its delay", async () => {
    const { jobs, sessionId, queued } = await queuedJob(3_000);
    expect(queued).toBe(true);
    const again = await jobs.queue({
      sessionId,
      janusRoomId: 1,
      rawFolder: "/elsewhere",
      videoKey: "otherkeyotherkeyotherkey",
      thumbnailKey: "otherkeyotherkeyotherkez",
      delayMs: 0,
    });
    expect(again).toBe(false);
    expect(await claimOwn(sessionId)).toBeNull();
    await sleep(3_100);
    const job = await claimOwn(sessionId);
    expect(job).toMatchObject({ sessionId, janusRoomId: 4242, rawFolder: "/tmp/raw", attempts: 1 });
  });

  it("hands a due job to one claimer at a time, and to another once the lease runs out", async () => {
    const { jobs, sessionId } = await queuedJob();
    // The lease is long enough for the checks below on a loaded machine.
    const claims = await Promise.all([jobs.claimDue(3_000), jobs.claimDue(3_000), jobs.claimDue(3_000)]);
    const mine = claims.filter((claim) => claim?.sessionId === sessionId);
    expect(mine).toHaveLength(1);
    expect(await claimOwn(sessionId)).toBeNull();
    expect((await jobs.find(sessionId))?.converting).toBe(true);

    await sleep(3_100);
    const takeover = await claimOwn(sessionId);
    expect(takeover?.attempts).toBe(2);
    // The first holder's writes change nothing now: its claim (attempts 1) is not the job's.
    expect(await jobs.renewLease(sessionId, 1, 60_000)).toBe(false);
    expect(await jobs.markAttemptFailed(sessionId, 1, "late", 10)).toBe(false);
    expect(await jobs.renewLease(sessionId, 2, 60_000)).toBe(true);
  });

  it("backs a failed try off, fails it for good with its reason, and Try again makes it due with fresh tries", async () => {
    const { jobs, sessionId } = await queuedJob();
    const first = await claimOwn(sessionId);
    expect(await jobs.markAttemptFailed(sessionId, first!.attempts, "ffmpeg exited with code 1", 3_000)).toBe(
      true,
    );
    expect(await claimOwn(sessionId)).toBeNull();
    const waiting = await jobs.find(sessionId);
    expect(waiting).toMatchObject({
      status: "pending",
      lastError: "ffmpeg exited with code 1",
      converting: false,
    });
    expect(await jobs.retry(sessionId)).toBe("not-failed");

    await sleep(3_100);
    const second = await claimOwn(sessionId);
    expect(second?.attempts).toBe(2);
    await jobs.markAttemptFailed(sessionId, 2, "Invalid data found when processing input", null);
    const failed = await jobs.find(sessionId);
    expect(failed).toMatchObject({ status: "failed", lastError: "Invalid data found when processing input" });
    expect(failed?.finishedAt).toBeInstanceOf(Date);
    expect((await jobs.statesOf([sessionId])).get(sessionId)).toMatchObject({
      status: "failed",
      converting: false,
      attempts: 2,
      reason: "Invalid data found when processing input",
      nextAttemptAt: null,
    });
    expect(await jobs.failedSessionIds()).toContain(sessionId);
    expect(await claimOwn(sessionId)).toBeNull();

    expect(await jobs.retry(sessionId)).toBe("retried");
    const again = await claimOwn(sessionId);
    expect(again).toMatchObject({ status: "pending", attempts: 1, finishedAt: null });
    expect(await jobs.retry(2_000_000_000)).toBe("missing");
  });

  it("gives a job back untried when its server stops, and publishes only a pending job", async () => {
    const { jobs, sessionId } = await queuedJob();
    const job = await claimOwn(sessionId);
    await jobs.release(sessionId, job!.attempts);
    const back = await claimOwn(sessionId);
    expect(back?.attempts).toBe(1);

    await jobs.markAttemptFailed(sessionId, 1, "broken", null);
    expect(await jobs.markPublished(sessionId, 1)).toBe(false);
    await jobs.retry(sessionId);
    const [row] = await t.db.select().from(roomRecordings).where(eq(roomRecordings.sessionId, sessionId));
    expect(row?.status).toBe("pending");
  });
});
