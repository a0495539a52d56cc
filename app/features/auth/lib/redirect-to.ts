import { paths } from "#shared/config/paths.ts";

/** The /auth query parameter naming the page an anonymous visitor asked for. */
export const REDIRECT_TO_PARAM = "redirectTo";

const HERE = "http://this-site.invalid";

/**
 * `value` when it is a path on this site ("/schedule?view=month"), else null: only relative paths
 * starting with one "/" are followed after signing in, never "//host", "/\\host" or "/\t/host", which a
 * browser reads as another site (hence the check by parsing, as the browser would).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  try {
    return new URL(value, HERE).origin === HERE ? value : null;
  } catch {
    return null;
  }
}

/** /auth, carrying the page to come back to after signing in. */
export function signInReturningTo(path: string) {
  const back = safeRedirectPath(path);
  return back && back !== paths.auth
    ? `${paths.auth}?${new URLSearchParams({ [REDIRECT_TO_PARAM]: back })}`
    : paths.auth;
}
