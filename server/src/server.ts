/** Entry point: reads the environment, migrates, seeds an empty database, listens, shuts down gracefully. */
import type { AddressInfo } from "node:net";
import { buildApp } from "./app.ts";
import { appConfigFromEnv, clientDirOf } from "./config/app-config.ts";
import { loadEnv, seedsDemoData } from "./config/env.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { openMigratedDatabase } from "./db/open-from-env.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./db/seed/index.ts";
import { demoSignInNotice } from "./modules/auth/demo-sign-ins.ts";
import { createHousekeepingJob } from "./modules/housekeeping/housekeeping.ts";
import { createRoomSweeper } from "./modules/lesson-room/room-sweeper.ts";
import { createRoomRemindersJob } from "./modules/room-reminders/room-reminders.job.ts";
import { startBanner, writeAfterLogLines } from "./start-banner.ts";

/** Where the media server posts its events: this server, on loopback when it listens on every address. */
function mediaServerEventsUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === "string") throw new Error("the server does not listen on a TCP port");
  const everyAddress = address.address === "0.0.0.0" || address.address === "::";
  const host = everyAddress
    ? "127.0.0.1"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}/api/media-server/events`;
}

const env = loadEnv();
const config = appConfigFromEnv(env);
// Until the app (and its logger) exists, a lost idle database connection is written to stderr.
let logIdleConnectionError = (error: Error) =>
  console.error(`database connection lost (the pool will reconnect): ${error.message}`);
const database = await openMigratedDatabase(env, (error) => logIdleConnectionError(error)).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);

const app = await buildApp({
  database,
  config,
  logger:
    env.NODE_ENV === "development"
      ? { level: env.LOG_LEVEL, transport: { target: "pino-pretty" } }
      : { level: env.LOG_LEVEL },
});
const { repositories, storage } = app.deps;
// Demo seeding runs under the start-up lock, after the migrations (a second `migrate` finds none pending
// and only takes the lock): of several servers starting together on one empty database, exactly one seeds
// it (decision 033). The demo resources' PDFs go where the app serves files from; the sign-ins are printed
// once the server listens, as the start's last lines (startBanner).
let demoAdded = false;
if (seedsDemoData(env)) {
  await database.migrate(async (db) => {
    demoAdded = await seedDemoDataIfEmpty(db, storage);
  });
}
// Expired sessions, used links, old e-mails and sign-in history are purged every 15 minutes,
// and uploads nothing took within 24 hours deleted (decision 045), by one server at a time; the
// job stops, and a run in progress is awaited, when the app closes (before the container closes the storage).
const housekeeping = createHousekeepingJob(repositories.housekeeping, app.log, database.runAlone, {
  // PGlite runs no autovacuum: the job gathers the planner's statistics itself (decision 042).
  gatherStatistics: database.kind === "pglite",
  files: storage,
  // Leavers whose date has come: their later bookings cancelled, feed deleted, sessions ended.
  leavers: (now) => app.deps.services.leavers.processDue(now),
});
app.addHook("onClose", () => housekeeping.stop());
housekeeping.start();
// Lessons whose room's hours passed without End Lesson are ended every 30 seconds, by one server at a time,
// by the same code as End Lesson (stays closed, the register filled for the children not marked).
const roomSweeper = createRoomSweeper({
  lessonsPastClose: (now) => repositories.roomPresence.lessonsPastClose(now),
  end: (sessionId) => app.deps.services.lessonRoom.end(null, sessionId),
  lessonsEndedUnfilled: (now) => repositories.roomPresence.lessonsEndedUnfilled(now),
  lessonEnded: app.deps.lessonEnded,
  reconcile: (now) => app.deps.services.roomEvents.reconcile(now),
  runAlone: database.runAlone,
  log: app.log,
});
app.addHook("onClose", () => roomSweeper.stop());
roomSweeper.start();
// Lesson reminders, 24 hours and 1 hour before each session, looked for every ROOM_REMINDER_INTERVAL_MS by
// one server at a time; the claims' key, not the lock, makes each e-mail exactly once (decision 053).
const reminders = createRoomRemindersJob({
  runPass: app.deps.services.roomReminders.runPass,
  runAlone: database.runAlone,
  log: app.log,
  intervalMs: env.ROOM_REMINDER_INTERVAL_MS,
});
app.addHook("onClose", () => reminders.stop());
reminders.start();
// Every server works through the mail queue: due e-mails, retries, and those a stopped server left (decision 032).
app.deps.mailer.start();
// Every server converts the lesson room's recordings, one job at a time; closing the app gives back a job
// under way (docs/decisions/054).
app.deps.recordingWorker.start();
logIdleConnectionError = (error) =>
  app.log.error({ err: error }, "database connection lost (the pool will reconnect)");
if (!config.clientDir)
  app.log.warn(`${clientDirOf(env)} is missing: serving the API only (run npm run build)`);
// Where the demo accounts, whose passwords are published, sign in from, said while they exist (decision 046).
const demoAccountsExist = await repositories.users.anyWithUsername(
  DEMO_SIGN_INS.map((signIn) => signIn.username),
);
if (demoAccountsExist) {
  const notice = demoSignInNotice(config.demoSignInsFromAnywhere === true);
  if (config.demoSignInsFromAnywhere) app.log.warn(notice);
  else app.log.info(notice);
}

let closing = false;
// While shutting down, answers to requests already in flight close their connection: a keep-alive
// connection (every browser's) would otherwise hold app.close() open until its idle timeout, past the
// shutdown deadline, and the database would not be closed cleanly.
app.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("connection", "close");
});
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  const timer = setTimeout(() => {
    app.log.error("shutdown took too long; exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await app.deps.mailer.flush();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error during shutdown");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: env.PORT, host: env.HOST });
// The lesson room's media server starts once the app listens: the own Janus's event handler posts to this
// server (decision 053). One that cannot start leaves the room unavailable; the product runs on and says so.
await app.deps.media.start(mediaServerEventsUrl(app.server.address())).catch((error: unknown) => {
  app.log.error({ err: error }, "the media server did not start: the lesson room is unavailable");
});
// Which Node runs the server (decision 036: Node 24 through npm, a system Node 20.19+ as the fallback).
app.log.info({ node: process.version }, `running on Node ${process.version}`);
// The start ends with where the site answers and the demo sign-ins, after the log lines.
writeAfterLogLines(
  app.log,
  startBanner({
    brandName: config.brand.name,
    appUrl: config.appUrl,
    demo: demoAdded ? "added" : demoAccountsExist ? "existing" : null,
    fromAnywhere: config.demoSignInsFromAnywhere === true,
    room: app.deps.media.status(),
  }),
);
