/** Single sign-on's pure rules: what the provider's claims make of a new account, and who may use it. */
import { USERNAME_MIN } from "#shared/schemas/common.ts";
import { companyAccessEnded } from "../users/users.rules.ts";

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

/**
 * True when the company may no longer use what it connected (DECISIONS.md "Employers: single sign-on and
 * provisioning"): its status is not active, or its subscription has ended. Its provider then signs nobody
 * in and its SCIM tokens are refused, whatever they were valid for before.
 */
export function companyConnectionsStopped(company: {
  companyStatus: string | null;
  companySubscriptionEndDate: Date | null;
}): boolean {
  return company.companyStatus !== "active" || companyAccessEnded(company);
}
