/**
 * Helpers shared by the sign-in, recovery and registration API tests: JSON calls with an optional session cookie, invitations and
 * registration codes inserted directly, and the e-mails kept in the outbox.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { digestToken } from "../lib/tokens.ts";
import { emailOutbox } from "../modules/mail/outbox.table.ts";
import { invitations, registrationCodes } from "../modules/registration/registration.table.ts";
import { cookieFrom, type TestContext } from "./test-app.ts";

const HOUR = 60 * 60 * 1000;

export function post(t: TestContext, url: string, payload?: unknown, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
}

/** POST with these headers (Origin, content type) and a JSON or raw payload. */
export function postWith(
  t: TestContext,
  url: string,
  headers: Record<string, string>,
  payload: string | object,
) {
  return t.app.inject({ method: "POST", url, headers, payload });
}

/** POST /api/login: the answer to signing in with these credentials as `role`. */
export function login(t: TestContext, username: string, password: string, role: string) {
  return post(t, "/api/login", { username, password, role });
}

/** POST /api/reset-password/confirm with the new password, confirmed by itself unless told otherwise. */
export function confirmReset(t: TestContext, token: string, password: string, confirmPassword = password) {
  return post(t, "/api/reset-password/confirm", { token, password, confirmPassword });
}

/** A body of POST /api/change-password with the new password typed twice. */
export function passwordChange(currentPassword: string, newPassword = "changed-pass-1") {
  return { currentPassword, newPassword, confirmPassword: newPassword };
}

export function getUser(t: TestContext, cookie?: string) {
  return t.app.inject({ method: "GET", url: "/api/user", headers: cookie ? { cookie } : {} });
}

/** The `{message}` of an error answer, parsed with the shared schema. */
export function errorOf(response: LightMyRequestResponse) {
  return apiErrorSchema.parse(response.json());
}

/** Asserts the status and the exact error message of an answer. */
export function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).message).toBe(message);
}

export function sessionCookie(response: LightMyRequestResponse) {
  return cookieFrom(response.headers["set-cookie"]);
}

export async function createInvitation(
  t: TestContext,
  values: Partial<typeof invitations.$inferInsert> & { companyId: number },
) {
  // As the app stores one: only the digest; the token is what the e-mailed link would carry.
  const token = randomBytes(24).toString("base64url");
  const rows = await t.db
    .insert(invitations)
    .values({
      tokenHash: digestToken(token),
      fullName: "Invited Person",
      email: `invited-${randomBytes(4).toString("hex")}@example.org`,
      expiresAt: new Date(Date.now() + 7 * 24 * HOUR),
      ...values,
    })
    .returning();
  return { ...rows[0]!, token };
}

export async function createRegistrationCode(
  t: TestContext,
  values: Partial<typeof registrationCodes.$inferInsert> & { companyId: number },
) {
  const rows = await t.db
    .insert(registrationCodes)
    .values({
      code: randomBytes(6).toString("hex").toUpperCase().slice(0, 8),
      maxUses: 200,
      expiresAt: new Date(Date.now() + 48 * HOUR),
      ...values,
    })
    .returning();
  return rows[0]!;
}

let sequence = 0;

/** A valid registration payload with a fresh username and e-mail. */
export function registration(extra: Record<string, unknown> = {}) {
  sequence++;
  const suffix = `${sequence}${randomBytes(3).toString("hex")}`;
  return {
    fullName: "Jordan Family",
    email: `family-${suffix}@example.org`,
    username: `family${suffix}`,
    password: "family-pass-1",
    confirmPassword: "family-pass-1",
    ...extra,
  };
}

/** The e-mails sent to an address, newest first, after background sends have finished. */
export async function mailsTo(t: TestContext, to: string, kind?: string) {
  await t.app.deps.mailer.flush();
  return t.db
    .select()
    .from(emailOutbox)
    .where(kind ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id));
}

/** The reset token from the newest password-reset e-mail to the address. */
export async function resetTokenFor(t: TestContext, to: string) {
  const [mail] = await mailsTo(t, to, "password-reset");
  const match = mail?.text.match(/reset-password\?token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no password reset e-mail for ${to}`);
  return decodeURIComponent(match[1]);
}
