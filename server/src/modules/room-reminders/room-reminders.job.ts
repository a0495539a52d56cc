/**
 * The lesson reminders' job of the server process (decision 053): a pass every `intervalMs`
 * (ROOM_REMINDER_INTERVAL_MS). Every server runs it; `runAlone` lets one server's pass go at a time only
 * to save the others the work, since what makes each e-mail exactly once is the claims' key, not the lock.
 * The timer is unref'd (it never keeps the process alive) and stops when the app closes; a pass still
 * going then is awaited, so the database is not closed under it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";

/** The advisory lock's name: one reminder pass at a time across the servers on the database. */
export const ROOM_REMINDERS_LOCK = "tuition:room-reminders";

export function createRoomRemindersJob({
  runPass,
  runAlone,
  log,
  intervalMs,
}: {
  runPass: (now: Date) => Promise<number>;
  runAlone: DatabaseHandle["runAlone"];
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** One pass (a pass already going here is joined); a failure is logged and the next pass tries again. */
  function runOnce(now = new Date()) {
    running ??= runAlone(ROOM_REMINDERS_LOCK, () => runPass(now))
      .then((outcome) => {
        if (outcome.ran && outcome.value > 0) log.info({ queued: outcome.value }, "lesson reminders queued");
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "lesson reminders: the pass failed; the next one tries again");
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    start() {
      timer = setInterval(() => void runOnce(), intervalMs).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
