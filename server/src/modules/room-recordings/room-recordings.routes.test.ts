/**
 * The recording job's queue at the lesson's end, its Try again call and its state in the admin's overdue
 * list (docs/decisions/054 "The job"), on the real app with the fake media server recording into a folder.
 * The conversions themselves: recording-job.routes.test.ts.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { overdueRecordingSchema } from "#shared/schemas/recorded-lessons.ts";
import { ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons } from "../../db/schema.ts";
import { createFakeMediaServer } from "../../test/fake-media-server.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { expectRefusal, makeSession, roomCalls, ticketOf } from "../lesson-room/lesson-room.test-support.ts";
import { roomRecordings } from "./room-recordings.table.ts";

const recordingsDir = mkdtempSync(path.join(tmpdir(), "room-recordings-routes-"));
const media = createFakeMediaServer({ recordingsDir });
// The worker is not started here: jobs stay as the test puts them. A queued job is due a minute later.
const t = setupTestApp({ roomRecordings: { delayMs: 60_000 } }, media);
const HOUR = 60;

let tutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  admin = await t.asRole("admin");
  family = await t.asRole("parent");
});

const jobOf = async (sessionId: number) =>
  (await t.db.select().from(roomRecordings).where(eq(roomRecordings.sessionId, sessionId)))[0] ?? null;

/** A session whose room recording job is queued (as the lesson's end queues it), then set to `status`. */
async function sessionWithJob(
  startsInMinutes: number,
  status: "pending" | "failed" = "pending",
  lastError: string | null = null,
) {
  const session = await makeSession(t, tutor.user.id, { startsInMinutes, duration: 60, title: "Forces" });
  await t.db.insert(roomRecordings).values({
    sessionId: session.id,
    janusRoomId: 1000 + session.id,
    rawFolder: path.join(recordingsDir, String(1000 + session.id)),
    videoKey: `video${String(session.id).padStart(19, "0")}`,
    thumbnailKey: `thumb${String(session.id).padStart(19, "0")}`,
    status,
    lastError,
    attempts: status === "failed" ? 4 : 0,
    nextAttemptAt: new Date(Date.now() + 60_000),
  });
  return session;
}

const retry = (caller: { inject: SignedInUser["inject"] } | null, sessionId: number) =>
  (caller ?? t.app).inject({ method: "POST", url: `/api/admin/room-recordings/${sessionId}/retry` });

describe("the lesson's end queues its recording", () => {
  it("once per session, with the room, its folder and fixed storage keys, due after the delay", async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -10 });
    const ticket = await ticketOf(tutor, session.id);
    const before = Date.now();
    const ended = await roomCalls(tutor, session.id).post("end");
    expect(ended.statusCode, ended.body).toBe(204);

    const job = await jobOf(session.id);
    expect(job).toMatchObject({
      janusRoomId: ticket.room,
      rawFolder: path.join(recordingsDir, String(ticket.room)),
      status: "pending",
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      recordedLessonId: null,
    });
    expect(job!.videoKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(job!.thumbnailKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(job!.thumbnailKey).not.toBe(job!.videoKey);
    expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(before + 50_000);

    // The sweeper's pass over the same lesson (its register fill retried) queues nothing more.
    await t.app.deps.lessonEnded(session.id, new Date());
    const again = await jobOf(session.id);
    expect(again).toEqual(job);
  });

  it("not for a session nobody held in the room", async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -10 });
    expect(await t.app.deps.services.roomRecordings.queue(session.id)).toBe(false);
    expect(await jobOf(session.id)).toBeNull();
  });
});

describe("POST /api/admin/room-recordings/:sessionId/retry", () => {
  it("makes a failed conversion due now with fresh tries, for admins only", async () => {
    const session = await sessionWithJob(-2 * HOUR, "failed", "Invalid data found when processing input");
    expect((await retry(null, session.id)).statusCode).toBe(401);
    expect((await retry(tutor, session.id)).statusCode).toBe(403);
    expect((await retry(family, session.id)).statusCode).toBe(403);
    expect((await jobOf(session.id))?.status).toBe("failed");

    const response = await retry(admin, session.id);
    expect(response.statusCode, response.body).toBe(204);
    const job = await jobOf(session.id);
    expect(job).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, finishedAt: null });
    expect(job!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    // Its reason stays until the next try says otherwise.
    expect(job!.lastError).toBe("Invalid data found when processing input");

    expectRefusal(await retry(admin, session.id), 409, ROOM_RECORDING_MESSAGES.notFailed);
  });

  it("answers 404 for a session without a room recording, and 400 for a malformed id", async () => {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: -10 });
    expectRefusal(await retry(admin, session.id), 404, ROOM_RECORDING_MESSAGES.notHeldInRoom);
    expectRefusal(await retry(admin, 2_000_000_000), 404, ROOM_RECORDING_MESSAGES.notHeldInRoom);
    expect((await retry(admin, "abc" as unknown as number)).statusCode).toBe(400);
  });
});

describe("the overdue list shows the room recording's state", () => {
  const overdueList = async () => {
    const response = await admin.inject({ method: "GET", url: "/api/admin/recordings/overdue" });
    expect(response.statusCode, response.body).toBe(200);
    return z.array(overdueRecordingSchema).parse(response.json());
  };

  it("lists a failed conversion at once with its reason, and a pending one's state when overdue", async () => {
    const failedEarly = await sessionWithJob(-2 * HOUR, "failed", "Nothing was recorded");
    const waiting = await sessionWithJob(-30 * HOUR, "pending", "ffmpeg exited with code 1");
    const manual = await makeSession(t, tutor.user.id, { startsInMinutes: -30 * HOUR, duration: 60 });
    const notYet = await sessionWithJob(-2 * HOUR, "pending");
    // A failed conversion whose session got a recording by hand meanwhile is no longer overdue.
    const uploaded = await sessionWithJob(-2 * HOUR, "failed", "broken");
    await t.db.insert(recordedLessons).values({
      title: "Forces",
      subject: "Maths",
      tutorId: tutor.user.id,
      sessionId: uploaded.id,
      videoUrl: "https://video.example.org/forces",
    });

    const list = await overdueList();
    const byId = new Map(list.map((row) => [row.sessionId, row]));
    expect(byId.get(failedEarly.id)?.roomRecording).toEqual({
      status: "failed",
      converting: false,
      attempts: 4,
      reason: "Nothing was recorded",
      queuedAt: expect.any(String),
      nextAttemptAt: null,
    });
    expect(Date.parse(byId.get(failedEarly.id)!.dueBy)).toBeGreaterThan(Date.now());
    expect(byId.get(waiting.id)?.roomRecording).toMatchObject({
      status: "pending",
      converting: false,
      attempts: 0,
      reason: "ffmpeg exited with code 1",
      nextAttemptAt: expect.any(String),
    });
    expect(byId.get(manual.id)?.roomRecording).toBeNull();
    expect(byId.has(notYet.id)).toBe(false);
    expect(byId.has(uploaded.id)).toBe(false);
  });
});
