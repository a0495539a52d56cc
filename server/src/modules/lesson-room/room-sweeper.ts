/**
 * Ends the lessons nobody ended (docs/decisions/053): every 30 seconds, lessons whose room's hours passed
 * without End Lesson are ended as the system, by the same code as End Lesson (their stays closed, the
 * register filled for the children not marked); a lesson whose register was not filled when it ended
 * (the fill failed after the end was written) has it filled, as of its end; and every open stay is checked
 * against the media server's own list of the room's participants (docs/decisions/061). Every server runs it, one at a time (`runAlone`, as
 * housekeeping); its timer is unref'd and stops when the app closes, awaiting a pass under way.
 */
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";

export const ROOM_SWEEP_INTERVAL_MS = 30_000;
/** The advisory lock's name: one sweep at a time across every server on the database. */
export const ROOM_SWEEP_LOCK = "tuition:room-sweeper";

export type RoomSweeperDeps = {
  /** The lessons whose room's hours passed at `now` without an end (room-presence.repository.ts). */
  lessonsPastClose: (now: Date) => Promise<number[]>;
  /** End Lesson, by the system (lesson-room.service.ts `end(null, sessionId)`). */
  end: (sessionId: number) => Promise<void>;
  /** Ended lessons whose register is not filled yet, and the fill (room-attendance.service.ts `lessonEnded`). */
  lessonsEndedUnfilled: (now: Date) => Promise<Array<{ sessionId: number; endedAt: Date }>>;
  lessonEnded: (sessionId: number, at: Date) => Promise<void>;
  /** Closes the stays the media server no longer has (room-events.service.ts `reconcile`). */
  reconcile?: (now: Date) => Promise<number>;
  runAlone: DatabaseHandle["runAlone"];
  log: Pick<FastifyBaseLogger, "info" | "error">;
};

export function createRoomSweeper({
  lessonsPastClose,
  end,
  lessonsEndedUnfilled,
  lessonEnded,
  reconcile,
  runAlone,
  log,
}: RoomSweeperDeps) {
  let running: Promise<number> | null = null;

  /** Ends each lesson past its close; one that fails is logged and tried again on the next pass. */
  async function pass(now: Date) {
    let ended = 0;
    for (const sessionId of await lessonsPastClose(now)) {
      try {
        await end(sessionId);
        ended++;
      } catch (error) {
        log.error({ err: error, sessionId }, "lesson room: could not end a lesson past its hours");
      }
    }
    if (ended > 0) log.info({ ended }, "lesson room: lessons past their hours ended");
    for (const { sessionId, endedAt } of await lessonsEndedUnfilled(now)) {
      try {
        await lessonEnded(sessionId, endedAt);
      } catch (error) {
        log.error({ err: error, sessionId }, "lesson room: could not fill an ended lesson's register");
      }
    }
    // Presence follows the media server: a stay whose "left" event was lost is closed here.
    await reconcile?.(now).catch((error: unknown) =>
      log.error({ err: error }, "lesson room: could not check presence against the media server"),
    );
    return ended;
  }

  /** One pass (joined by a call while one runs): the lessons it ended; 0 when another server ran it. */
  function runOnce(now = new Date()) {
    running ??= runAlone(ROOM_SWEEP_LOCK, () => pass(now))
      .then((outcome) => (outcome.ran ? outcome.value : 0))
      .catch((error: unknown) => {
        log.error({ err: error }, "lesson room: the sweep failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let every: NodeJS.Timeout | null = null;
  return {
    runOnce,
    start(intervalMs = ROOM_SWEEP_INTERVAL_MS) {
      every ??= setInterval(() => void runOnce(), intervalMs).unref();
    },
    async stop() {
      if (every) clearInterval(every);
      every = null;
      await running;
    },
  };
}

export type RoomSweeper = ReturnType<typeof createRoomSweeper>;
