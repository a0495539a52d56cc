/**
 * The one place the server's parts are made (decision 052): `createContainer` builds every repository,
 * the mailer, the file storage and every service once, each service given the repositories and
 * services it uses as arguments. `buildApp` decorates the result on the app as `deps`, and route
 * plugins take what they need from it; nothing else calls a `create…Repository` or `create…Service`.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { tooManyUploadsMessage } from "#shared/schemas/files.ts";
import { appLinks } from "./config/links.ts";
import { createAccountServices } from "./container-accounts.ts";
import { createEmployerServices } from "./container-employer.ts";
import { createRecordingParts } from "./container-recordings.ts";
import { createRepositories, type Repositories } from "./container-repositories.ts";
import { createRoomServices } from "./container-room.ts";
import { createScimServices, type LeaverPorts } from "./container-scim.ts";
import { createSsoServices } from "./container-sso.ts";
import { type AppConfig, defaultRateLimits, type RateLimitRule } from "./context.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createSecretBox } from "./modules/auth/secret-box.ts";
import { createBlogPostsService } from "./modules/blog-posts/blog-posts.service.ts";
import { createBookingsService } from "./modules/bookings/bookings.service.ts";
import { createCalendarFeedService } from "./modules/calendar-feed/calendar-feed.service.ts";
import { createEnquiriesService } from "./modules/enquiries/enquiries.service.ts";
import { createFilesService } from "./modules/files/files.service.ts";
import { createFileStorage } from "./modules/files/files.storage.ts";
import { createLeaversService } from "./modules/leavers/leavers.service.ts";
import { createRoomPlacesService } from "./modules/lesson-room/room-places.service.ts";
import { createLiveSessionsService } from "./modules/live-sessions/live-sessions.service.ts";
import { createMailDeliveryService } from "./modules/mail/mail-delivery.service.ts";
import { createMailer } from "./modules/mail/mailer.ts";
import type { MediaServer } from "./modules/media-server/media-server.port.ts";
import { createMediaServer } from "./modules/media-server/media-server.ts";
import { createMessagesService, tooManyMessages } from "./modules/messages/messages.service.ts";
import { createAttemptLimiter } from "./modules/rate-limits/attempt-limiter.service.ts";
import { createRecordedLessonsService } from "./modules/recorded-lessons/recorded-lessons.service.ts";
import { createResourcesService } from "./modules/resources/resources.service.ts";
import type { RecordingConverter } from "./modules/room-recordings/recording-converter.port.ts";
import { createRecordingConverter } from "./modules/room-recordings/recording-converter.ts";
import { createRoomRemindersService } from "./modules/room-reminders/room-reminders.service.ts";
import { createScheduledSessionsService } from "./modules/scheduled-sessions/scheduled-sessions.service.ts";
import { createStudentsService } from "./modules/students/students.service.ts";
import { createTimetableService } from "./modules/timetable/timetable.service.ts";
import { createTutorsService } from "./modules/tutors/tutors.service.ts";
import { createUtilisationService } from "./modules/utilisation/utilisation.service.ts";

/** Without a media server in the configuration (tests on an in-memory database), none. */
const NO_MEDIA_SERVER = { mode: "off", reason: "No media server is set up." } as const;

export type ContainerOptions = {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
  media?: MediaServer; // given by tests (a recording stand-in), otherwise made from `config`
  converter?: RecordingConverter; // the room recordings' converter, otherwise the real one
};

/**
 * Builds the server's parts once, in the order they depend on each other: the repositories over the
 * database, the infrastructure (the mailer on the outbox repository, file storage, secret box), then the
 * services. `close` ends what holds resources (the mailer's tries in progress, the storage's client or
 * temporary folder).
 */
export function createContainer({
  database,
  config,
  log,
  media: givenMedia,
  converter = createRecordingConverter(),
}: ContainerOptions) {
  const db = database.db;
  const links = appLinks(config.appUrl);
  // The lesson room's media server (decision 053): server.ts starts it once the app listens.
  const media = givenMedia ?? createMediaServer(config.mediaServer ?? NO_MEDIA_SERVER, log);
  const roomAvailable = () => media.available;
  const repositories = createRepositories(db, { roomAvailable });
  const mailer = createMailer({
    outbox: repositories.outbox,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logBodies: config.logEmailBodies ?? false,
    retryBaseMs: config.mailRetryBaseMs,
    log,
  });
  const storage = createFileStorage(config.fileStorage);
  // Without a configured secret (tests), a random one for the app's lifetime.
  const secretBox = createSecretBox(config.appSecret ?? randomBytes(32).toString("base64url"));

  const scheduledSessions = createScheduledSessionsService({
    sessionsRepo: repositories.scheduledSessions,
    tutorsRepo: repositories.tutors,
    familiesBookedInto: repositories.bookings.familiesBookedInto,
    findSession: repositories.timetable.findById,
    mailer,
    brand: config.brand,
    scheduleUrl: links.studentSchedule,
  });

  // A booking cancelled ends the child's place in the lesson's room at once (the room writes its own rows).
  const roomPlaces = createRoomPlacesService({ rooms: repositories.roomState, media });
  const bookings = createBookingsService({
    bookingsRepo: repositories.bookings,
    sessionsRepo: repositories.timetable,
    mailer,
    brand: config.brand,
    links,
    endRoomPlace: roomPlaces.endChildPlace,
  });

  const students = createStudentsService({
    studentsRepo: repositories.students,
    upcomingSessionsOf: repositories.timetable.listUpcomingForStudent,
  });

  const calendarFeed = createCalendarFeedService({
    feedsRepo: repositories.calendarFeed,
    site: {
      name: config.brand.name,
      host: new URL(config.appUrl).hostname,
      sessionUrl: links.studentSession,
    },
    feedUrl: links.calendarFeed,
  });

  const liveSessions = createLiveSessionsService({
    liveSessionsRepo: repositories.liveSessions,
    tutorsRepo: repositories.tutors,
  });

  const utilisation = createUtilisationService({
    utilisationRepo: repositories.utilisation,
    companiesRepo: repositories.companies,
    sharedReportUrl: links.sharedReport,
  });

  /** A db-backed attempt limit over the counters every server shares (decision 031). */
  const limiter = (rule: RateLimitRule, refusal?: (wait: string) => string, prefix?: string) =>
    createAttemptLimiter(repositories.rateLimits, rule, refusal, prefix);

  // Uploads and messages are counted per account in the shared counters (decisions 045 and 028).
  const {
    uploads: uploadRule = defaultRateLimits.uploads,
    messages: messageRule = defaultRateLimits.messages,
  } = config.rateLimits;
  const files = createFilesService({
    uploads: repositories.files,
    storage,
    uploadsPerAccount: limiter(uploadRule, tooManyUploadsMessage),
    hiddenFrom: repositories.recordedLessons.fileHiddenFrom,
  });
  const resources = createResourcesService({
    resourcesRepo: repositories.resources,
    studentsRepo: repositories.students,
    files,
    log,
  });
  const messages = createMessagesService({
    repo: repositories.messages,
    mailer,
    brand: config.brand,
    links,
    sendsPerAccount: limiter(messageRule, tooManyMessages),
  });
  const enquiries = createEnquiriesService({
    enquiriesRepo: repositories.enquiries,
    mailer,
    brand: config.brand,
  });
  const blogPosts = createBlogPostsService({ postsRepo: repositories.blogPosts, siteUrl: config.appUrl });
  const mailDelivery = createMailDeliveryService({ outbox: repositories.outbox, mailer });

  const timetable = createTimetableService({ timetableRepo: repositories.timetable });

  const recordedLessons = createRecordedLessonsService({
    lessonsRepo: repositories.recordedLessons,
    promiseRepo: repositories.recordingPromise,
    tutorsRepo: repositories.tutors,
    gradeOf: repositories.students.gradeOf,
    mailer,
    brand: config.brand,
    recordingUrl: links.studentLesson,
    roomRecordings: repositories.roomRecordings,
  });

  // Accounts and sign-in. Writes that must stand or fall together run through `transaction`, which hands
  // the work repositories bound to one transaction; `mail` is what a service that e-mails is given.
  const transaction = <T>(work: (repositories: Repositories) => Promise<T>) =>
    db.transaction((tx) => work(createRepositories(tx, { roomAvailable })));
  const mail = { mailer, brand: config.brand, links };
  // The account and sign-in services (container-accounts.ts).
  const accounts = createAccountServices({ repositories, transaction, config, limiter, secretBox, mail });

  const tutors = createTutorsService({
    tutorsRepo: repositories.tutors,
    loginSessionsRepo: repositories.loginSessions,
    transaction,
    mailer,
    brand: config.brand,
    links,
  });
  // Lesson reminders: a pass claims and queues its e-mails in one transaction (decision 053).
  const roomReminders = createRoomRemindersService({
    repo: repositories.roomReminders,
    transaction,
    brand: config.brand,
    links,
  });

  // The room recordings' job and its worker (container-recordings.ts): the lesson's end queues its job.
  const recordings = createRecordingParts({
    config,
    log,
    repositories,
    transaction,
    media,
    storage,
    recordedLessons,
    converter,
  });

  // The lesson room's services and its LISTEN (container-room.ts).
  const room = createRoomServices({
    database,
    config,
    log,
    repositories,
    media,
    registerRoster: bookings.roster,
    queueRecording: recordings.services.roomRecordings.queue,
  });

  const services = {
    ...accounts,
    leavers: createLeaversService({
      leaversRepo: repositories.leavers,
      transaction,
      ...mail,
      endRoomPlace: roomPlaces.endChildPlace,
    }),
    files,
    resources,
    messages,
    enquiries,
    blogPosts,
    mailDelivery,
    scheduledSessions,
    timetable,
    recordedLessons,
    bookings,
    students,
    calendarFeed,
    liveSessions,
    utilisation,
    tutors,
    roomReminders,
    ...room.services,
    ...recordings.services,
    // SCIM provisioning (container-scim.ts); the leavers' service is read when a request calls it.
    ...createScimServices(
      { repositories, transaction, config, limiter, mail },
      (): LeaverPorts => services.leavers,
    ),
    ...createSsoServices({
      repositories,
      transaction,
      secretBox,
      appUrl: config.appUrl,
      allowPrivateIssuers: config.ssoAllowPrivateIssuers ?? false,
      mail,
    }),
    ...createEmployerServices(repositories, { ...accounts, utilisation }, transaction),
  };

  return {
    database,
    config,
    links,
    mailer,
    storage,
    secretBox,
    media,
    repositories,
    services,
    roomChanges: room.roomChanges,
    /** Every server's recording worker (server.ts starts it). */
    recordingWorker: recordings.worker,
    /** A lesson ended: its recording queued, its stays closed and its register filled (container-room.ts). */
    lessonEnded: room.lessonEnded,
    async close() {
      await recordings.worker.stop();
      await room.close();
      await media.stop();
      await mailer.stop();
      await storage.close();
    },
  };
}

/** What route modules are given: decorated on the Fastify instance as `deps`. */
export type Container = ReturnType<typeof createContainer>;
