/** Single sign-on's pure rules: what the provider's claims make of a new account, and who may use it. */
import { USERNAME_MIN } from "#shared/schemas/common.ts";

/** Usernames are at most 50 characters (shared/schemas/auth.ts). */
const USERNAME_MAX = 50;

/**
 * The usernames to try for a new account, in order: the e-mail's local part in the characters usernames
 * use, then with 2, 3… after it (the first one nobody holds is taken).
 */
export function* usernameCandidates(email: string): Generator<string> {
  let base = email
    .slice(0, email.lastIndexOf("@"))
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, USERNAME_MAX - 4);
  if (base.length < USERNAME_MIN) base = `${base}user`.slice(0, USERNAME_MAX - 4);
  yield base;
  for (let n = 2; n < 1000; n++) yield `${base}${n}`;
}

/** The person's name from the ID token (`name`, or given and family names), else the e-mail's local part. */
export function accountNameFrom(claims: Record<string, unknown>, email: string): string {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const name =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ");
  return (name || email.slice(0, email.lastIndexOf("@"))).slice(0, 100);
}

/** `email_verified` true (a few providers send the string "true"). */
export function emailVerified(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.email_verified === "true";
}

/** The claims a sign-in reads or keeps: the subject, the address and the name's parts. */
const KEPT_CLAIMS = ["sub", "email", "name", "given_name", "family_name"] as const;

/**
 * True when one of the claims a sign-in reads or keeps holds a NUL character, which PostgreSQL's text
 * refuses (the query would fail): such an answer is the provider's fault, refused as `provider`.
 */
export function claimsHoldNul(claims: Record<string, unknown>): boolean {
  return KEPT_CLAIMS.some((name) => {
    const value = claims[name];
    return typeof value === "string" && value.includes("\u0000");
  });
}
