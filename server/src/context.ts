import type { Brand } from "#shared/config/brand.ts";
import type { FileStorageConfig } from "./modules/files/files.storage.ts";
import type { MediaServerConfig } from "./modules/media-server/media-server.config.ts";

export type RateLimitRule = { max: number; timeWindow: number };

export type AppConfig = {
  appUrl: string;
  brand: Brand;
  smtpUrl?: string;
  mailFrom: string;
  /** The mail queue's first retry wait; later ones are multiples of it (MAIL_RETRY_BASE_MS, decision 032). */
  mailRetryBaseMs?: number;
  /**
   * Without SMTP, print each e-mail's text to the log (development only: e-mails carry reset links and
   * temporary passwords, which a production log must never hold).
   */
  logEmailBodies?: boolean;
  /** The reverse proxies (addresses, CIDR ranges) allowed to name the client in X-Forwarded-For; false: none. */
  trustProxy: string[] | false;
  /** Folder of the built client to serve, or null to serve the API only. */
  clientDir: string | null;
  /**
   * Where uploaded files are kept: a folder under DATA_DIR or an S3-compatible bucket. Absent (tests on
   * an in-memory database), a temporary folder that goes when the app closes.
   */
  fileStorage?: FileStorageConfig;
  /**
   * The server's secret (APP_SECRET or DATA_DIR/app-secret) that seals TOTP secrets and signs pending
   * sign-ins; absent (tests), a random one for the app's lifetime.
   */
  appSecret?: string;
  /** Admins must turn on two-factor sign-in before anything else (REQUIRE_ADMIN_TWO_FACTOR). */
  requireAdminTwoFactor?: boolean;
  /**
   * The server contacts companies' identity providers on this machine or a private network too
   * (SSO_ALLOW_PRIVATE_ISSUERS); absent, at public addresses only.
   */
  ssoAllowPrivateIssuers?: boolean;
  /** How long a lesson room's state call waits for a change (ROOM_STATE_WAIT_MS, 25 s; shorter in tests). */
  roomStateWaitMs?: number;
  /**
   * The recording job's timings (ROOM_RECORDING_* settings, docs/decisions/054); each absent one has its
   * default (container-recordings.ts). Tests make them short.
   */
  roomRecordings?: {
    /** How often an idle worker looks for a due job (5 s). */
    pollMs?: number;
    /** How long a claim holds a job unless renewed (2 minutes): a dead server's job is free after it. */
    leaseMs?: number;
    /** The first retry's wait (1 minute); later ones wait 5 and 30 times it. */
    retryBaseMs?: number;
    /** How long after a lesson's end its job is first due (5 s): the media server closes the files. */
    delayMs?: number;
  };
  /**
   * The demo accounts' published passwords sign in from other machines too (SEED_DEMO=1 set explicitly,
   * decision 046); absent, only from this machine's own addresses.
   */
  demoSignInsFromAnywhere?: boolean;
  /**
   * The lesson room's media server (JANUS_* settings, docs/decisions/053). Absent (tests, on an in-memory
   * database), none: a test that runs the own Janus gives one with a temporary `workDir`.
   */
  mediaServer?: MediaServerConfig;
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Sign-in attempts for one username from one address. */
    loginPerUsername: RateLimitRule;
    /** Sign-in attempts for one username from all addresses together: bounds distributed guessing. */
    loginPerUsernameAllIps: RateLimitRule;
    recovery: RateLimitRule;
    register: RateLimitRule;
    publicForm: RateLimitRule;
    /** Messages one account sends (decision 028); absent, `defaultRateLimits.messages`. */
    messages?: RateLimitRule;
    /** Fetches of family calendar feeds from one address (decision 025); absent, `defaultRateLimits.calendarFeed`. */
    calendarFeed?: RateLimitRule;
    /** Openings of shared utilisation reports from one address (decision 026); absent, `defaultRateLimits.sharedReport`. */
    sharedReport?: RateLimitRule;
    /** Files one account uploads (decision 045); absent, `defaultRateLimits.uploads`. */
    uploads?: RateLimitRule;
    /** Requests of one SCIM token; absent, `defaultRateLimits.scim`. */
    scim?: RateLimitRule;
  };
};

export const defaultRateLimits = {
  loginPerIp: { max: 30, timeWindow: 15 * 60 * 1000 },
  loginPerUsername: { max: 10, timeWindow: 15 * 60 * 1000 },
  loginPerUsernameAllIps: { max: 100, timeWindow: 15 * 60 * 1000 },
  recovery: { max: 5, timeWindow: 15 * 60 * 1000 },
  register: { max: 20, timeWindow: 15 * 60 * 1000 },
  publicForm: { max: 10, timeWindow: 15 * 60 * 1000 },
  messages: { max: 20, timeWindow: 10 * 60 * 1000 },
  calendarFeed: { max: 300, timeWindow: 5 * 60 * 1000 },
  sharedReport: { max: 60, timeWindow: 15 * 60 * 1000 },
  uploads: { max: 30, timeWindow: 10 * 60 * 1000 },
  scim: { max: 6000, timeWindow: 60 * 1000 },
} satisfies AppConfig["rateLimits"];
