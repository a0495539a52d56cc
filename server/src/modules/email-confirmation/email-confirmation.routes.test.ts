/**
 * A family registered by company code is signed in at once and confirms its address through an e-mailed
 * link; until then, password reset and username recovery send nothing to it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentUserSchema } from "#shared/schemas/auth.ts";
import {
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  emailConfirmationStatusSchema,
} from "#shared/schemas/email-confirmation.ts";
import { digestToken } from "../../lib/tokens.ts";
import {
  createInvitation,
  createRegistrationCode,
  expectError,
  mailsTo,
  post,
  registration,
  sessionCookie,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import { emailConfirmationTokens } from "./email-confirmation.table.ts";

const t = setupTestApp();

async function confirmationTokenFor(to: string) {
  const [mail] = await mailsTo(t, to, "email-confirmation");
  const match = mail?.text.match(/confirm-email\?token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation e-mail for ${to}`);
  return decodeURIComponent(match[1]);
}

async function registerByCode() {
  const company = await t.createCompany();
  const code = await createRegistrationCode(t, { companyId: company.id });
  const payload = registration({ code: code.code });
  const response = await post(t, "/api/register", payload);
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookie(response);
  return { payload, cookie, user: currentUserSchema.parse(response.json()) };
}

const status = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/email-confirmation", headers: { cookie } });
const resend = (cookie?: string) => post(t, "/api/email-confirmation/resend", undefined, cookie);

describe("a registration by company code", () => {
  it("is signed in at once, e-mailed a confirmation link, and gets no reset or reminder until it confirms", async () => {
    const { payload, cookie } = await registerByCode();
    const [stored] = await t.db.select().from(users).where(eq(users.username, payload.username));
    expect(stored!.emailConfirmedAt).toBeNull();
    expect(emailConfirmationStatusSchema.parse((await status(cookie)).json())).toEqual({
      email: payload.email,
      confirmed: false,
    });

    const token = await confirmationTokenFor(payload.email);
    // Only the digest is kept.
    const [link] = await t.db
      .select()
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.userId, stored!.id));
    expect(link!.id).toBe(digestToken(token));
    expect(Math.abs(link!.expiresAt.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    // Same neutral answers, nothing sent.
    const reset = await post(t, "/api/reset-password", { username: payload.username });
    expect(reset.statusCode).toBe(200);
    const reminder = await post(t, "/api/recover-username", { email: payload.email });
    expect(reminder.statusCode).toBe(200);
    expect(await mailsTo(t, payload.email, "password-reset")).toHaveLength(0);
    expect(await mailsTo(t, payload.email, "username-recovery")).toHaveLength(0);

    // The link confirms once, without being signed in.
    const confirmed = await post(t, "/api/confirm-email", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(EMAIL_CONFIRMED_MESSAGE);
    expectError(await post(t, "/api/confirm-email", { token }), 400, EMAIL_CONFIRMATION_INVALID_MESSAGE);
    expect(emailConfirmationStatusSchema.parse((await status(cookie)).json()).confirmed).toBe(true);

    expect((await post(t, "/api/reset-password", { username: payload.username })).statusCode).toBe(200);
    expect(await mailsTo(t, payload.email, "password-reset")).toHaveLength(1);
    expect((await post(t, "/api/recover-username", { email: payload.email })).statusCode).toBe(200);
    expect(await mailsTo(t, payload.email, "username-recovery")).toHaveLength(1);
  });

  it("resends a fresh link (the previous one stops working), at most 3 an hour, and 409 once confirmed", async () => {
    const { payload, cookie } = await registerByCode();
    const first = await confirmationTokenFor(payload.email);
    const again = await resend(cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(`We have sent a new confirmation link to ${payload.email}.`);
    const second = await confirmationTokenFor(payload.email);
    expect(second).not.toBe(first);
    expectError(
      await post(t, "/api/confirm-email", { token: first }),
      400,
      EMAIL_CONFIRMATION_INVALID_MESSAGE,
    );

    expect((await resend(cookie)).statusCode).toBe(200);
    expect((await resend(cookie)).statusCode).toBe(200);
    const limited = await resend(cookie);
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo(t, payload.email, "email-confirmation")).toHaveLength(4);

    const latest = await confirmationTokenFor(payload.email);
    expect((await post(t, "/api/confirm-email", { token: latest })).statusCode).toBe(200);
    const done = await t.asRole("parent");
    expectError(await resend(done.cookie), 409, EMAIL_ALREADY_CONFIRMED_MESSAGE);
  });

  it("refuses an expired link, an unknown one, and one sent to an address the account no longer has", async () => {
    const { payload, user } = await registerByCode();
    const token = await confirmationTokenFor(payload.email);
    await t.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationTokens.id, digestToken(token)));
    expectError(await post(t, "/api/confirm-email", { token }), 400, EMAIL_CONFIRMATION_INVALID_MESSAGE);
    expectError(
      await post(t, "/api/confirm-email", { token: "no-such-link" }),
      400,
      EMAIL_CONFIRMATION_INVALID_MESSAGE,
    );
    expectError(await post(t, "/api/confirm-email", { token: "" }), 400, "Link token is required");

    const other = await registerByCode();
    const otherToken = await confirmationTokenFor(other.payload.email);
    await t.db.update(users).set({ email: "moved@example.org" }).where(eq(users.id, other.user.id));
    expectError(
      await post(t, "/api/confirm-email", { token: otherToken }),
      400,
      EMAIL_CONFIRMATION_INVALID_MESSAGE,
    );
    const [stored] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(stored!.emailConfirmedAt).toBeNull();
    expect(user.id).not.toBe(other.user.id);
  });

  it("answers 401 to the status and the resend when nobody is signed in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/email-confirmation" })).statusCode).toBe(401);
    expect((await resend()).statusCode).toBe(401);
  });
});

describe("a change of address", () => {
  const changeEmail = (cookie: string, email: string, currentPassword: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/user/email",
      headers: { cookie },
      payload: { email, currentPassword },
    });

  it("waits for the new address's link before any reset goes there; a change of case keeps it confirmed", async () => {
    const family = await t.asRole("parent");
    const sameInCapitals = family.user.email.toUpperCase();
    expect((await changeEmail(family.cookie, sameInCapitals, family.password)).statusCode).toBe(200);
    expect(emailConfirmationStatusSchema.parse((await status(family.cookie)).json()).confirmed).toBe(true);
    expect(await mailsTo(t, sameInCapitals, "email-confirmation")).toHaveLength(0);

    const moved = `moved-${family.user.username}@example.net`;
    const changed = await changeEmail(family.cookie, moved, family.password);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(emailConfirmationStatusSchema.parse((await status(family.cookie)).json())).toEqual({
      email: moved,
      confirmed: false,
    });
    expect((await post(t, "/api/reset-password", { username: family.user.username })).statusCode).toBe(200);
    expect(await mailsTo(t, moved, "password-reset")).toHaveLength(0);

    const token = await confirmationTokenFor(moved);
    expect((await post(t, "/api/confirm-email", { token })).statusCode).toBe(200);
    expect((await post(t, "/api/reset-password", { username: family.user.username })).statusCode).toBe(200);
    expect(await mailsTo(t, moved, "password-reset")).toHaveLength(1);
  });
});

describe("a registration through an invitation", () => {
  it("takes the invitation's address, which counts as confirmed: no confirmation e-mail", async () => {
    const company = await t.createCompany();
    const invitation = await createInvitation(t, { companyId: company.id });
    const payload = registration({ token: invitation.token, email: "someone.else@example.org" });
    const response = await post(t, "/api/register", payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(currentUserSchema.parse(response.json()).email).toBe(invitation.email);
    const [stored] = await t.db.select().from(users).where(eq(users.username, payload.username));
    expect(stored!.email).toBe(invitation.email);
    expect(stored!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await mailsTo(t, invitation.email, "email-confirmation")).toHaveLength(0);
    expect(await mailsTo(t, "someone.else@example.org")).toHaveLength(0);
    const cookie = sessionCookie(response);
    expect(emailConfirmationStatusSchema.parse((await status(cookie)).json()).confirmed).toBe(true);
  });

  it("accounts created by other means (bulk, admin, earlier) count as confirmed", async () => {
    const family = await t.asRole("parent");
    expect(emailConfirmationStatusSchema.parse((await status(family.cookie)).json())).toEqual({
      email: family.user.email,
      confirmed: true,
    });
  });
});
