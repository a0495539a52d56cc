/**
 * The in-process session cache (decision 034): a signed-in request finds its session and user here
 * instead of in the database, for at most SESSION_CACHE_TTL_MS and never past the session's own end.
 * Every server LISTENs on `session_changes` through a connection of its own and drops what a change
 * names as soon as it hears of it; while that connection is down, or silent for a second, the cache is
 * emptied and bypassed. On PGlite (one process) the same channel is heard in process.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { DatabaseHandle } from "../../db/client.ts";
import type { SessionUser } from "../../http/session-user.ts";
import { digestToken } from "../../lib/tokens.ts";
import {
  decodeSessionChange,
  SESSION_CHANGES_CHANNEL,
  type SessionChange,
} from "../session-changes/session-changes.service.ts";
import type { LoginSessionsRepository } from "./login-sessions.repository.ts";

/** How long a session found in the database is answered from memory (also bounded by its expiry). */
export const SESSION_CACHE_TTL_MS = 15_000;
/** Beyond this many sessions the expired ones are swept, and if that is not enough, all are dropped. */
const MAX_ENTRIES = 50_000;
/** The listening connection is asked `select 1` this often... */
const HEARTBEAT_MS = 250;
/** ...and without an answer for this long the cache is not trusted (a connection silently gone). */
const LISTENER_SILENCE_MS = 1_000;
const RECONNECT_MS = 500;
/** How long the first NOTIFY sent through the pool may take to reach a new listening connection. */
const PROBE_TIMEOUT_MS = 5_000;
const PROBE_PREFIX = "probe:";
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = "session-cache";

export type ActiveSession = { sessionId: string; user: SessionUser };
type Entry = { found: ActiveSession; until: number };

type Listener = { trusted: () => boolean; close: () => Promise<void> };
type ListenerEvents = {
  onChange: (change: SessionChange) => void;
  /** The connection is up and listening, or was lost: either way, what was cached may have missed a change. */
  onReset: () => void;
};

/** PGlite: the channel heard in process (one process owns the database). */
function listenOnPglite(database: DatabaseHandle, events: ListenerEvents): Listener {
  let listening = false;
  let unlisten: (() => Promise<void>) | undefined;
  const subscribed = database
    .pglite!.listen(SESSION_CHANGES_CHANNEL, (payload) => events.onChange(decodeSessionChange(payload)))
    .then((stop) => {
      unlisten = stop;
      listening = true;
      events.onReset();
    });
  return {
    trusted: () => listening,
    close: async () => {
      listening = false;
      await subscribed.catch(() => {});
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: a dedicated client (the pool's settings, not one of its connections) that LISTENs, is
 * asked `select 1` every HEARTBEAT_MS, and reconnects after RECONNECT_MS when it fails or ends. It is
 * trusted only once a NOTIFY sent through the pool has reached it: behind a proxy that pools by
 * transaction (PgBouncer's transaction mode), where LISTEN cannot work, the cache is never used.
 */
function listenOnPostgres(pool: pg.Pool, events: ListenerEvents, log: FastifyBaseLogger): Listener {
  let current: pg.Client | undefined;
  let lastAnswer = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // One warning per outage, not one per attempt.
  let warned = false;

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ ...pool.options, keepAlive: true, application_name: LISTENER_NAME });
    let heartbeat: NodeJS.Timeout | undefined;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      clearInterval(heartbeat);
      if (current === client) current = undefined;
      events.onReset();
      client.end().catch(() => {});
      if (stopped) return;
      if (!warned) log.warn({ err: error }, "session cache: the listening connection failed; reconnecting");
      warned = true;
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    client.on("error", fail);
    client.on("end", () => fail(new Error("the listening connection ended")));
    const probe = `${PROBE_PREFIX}${randomBytes(8).toString("hex")}`;
    let probeHeard = () => {};
    const heard = new Promise<void>((resolve) => {
      probeHeard = resolve;
    });
    client.on("notification", (message) => {
      if (message.channel !== SESSION_CHANGES_CHANNEL) return;
      const payload = message.payload ?? "";
      if (payload === probe) probeHeard();
      else if (!payload.startsWith(PROBE_PREFIX)) events.onChange(decodeSessionChange(payload));
    });
    let probeTimer: NodeJS.Timeout | undefined;
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      await pool.query("select pg_notify($1, $2)", [SESSION_CHANGES_CHANNEL, probe]);
      await Promise.race([
        heard,
        new Promise((_resolve, reject) => {
          probeTimer = setTimeout(
            () => reject(new Error("a NOTIFY sent through the pool never reached the listening connection")),
            PROBE_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      fail(error as Error);
      return;
    } finally {
      clearTimeout(probeTimer);
    }
    if (stopped || failed) {
      fail(new Error("stopped"));
      return;
    }
    current = client;
    warned = false;
    lastAnswer = performance.now();
    events.onReset();
    let asking = false;
    heartbeat = setInterval(() => {
      if (asking) return;
      asking = true;
      client.query("select 1").then(
        () => {
          asking = false;
          lastAnswer = performance.now();
        },
        (error: Error) => fail(error),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };
  void connect();

  return {
    trusted: () => current !== undefined && performance.now() - lastAnswer < LISTENER_SILENCE_MS,
    close: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** The session cache of one server; `close()` stops its listener. */
export function createSessionCache(options: {
  database: DatabaseHandle;
  loginSessionsRepo: LoginSessionsRepository;
  log: FastifyBaseLogger;
  ttlMs?: number;
}) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const entries = new Map<string, Entry>();
  const sessionsOfUser = new Map<number, Set<string>>();
  // Bumped by every change: a lookup that began before one is not cached (it may have read the past).
  let generation = 0;

  function forget(sessionId: string) {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const ofUser = sessionsOfUser.get(entry.found.user.id);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) sessionsOfUser.delete(entry.found.user.id);
  }

  function clear() {
    entries.clear();
    sessionsOfUser.clear();
  }

  function invalidate(change: SessionChange) {
    generation++;
    switch (change.kind) {
      case "session":
        forget(change.sessionId);
        return;
      case "user":
        for (const sessionId of sessionsOfUser.get(change.userId) ?? []) forget(sessionId);
        return;
      case "company":
        for (const [sessionId, entry] of entries) {
          if (entry.found.user.companyId === change.companyId) forget(sessionId);
        }
        return;
      case "all":
        clear();
    }
  }

  function remember(found: ActiveSession, validUntil: Date) {
    const now = Date.now();
    if (entries.size >= MAX_ENTRIES) {
      for (const [sessionId, entry] of entries) if (entry.until <= now) forget(sessionId);
      if (entries.size >= MAX_ENTRIES) clear();
    }
    // Shared by every request of the session until it goes: nobody may change it in place.
    Object.freeze(found.user);
    entries.set(found.sessionId, { found, until: Math.min(now + ttlMs, validUntil.getTime()) });
    const ofUser = sessionsOfUser.get(found.user.id) ?? new Set<string>();
    sessionsOfUser.set(found.user.id, ofUser);
    ofUser.add(found.sessionId);
  }

  const events: ListenerEvents = {
    onChange: invalidate,
    onReset: () => invalidate({ kind: "all" }),
  };
  const listener =
    options.database.kind === "postgres"
      ? listenOnPostgres(
          (options.database.db as unknown as { $client: pg.Pool }).$client,
          events,
          options.log,
        )
      : listenOnPglite(options.database, events);

  return {
    /** The live session of a cookie token and its user, from memory when known and trusted. */
    async find(token: string): Promise<ActiveSession | null> {
      const sessionId = digestToken(token);
      const trusted = listener.trusted();
      const entry = trusted ? entries.get(sessionId) : undefined;
      if (entry && entry.until > Date.now()) return entry.found;
      if (entry) forget(sessionId);
      const startedAt = generation;
      const row = await options.loginSessionsRepo.findActive(token);
      if (!row) return null;
      const found = { sessionId: row.sessionId, user: row.user };
      if (trusted && startedAt === generation && listener.trusted()) remember(found, row.validUntil);
      return found;
    },
    invalidate,
    /** How many sessions are held (for tests and figures). */
    size: () => entries.size,
    close: () => listener.close(),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
