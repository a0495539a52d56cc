/** How long a login session lasts: read by the login sessions' repository, the cookie and housekeeping. */

/** Unused this long, a login session ends. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** However much it is used, a login session ends this long after sign-in. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
