import { cookieValue } from "../cookies.ts";

/**
 * A cookie the browser's scripts can read that says this browser holds a session (decision 057, "The
 * blog's reader"). The session cookie itself is `HttpOnly`, out of the scripts' reach: a public page that
 * offers more to a signed-in reader (the blog) asks `GET /api/user` only when this cookie is there, so an
 * anonymous visitor's page asks nothing the server answers with 401, which the browser logs as an error.
 * It carries no secret and grants nothing: the server decides by the session cookie alone.
 */
export const SESSION_HINT_COOKIE = "has_session";

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSessionHint(cookies: string | null | undefined): boolean {
  return cookieValue(cookies, SESSION_HINT_COOKIE) !== null;
}
