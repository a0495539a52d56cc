/**
 * How a state call on this server hears that a room changed (docs/decisions/053): one LISTEN on
 * `room_changed` per app server (a connection of its own on PostgreSQL, the database's own channel on
 * PGlite), handing each notice to the calls waiting on that session. A notice missed while the connection
 * was down costs no more than a late answer: every waiting call looks again at least every
 * `ROOM_RECHECK_MS`, and a reconnect wakes them all.
 */
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { DatabaseHandle } from "../../db/client.ts";
import { ROOM_CHANGED_CHANNEL } from "./room-state.repository.ts";

/** The longest a waiting state call goes without reading the version again (a missed notice's cost). */
export const ROOM_RECHECK_MS = 5_000;
const RECONNECT_MS = 500;
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const ROOM_LISTENER_NAME = "room-changes";

/** A wait on one room: `changed` resolves at its next change, after the timeout or when the server closes. */
export type RoomWatch = { changed: Promise<void>; cancel: () => void };

export type RoomChanges = {
  /** Starts waiting at once (before the caller reads the version, so no change falls between). */
  watch(sessionId: number, timeoutMs: number): RoomWatch;
  close(): Promise<void>;
};

export function listenForRoomChanges(database: DatabaseHandle, log: FastifyBaseLogger): RoomChanges {
  const waiting = new Map<number, Set<() => void>>();
  let closed = false;

  const wake = (sessionId: number) => {
    const wakers = waiting.get(sessionId);
    waiting.delete(sessionId);
    for (const resume of wakers ?? []) resume();
  };
  const wakeAll = () => {
    for (const sessionId of [...waiting.keys()]) wake(sessionId);
  };
  const heard = (payload: string | undefined) => {
    const sessionId = Number(payload);
    if (Number.isSafeInteger(sessionId)) wake(sessionId);
  };

  const stopListening =
    database.kind === "postgres"
      ? listenOnPostgres((database.db as unknown as { $client: pg.Pool }).$client, heard, wakeAll, log)
      : listenOnPglite(database, heard);

  return {
    watch(sessionId, timeoutMs) {
      if (closed) return { changed: Promise.resolve(), cancel: () => {} };
      let resume = () => {};
      const changed = new Promise<void>((resolve) => {
        const wakers = waiting.get(sessionId) ?? new Set<() => void>();
        waiting.set(sessionId, wakers);
        resume = () => {
          clearTimeout(timer);
          wakers.delete(resume);
          if (wakers.size === 0 && waiting.get(sessionId) === wakers) waiting.delete(sessionId);
          resolve();
        };
        const timer = setTimeout(resume, Math.max(0, timeoutMs));
        wakers.add(resume);
      });
      return { changed, cancel: () => resume() };
    },
    async close() {
      if (closed) return;
      closed = true;
      wakeAll();
      await stopListening();
    },
  };
}

/** PGlite: one process owns the database, so the channel is heard in process. */
function listenOnPglite(database: DatabaseHandle, heard: (payload: string) => void) {
  const subscribed = database.pglite!.listen(ROOM_CHANGED_CHANNEL, heard);
  return async () => {
    const unlisten = await subscribed.catch(() => undefined);
    await unlisten?.().catch(() => {});
  };
}

/**
 * PostgreSQL: a dedicated client with the pool's settings (LISTEN needs a connection of its own), which
 * reconnects after RECONNECT_MS when it fails or ends; every (re)connection wakes the waiting calls.
 */
function listenOnPostgres(
  pool: pg.Pool,
  heard: (payload: string | undefined) => void,
  wakeAll: () => void,
  log: FastifyBaseLogger,
) {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let warned = false;

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: ROOM_LISTENER_NAME,
    });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      wakeAll();
      if (stopped) return;
      if (!warned) log.warn({ err: error }, "lesson room: the listening connection failed; reconnecting");
      warned = true;
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    client.on("error", fail);
    client.on("end", () => fail(new Error("the listening connection ended")));
    client.on("notification", (message) => {
      if (message.channel === ROOM_CHANGED_CHANNEL) heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${ROOM_CHANGED_CHANNEL}`);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    warned = false;
    wakeAll();
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
