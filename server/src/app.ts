/**
 * Builds the Fastify application as a plugin-composed instance, apart from listening (server.ts),
 * so tests can build it around an in-memory database and call it with `inject`.
 */
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyRequest, type FastifyServerOptions } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { healthSchema } from "#shared/schemas/common.ts";
import { type Container, createContainer } from "./container.ts";
import type { AppConfig } from "./context.ts";
import { type DatabaseHandle, isDatabaseUnavailable } from "./db/client.ts";
import { errSerializer } from "./db/log-safe-error.ts";
import { AppError, serviceUnavailable, unsupportedMediaType } from "./errors.ts";
import accountRoutes from "./modules/account/account.routes.ts";
import adminAccountRoutes from "./modules/account/admin-account.routes.ts";
import emailChangeRoutes from "./modules/auth/email-change.routes.ts";
import passwordChangeRoutes from "./modules/auth/password-change.routes.ts";
import recoveryRoutes from "./modules/auth/recovery.routes.ts";
import signInRoutes from "./modules/auth/sign-in.routes.ts";
import twoFactorRoutes from "./modules/auth/two-factor.routes.ts";
import blogPagesRoutes from "./modules/blog-posts/blog-pages.routes.ts";
import blogPostsRoutes from "./modules/blog-posts/blog-posts.routes.ts";
import bookingsRoutes from "./modules/bookings/bookings.routes.ts";
import calendarFeedRoutes from "./modules/calendar-feed/calendar-feed.routes.ts";
import adminCompaniesRoutes from "./modules/companies/admin-companies.routes.ts";
import dashboardRoutes from "./modules/dashboard/dashboard.routes.ts";
import emailConfirmationRoutes from "./modules/email-confirmation/email-confirmation.routes.ts";
import adminEmployeeAccountsRoutes from "./modules/employee-accounts/admin-employee-accounts.routes.ts";
import adminEmployerRoutes from "./modules/employer/admin-employer.routes.ts";
import employerRoutes from "./modules/employer/employer.routes.ts";
import employerReportsRoutes from "./modules/employer/employer-reports.routes.ts";
import adminEnquiriesRoutes from "./modules/enquiries/admin-enquiries.routes.ts";
import enquiriesRoutes from "./modules/enquiries/enquiries.routes.ts";
import filesRoutes from "./modules/files/files.routes.ts";
import leaversRoutes from "./modules/leavers/leavers.routes.ts";
import lessonRoomRoutes from "./modules/lesson-room/lesson-room.routes.ts";
import roomAttendanceRoutes from "./modules/lesson-room/room-attendance.routes.ts";
import roomChatLogRoutes from "./modules/lesson-room/room-chat-log.routes.ts";
import adminLiveSessionsRoutes from "./modules/live-sessions/admin-live-sessions.routes.ts";
import liveSessionsRoutes from "./modules/live-sessions/live-sessions.routes.ts";
import adminMailRoutes from "./modules/mail/admin-mail.routes.ts";
import mediaEventsRoutes from "./modules/media-server/media-events.routes.ts";
import type { MediaServer } from "./modules/media-server/media-server.port.ts";
import mediaServerRoutes from "./modules/media-server/media-server.routes.ts";
import adminMessagesRoutes from "./modules/messages/admin-messages.routes.ts";
import messagesRoutes from "./modules/messages/messages.routes.ts";
import { sharedRateLimitStore } from "./modules/rate-limits/rate-limit-store.ts";
import adminRecordedLessonsRoutes from "./modules/recorded-lessons/admin-recorded-lessons.routes.ts";
import recordedLessonsRoutes from "./modules/recorded-lessons/recorded-lessons.routes.ts";
import adminRegistrationRoutes from "./modules/registration/admin-registration.routes.ts";
import registrationRoutes from "./modules/registration/registration.routes.ts";
import resourcesRoutes from "./modules/resources/resources.routes.ts";
import roomRecordingsRoutes from "./modules/room-recordings/room-recordings.routes.ts";
import safeguardingRecordRoutes from "./modules/room-recordings/safeguarding-record.routes.ts";
import roomRemindersRoutes from "./modules/room-reminders/room-reminders.routes.ts";
import adminScheduledSessionsRoutes from "./modules/scheduled-sessions/admin-scheduled-sessions.routes.ts";
import scheduledSessionsRoutes from "./modules/scheduled-sessions/scheduled-sessions.routes.ts";
import scimRoutes from "./modules/scim/scim.routes.ts";
import scimTokensRoutes from "./modules/scim/scim-tokens.routes.ts";
import signInSettingsRoutes from "./modules/sso/sign-in-settings.routes.ts";
import ssoRoutes from "./modules/sso/sso.routes.ts";
import familyChildrenRoutes from "./modules/students/family-children.routes.ts";
import studentsRoutes from "./modules/students/students.routes.ts";
import adminTutorsRoutes from "./modules/tutors/admin-tutors.routes.ts";
import demoDataRoutes from "./modules/users/demo-data.routes.ts";
import adminUtilisationRoutes from "./modules/utilisation/admin-utilisation.routes.ts";
import utilisationRoutes from "./modules/utilisation/utilisation.routes.ts";
import openapiPlugin from "./plugins/openapi.ts";
import securityPlugin from "./plugins/security.ts";
import securityHeadersPlugin from "./plugins/security-headers.ts";
import sessionPlugin from "./plugins/session.ts";
import staticClientPlugin from "./plugins/static-client.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: Container;
  }
}

/**
 * The request as logged: without its query string, where reset and invitation links carry their
 * tokens (anyone reading the log could otherwise use one that is still valid), nor a calendar feed's
 * or a shared report's token (API and page), which is its path, nor the invitation token of the old
 * resend path, nor a company's registration code.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url
      .split("?")[0]
      // A trailing slash reaches the same route (ignoreTrailingSlash), and any case is hidden alike.
      ?.replace(/^\/calendar\/[^/]*\.ics\/?$/i, "/calendar/[token].ics")
      .replace(/^\/api\/reports\/[^/]*\/?$/i, "/api/reports/[token]")
      .replace(/^\/reports\/[^/]*\/?$/i, "/reports/[token]")
      .replace(/^\/register\/[^/]*\/?$/i, "/register/[code]")
      .replace(/^\/api\/admin\/invite-links\/[^/]*\/resend\/?$/i, "/api/admin/invite-links/[token]/resend"),
    host: request.host,
    remoteAddress: request.ip,
  };
}

type BuildAppOptions = {
  database: DatabaseHandle;
  config: AppConfig;
  logger?: FastifyServerOptions["logger"];
  /** The media server (decision 053): tests give a recording stand-in; otherwise made from `config`. */
  media?: MediaServer;
};

/** Route modules of the API, each a Fastify plugin. */
const apiModules = [
  signInRoutes,
  registrationRoutes,
  recoveryRoutes,
  passwordChangeRoutes,
  emailChangeRoutes,
  emailConfirmationRoutes,
  twoFactorRoutes,
  ssoRoutes,
  signInSettingsRoutes,
  adminScheduledSessionsRoutes,
  scheduledSessionsRoutes,
  bookingsRoutes,
  lessonRoomRoutes,
  mediaEventsRoutes,
  roomAttendanceRoutes,
  roomChatLogRoutes,
  dashboardRoutes,
  adminLiveSessionsRoutes,
  liveSessionsRoutes,
  adminTutorsRoutes,
  adminCompaniesRoutes,
  enquiriesRoutes,
  adminEnquiriesRoutes,
  adminEmployeeAccountsRoutes,
  adminRegistrationRoutes,
  leaversRoutes,
  employerRoutes,
  employerReportsRoutes,
  adminEmployerRoutes,
  adminRecordedLessonsRoutes,
  recordedLessonsRoutes,
  filesRoutes,
  resourcesRoutes,
  studentsRoutes,
  familyChildrenRoutes,
  blogPostsRoutes,
  calendarFeedRoutes,
  adminUtilisationRoutes,
  utilisationRoutes,
  messagesRoutes,
  adminMessagesRoutes,
  demoDataRoutes,
  accountRoutes,
  roomRemindersRoutes,
  roomRecordingsRoutes,
  safeguardingRecordRoutes,
  adminAccountRoutes,
  adminMailRoutes,
  mediaServerRoutes,
  scimTokensRoutes,
  // `/scim/v2`, outside `/api`: its own token check, body parser and SCIM error answers.
  scimRoutes,
];

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger:
      options.logger && typeof options.logger === "object"
        ? {
            ...options.logger,
            serializers: { req: serializeRequest, err: errSerializer, ...options.logger.serializers },
          }
        : (options.logger ?? false),
    trustProxy: options.config.trustProxy,
    // 1 MB for JSON bodies; the CSV bulk upload raises its own limit.
    bodyLimit: 1024 * 1024,
    // A request has two minutes to arrive whole (slow uploads); idle keep-alive connections stay open
    // 72 s, longer than the 60 s load balancers and proxies commonly keep theirs, so a reused connection
    // is never closed under them.
    requestTimeout: 120_000,
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = createContainer({
    database: options.database,
    config: options.config,
    log: app.log,
    media: options.media,
  });
  // The mail queue's worker (started by server.ts) finishes the tries in progress before the database
  // closes; the file storage lets its client or temporary folder go.
  app.addHook("onClose", () => deps.close());
  app.decorate("deps", deps);

  app.setErrorHandler((caught, request, reply) => {
    let error = caught;
    if (isDatabaseUnavailable(error)) {
      // While PostgreSQL restarts or is unreachable: a quick 503 the client may retry, never a hang or a 500.
      request.log.warn({ err: error }, "database unavailable");
      error = serviceUnavailable();
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "Invalid input",
      }));
      return reply
        .code(400)
        .send({ message: issues[0]?.message ?? "Invalid input", code: "VALIDATION_ERROR", issues });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, code: error.code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.code(500).send({ message: "Something went wrong. Please try again.", code: "INTERNAL" });
    }
    if ((error as { code?: string }).code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      const refused = unsupportedMediaType();
      return reply.code(refused.statusCode).send({ message: refused.message, code: refused.code });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      const message = (error as { message?: string }).message || "Bad request";
      return reply.code(status).send({ message, code: (error as { code?: string }).code });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: "Something went wrong. Please try again.", code: "INTERNAL" });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found`, code: "NOT_FOUND" });
  });

  // Helmet's headers, worked out once rather than on every request (decision 038).
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL, so every app server behind a load balancer counts the same hits (decision 031).
    store: sharedRateLimitStore(deps.repositories.rateLimits),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(securityPlugin);
  await app.register(sessionPlugin);
  await app.register(openapiPlugin);

  app.get(
    "/healthz",
    { config: { access: "public" }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      try {
        await options.database.ping();
        return { status: "ok" };
      } catch {
        return reply.code(503).send({ status: "unavailable" as const });
      }
    },
  );

  for (const module of apiModules) await app.register(module);

  if (options.config.clientDir) {
    // A media server whose WebSocket browsers open on its own address (JANUS_PUBLIC_WS_URL) is allowed to them.
    const mediaServer = options.config.mediaServer;
    const connectSources =
      mediaServer?.mode === "external" && mediaServer.browserUrl
        ? [new URL(mediaServer.browserUrl).origin]
        : [];
    await app.register(staticClientPlugin, { root: options.config.clientDir, connectSources });
    // The blog's post pages, RSS feed and sitemap extend the built client's fallback page and sitemap.
    await app.register(blogPagesRoutes, { root: options.config.clientDir });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
