/**
 * The recording job across app servers (docs/decisions/054 "The job"): two real app servers on one
 * PostgreSQL server (files in one shared folder), one job queued on a long real recording. The server
 * that claims it is killed (SIGKILL) mid-conversion; the other takes the job over once the dead server's
 * lease runs out and publishes it: exactly one recorded lesson, its video in file storage.
 *
 * Everything listens on 127.0.0.1; every wait is bounded; `afterAll` stops every process and server.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { hashGeneratedPassword } from "../lib/password.ts";
import { writeLongRecording } from "../modules/room-recordings/long-recording.test-support.ts";
import { type AppServer, startPostgres, startServer, stopAll } from "../test/cluster.ts";

const LEASE_MS = 4_000;
const folders: string[] = [];
let pool: pg.Pool | undefined;

afterAll(async () => {
  await pool?.end();
  await stopAll();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(made);
  return made;
};

/** Waits (bounded) until `check` answers a value, and answers it. */
async function until<T>(
  check: () => Promise<T | null | undefined | false> | T,
  what: string,
  timeoutMs: number,
) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** When the server's log says it began converting the session's recording (its claim), or null. */
function claimedAt(server: AppServer, sessionId: number): number | null {
  for (const line of server.output().split("\n")) {
    if (!line.includes("room recording: converting")) continue;
    try {
      const entry = JSON.parse(line) as { sessionId?: number; time?: number };
      if (entry.sessionId === sessionId) return entry.time ?? Date.now();
    } catch {
      // Not a log line of the server's JSON log.
    }
  }
  return null;
}

describe("the recording job on two servers", () => {
  it("a server killed mid-conversion: the other finishes the job after its lease, once", async () => {
    const postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("recordings");
    // One files folder for both servers (the product's file storage), as a shared folder or a bucket is.
    const dataDir = folder("recordings-cluster-data-");
    const env = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      ROOM_RECORDING_POLL_MS: "200",
      ROOM_RECORDING_LEASE_MS: String(LEASE_MS),
      ROOM_RECORDING_RETRY_BASE_MS: "1000",
      ROOM_RECORDING_DELAY_MS: "0",
    };
    const servers = [await startServer({ env, dataDir }), await startServer({ env, dataDir })];

    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    pool.on("error", () => {});
    const db = drizzle(pool, { schema, casing: "snake_case" });
    // A lesson held in the room: its tutor, the room, the tutor's stay, and the long raw recording.
    const [tutor] = await db
      .insert(schema.users)
      .values({
        username: "cluster-tutor",
        passwordHash: await hashGeneratedPassword("cluster-tutor-pass"),
        email: "tutor@recordings.example",
        fullName: "Sarah Whitfield",
        role: "tutor",
      })
      .returning();
    const [session] = await db
      .insert(schema.scheduledSessions)
      .values({
        title: "Forces and Motion",
        subject: "Physics",
        tutorId: tutor!.id,
        scheduledFor: new Date(Date.now() - 70 * 60_000),
        duration: 60,
      })
      .returning();
    const janusRoomId = 424_242;
    const hostFeedId = 1_001;
    const rawFolder = path.join(folder("recordings-cluster-raw-"), String(janusRoomId));
    const { hostStays, mediaMs, hostParts } = await writeLongRecording(
      rawFolder,
      { janusRoomId, hostFeedId },
      60,
    );
    await db.insert(schema.roomLessons).values({
      sessionId: session!.id,
      janusRoomId,
      roomSecret: "cluster-room-secret-0123456789abcdef",
      endedAt: hostStays[0]!.to,
    });
    const [host] = await db
      .insert(schema.roomParticipants)
      .values({
        sessionId: session!.id,
        userId: tutor!.id,
        role: "host",
        displayName: "Sarah Whitfield",
        state: "admitted",
        feedId: hostFeedId,
      })
      .returning();
    for (const [index, fileName] of hostParts.entries())
      await db
        .insert(schema.roomRecordingParts)
        .values({ sessionId: session!.id, fileName, janusSessionId: 1, handleId: index + 1 });
    await db.insert(schema.roomPresence).values({
      participantId: host!.id,
      enteredAt: hostStays[0]!.from,
      leftAt: hostStays[0]!.to,
      leftHow: "ended",
    });
    // The lesson's end queues the job (as room-recordings.service.ts `queue` does), due now.
    await db.insert(schema.roomRecordings).values({
      sessionId: session!.id,
      janusRoomId,
      rawFolder,
      videoKey: "clusterVideoKey000000000",
      thumbnailKey: "clusterThumbKey000000000",
    });
    const jobOf = async () =>
      (
        await db.select().from(schema.roomRecordings).where(eq(schema.roomRecordings.sessionId, session!.id))
      )[0]!;

    // One server claims it; it is killed a second into the conversion (the long recording takes tens of seconds).
    const first = await until(
      () => servers.find((server) => claimedAt(server, session!.id) !== null),
      "a server to claim the job",
      30_000,
    );
    const survivor = servers.find((server) => server !== first)!;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await jobOf()).status).toBe("pending");
    await first.kill("SIGKILL");
    const leaseAtKill = (await jobOf()).lockedUntil!;
    expect(leaseAtKill.getTime()).toBeGreaterThan(Date.now() - 1_000);

    const published = await until(
      async () => {
        const job = await jobOf();
        return job.status === "published" && job;
      },
      "the other server to publish the recording",
      240_000,
    );
    // The survivor took the job over only once the dead server's lease had run out, as the second try.
    const takenOverAt = claimedAt(survivor, session!.id);
    expect(takenOverAt).not.toBeNull();
    expect(takenOverAt!).toBeGreaterThanOrEqual(leaseAtKill.getTime() - 50);
    expect(published.attempts).toBe(2);

    const lessons = await db
      .select()
      .from(schema.recordedLessons)
      .where(eq(schema.recordedLessons.sessionId, session!.id));
    expect(lessons).toHaveLength(1);
    expect(lessons[0]).toMatchObject({
      id: published.recordedLessonId,
      title: "Forces and Motion",
      tutorId: tutor!.id,
      videoUrl: "/api/files/clusterVideoKey000000000",
      thumbnail: "/api/files/clusterThumbKey000000000",
      duration: Math.max(1, Math.round(mediaMs / 60_000)),
    });
    // The video in file storage is as long as the tutor's stay.
    const video = path.join(dataDir, "files", "cl", "clusterVideoKey000000000");
    const seconds = Number(
      execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", video])
        .toString()
        .trim(),
    );
    expect(Math.abs(seconds - mediaMs / 1000)).toBeLessThan(2);
    // The worker deletes the raw files just after publishing.
    await until(() => !existsSync(rawFolder), "the raw files to go", 10_000);
    expect(existsSync(rawFolder)).toBe(false);
  }, 360_000);
});
