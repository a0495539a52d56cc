/**
 * The reminder job's timing (decision 053): passes every interval, none once stopped (a pass in progress is
 * awaited), a failed pass logged and the next one run, and no pass while another server holds the lock.
 */
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { createRoomRemindersJob, ROOM_REMINDERS_LOCK } from "./room-reminders.job.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLog() {
  const errors: string[] = [];
  const log = { info: () => {}, error: (_fields: unknown, message: string) => errors.push(message) };
  return { errors, log: log as unknown as FastifyBaseLogger };
}

const runHere: DatabaseHandle["runAlone"] = async (_name, work) => ({ ran: true, value: await work() });

describe("the lesson reminders job", () => {
  it("makes a pass every interval under the reminders' lock, and none once stopped", async () => {
    const locks: string[] = [];
    let passes = 0;
    const { log } = recordingLog();
    const job = createRoomRemindersJob({
      runPass: async () => {
        passes++;
        await wait(30);
        return 0;
      },
      runAlone: async (name, work) => {
        locks.push(name);
        return runHere(name, work);
      },
      log,
      intervalMs: 20,
    });
    job.start();
    await expect.poll(() => passes, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await job.stop();
    const stoppedAt = passes;
    await wait(100);
    expect(passes).toBe(stoppedAt);
    expect(new Set(locks)).toEqual(new Set([ROOM_REMINDERS_LOCK]));
  });

  it("logs a failed pass and runs the next one; skips the pass while another server holds the lock", async () => {
    const { errors, log } = recordingLog();
    let calls = 0;
    const failing = createRoomRemindersJob({
      runPass: async () => {
        calls++;
        if (calls === 1) throw new Error("the database went away");
        return 3;
      },
      runAlone: runHere,
      log,
      intervalMs: 60_000,
    });
    await failing.runOnce(new Date());
    await failing.runOnce(new Date());
    expect(calls).toBe(2);
    expect(errors).toEqual(["lesson reminders: the pass failed; the next one tries again"]);

    let ran = false;
    const elsewhere = createRoomRemindersJob({
      runPass: async () => {
        ran = true;
        return 0;
      },
      runAlone: async () => ({ ran: false }),
      log,
      intervalMs: 60_000,
    });
    await elsewhere.runOnce(new Date());
    expect(ran).toBe(false);
  });
});
