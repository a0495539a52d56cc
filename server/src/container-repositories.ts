/**
 * The container's first step (decision 052): every repository, one each, over the app's database.
 * Only the container (`container*.ts`) builds repositories.
 */
import type { Database } from "./db/client.ts";
import { createAccountRepository } from "./modules/account/account.repository.ts";
import { createLoginSessionsRepository } from "./modules/auth/login-sessions.repository.ts";
import { createPasswordResetsRepository } from "./modules/auth/password-resets.repository.ts";
import { createSignInEventsRepository } from "./modules/auth/sign-in-events.repository.ts";
import { createTwoFactorRepository } from "./modules/auth/two-factor.repository.ts";
import { createBlogPostsRepository } from "./modules/blog-posts/blog-posts.repository.ts";
import { createBookingsRepository, familyTaughtBy } from "./modules/bookings/bookings.repository.ts";
import { createCalendarFeedRepository } from "./modules/calendar-feed/calendar-feed.repository.ts";
import { createCompaniesRepository } from "./modules/companies/companies.repository.ts";
import { createDashboardRepository } from "./modules/dashboard/dashboard.repository.ts";
import { createEmailConfirmationRepository } from "./modules/email-confirmation/email-confirmation.repository.ts";
import { createEmployeeAccountsRepository } from "./modules/employee-accounts/employee-accounts.repository.ts";
import { createEmployerRepository } from "./modules/employer/employer.repository.ts";
import { createEmployerAuditRepository } from "./modules/employer-audit/employer-audit.repository.ts";
import { createEnquiriesRepository } from "./modules/enquiries/enquiries.repository.ts";
import { createFilesRepository } from "./modules/files/files.repository.ts";
import { createHousekeepingRepository } from "./modules/housekeeping/housekeeping.repository.ts";
import { createLeaversRepository } from "./modules/leavers/leavers.repository.ts";
import { createRoomPresenceRepository } from "./modules/lesson-room/room-presence.repository.ts";
import { createRoomRecordRepository } from "./modules/lesson-room/room-record.repository.ts";
import { createRoomStateRepository } from "./modules/lesson-room/room-state.repository.ts";
import { createLiveSessionsRepository } from "./modules/live-sessions/live-sessions.repository.ts";
import { createOutboxRepository } from "./modules/mail/outbox.repository.ts";
import { createMessagesRepository } from "./modules/messages/messages.repository.ts";
import { createRateLimitsRepository } from "./modules/rate-limits/rate-limits.repository.ts";
import { createRecordedLessonsRepository } from "./modules/recorded-lessons/recorded-lessons.repository.ts";
import { createRecordingPromiseRepository } from "./modules/recorded-lessons/recording-promise.repository.ts";
import { createRegistrationRepository } from "./modules/registration/registration.repository.ts";
import { createResourcesRepository } from "./modules/resources/resources.repository.ts";
import { createRecordingPartsRepository } from "./modules/room-recordings/recording-parts.repository.ts";
import { createRoomRecordingsRepository } from "./modules/room-recordings/room-recordings.repository.ts";
import { createSafeguardingRecordRepository } from "./modules/room-recordings/safeguarding-record.repository.ts";
import { createRoomRemindersRepository } from "./modules/room-reminders/room-reminders.repository.ts";
import { createScheduledSessionsRepository } from "./modules/scheduled-sessions/scheduled-sessions.repository.ts";
import { createScimRepository } from "./modules/scim/scim.repository.ts";
import { createScimTokensRepository } from "./modules/scim/scim-tokens.repository.ts";
import { createSsoRepository } from "./modules/sso/sso.repository.ts";
import { createStudentsRepository } from "./modules/students/students.repository.ts";
import { createTimetableRepository } from "./modules/timetable/timetable.repository.ts";
import { createTutorsRepository } from "./modules/tutors/tutors.repository.ts";
import { createPlacesRepository } from "./modules/users/places.repository.ts";
import { createUsersRepository } from "./modules/users/users.repository.ts";
import { createUtilisationRepository } from "./modules/utilisation/utilisation.repository.ts";

/**
 * Every repository, one each, over the app's database. `roomAvailable` is the media server's word on
 * whether the lesson room can be held, which the portal's session answers carry (decision 053).
 */
export function createRepositories(db: Database, { roomAvailable }: { roomAvailable?: () => boolean } = {}) {
  // The portal's session reads stand above the scheduled sessions, whose writes count seats with them.
  const timetable = createTimetableRepository(db, { roomAvailable });
  return {
    account: createAccountRepository(db),
    blogPosts: createBlogPostsRepository(db),
    bookings: createBookingsRepository(db),
    calendarFeed: createCalendarFeedRepository(db),
    companies: createCompaniesRepository(db),
    dashboard: createDashboardRepository(db),
    emailConfirmation: createEmailConfirmationRepository(db),
    employeeAccounts: createEmployeeAccountsRepository(db),
    /** The employer's screen's reads: its employees' accounts, its HR managers. */
    employer: createEmployerRepository(db),
    /** A company's audit list of employer changes. */
    employerAudit: createEmployerAuditRepository(db),
    enquiries: createEnquiriesRepository(db),
    files: createFilesRepository(db),
    housekeeping: createHousekeepingRepository(db),
    /** Leavers' dates and their processing. */
    leavers: createLeaversRepository(db),
    liveSessions: createLiveSessionsRepository(db),
    /** Sign-ins (the `sessions` table): not to be confused with teaching sessions (`scheduledSessions`). */
    loginSessions: createLoginSessionsRepository(db),
    messages: createMessagesRepository(db),
    outbox: createOutboxRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    /** A company's places, claimed inside every transaction that makes family accounts. */
    places: createPlacesRepository(db),
    rateLimits: createRateLimitsRepository(db),
    recordedLessons: createRecordedLessonsRepository(db),
    /** The recording promise's reads of sessions (decision 027). */
    recordingPromise: createRecordingPromiseRepository(db),
    registration: createRegistrationRepository(db),
    resources: createResourcesRepository(db),
    /** Lesson reminders' claims and the accounts' switch (decision 053). */
    roomReminders: createRoomRemindersRepository(db),
    /** Who is in a lesson room, from the media server's events: tickets claimed and stays (decision 053). */
    roomPresence: createRoomPresenceRepository(db),
    /** What a lesson room keeps for the safeguarding record: join log and chat (docs/decisions/054). */
    roomRecord: createRoomRecordRepository(db),
    /** The lesson room's lessons, people, tickets and chat (decision 053). */
    roomState: createRoomStateRepository(db),
    /** The recording job's queue: one row per session held in the room (docs/decisions/054). */
    roomRecordings: createRoomRecordingsRepository(db),
    /** The tutor's recorded parts of a lesson, kept as the room's socket asks for them (docs/decisions/060). */
    recordingParts: createRecordingPartsRepository(db),
    /** The admin's list of lessons held in the room, with their recordings and jobs (docs/decisions/054). */
    safeguardingRecord: createSafeguardingRecordRepository(db),
    scheduledSessions: createScheduledSessionsRepository(db, { seatsBooked: timetable.seatsBooked }),
    /** SCIM provisioning: the company's employees as SCIM sees them. */
    scim: createScimRepository(db),
    /** A company's SCIM bearer tokens, stored hashed. */
    scimTokens: createScimTokensRepository(db),
    signInEvents: createSignInEventsRepository(db),
    /** Sign-in with the organisation: providers, e-mail domains, sign-ins under way. */
    sso: createSsoRepository(db),
    students: createStudentsRepository(db, { familyTaughtBy }),
    timetable,
    tutors: createTutorsRepository(db),
    twoFactor: createTwoFactorRepository(db),
    users: createUsersRepository(db),
    utilisation: createUtilisationRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
